import type { Db } from '../../db/transaction.js';
import { CityEntity } from './city.entity.js';

/** What other modules ask of the `city` table, which only the geo module reads (ADR 0006). */
export const cityRecords = {
  byId(db: Db, id: number): Promise<CityEntity | null> {
    return db.getRepository(CityEntity).findOne({ where: { id } });
  },

  bySlug(db: Db, slug: string): Promise<Pick<CityEntity, 'id' | 'name'> | null> {
    return db.getRepository(CityEntity).findOne({ select: { id: true, name: true }, where: { slug } });
  },
};
