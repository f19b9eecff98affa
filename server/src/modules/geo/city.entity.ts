import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('city')
export class CityEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'char', length: 5 }) insee: string;
  @Column('text') name: string;
  @Column({ type: 'text', name: 'name_key', insert: false, update: false }) nameKey: string;
  @Column('text') slug: string;
  @Column('text', { array: true }) postcodes: string[];
  @Column('float8') lat: number;
  @Column('float8') lng: number;
  @Column('integer') population: number;
}
