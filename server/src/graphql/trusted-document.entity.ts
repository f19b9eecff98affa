import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The first-party client's operations, registered by SHA-256 at each instance's start (docs/adr/0048): every instance
 * knows every release's documents, so a browser holding a newer build than the instance it reaches during a rolling
 * deploy is still served. Never deleted: a cached older build keeps working.
 */
@Entity('trusted_document')
export class TrustedDocumentEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'trusted_document_pkey' }) hash: string;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'timestamptz', name: 'registered_at', default: () => 'now()' }) registeredAt: Date;
}
