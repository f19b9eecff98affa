import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, type Relation } from 'typeorm';
import { PAGE_ELEMENT_IDS, type PageElementContent } from '../../../../common/page-element-rules.js';
import type { UserEntity } from '../accounts/index.js';

/**
 * One version of a page element (issue 13, common/page-element-rules.ts): what a save published, who and when. The
 * element shows its highest version; saving never rewrites one, so the history stays whole and any version can be
 * taken up again.
 */
@Entity('page_element_version')
@Unique('page_element_version_element_version_key', ['elementId', 'version'])
@Check('page_element_version_element_check', `element_id IN (${PAGE_ELEMENT_IDS.join(', ')})`)
@Check('page_element_version_version_check', `version > 0`)
@Check('page_element_version_content_check', `octet_length(content::text) <= 65536`)
export class PageElementVersionEntity {
  @PrimaryGeneratedColumn({ type: 'integer', primaryKeyConstraintName: 'page_element_version_pkey' }) id: number;
  @Column({ type: 'smallint', name: 'element_id' }) elementId: number;
  @Column('integer') version: number;
  @Column('jsonb') content: PageElementContent;
  @Column({ type: 'integer', name: 'author_id', nullable: true }) authorId: number | null;
  @ManyToOne('UserEntity', { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'page_element_version_author_id_fkey' })
  author: Relation<UserEntity> | null;
  /** The admin's e-mail when they saved (kept if the account goes). */
  @Column({ type: 'text', name: 'author_label' }) authorLabel: string;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
}
