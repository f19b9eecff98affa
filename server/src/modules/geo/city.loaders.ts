import { Any } from 'typeorm';
import { repository, type Db } from '../../db/transaction.js';
import { DataLoader, byKey } from '../../graphql/batch.js';
import { CityEntity } from './city.entity.js';

export type CityRow = Pick<CityEntity, 'id' | 'insee' | 'name' | 'slug' | 'postcodes' | 'lat' | 'lng' | 'population'>;

export function cityLoaders(db: Db) {
  return {
    /** Communes by slug (one statement per batch). */
    cityBySlug: new DataLoader<string, CityRow | null>(async (slugs) => byKey<string, CityRow>(slugs, await repository({ db }, CityEntity).find({
      select: { id: true, insee: true, name: true, slug: true, postcodes: true, lat: true, lng: true, population: true },
      where: { slug: Any([...slugs]) },
    }), (c) => c.slug)),
  };
}

declare module '../../graphql/context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the loaders of this module, merged into every request's
  interface Loaders extends ReturnType<typeof cityLoaders> {}
}
