import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type Role = 'customer' | 'restaurateur' | 'admin';

@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') email: string;
  @Column({ type: 'text', name: 'password_hash', nullable: true, select: false }) passwordHash: string | null;
  @Column('text') role: Role;
  @Column({ type: 'text', name: 'first_name' }) firstName: string;
  @Column({ type: 'text', name: 'last_name' }) lastName: string;
  @Column({ type: 'text', nullable: true }) salutation: 'M.' | 'Mme' | 'Autre' | null;
  @Column({ type: 'date', name: 'birth_date', nullable: true }) birthDate: string | null;
  @Column({ type: 'text', nullable: true }) photo: string | null;
  @Column({ type: 'text', nullable: true }) biography: string | null;
  @Column('boolean') newsletter: boolean;
  @Column({ type: 'boolean', name: 'email_verified' }) emailVerified: boolean;
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' }) updatedAt: Date;
}
