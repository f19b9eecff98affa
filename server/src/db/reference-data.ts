import type { EntityManager } from 'typeorm';
import { filterVocabulary } from '../../../common/filters.js';
import communes from './data/communes-49.json' with { type: 'json' };
import { upsertCities, upsertFilters } from './reference-data.queries.js';

/** Cities (the 176 communes) and the filter vocabulary: upserted at every start, so a new label lands by itself. */
export async function syncReferenceData(manager: EntityManager): Promise<void> {
  await upsertCities(manager, communes.communes.map((c) => ({
    insee: c.code, name: c.nom, slug: c.slug, postcodes: c.codesPostaux, lat: c.lat, lng: c.lng, population: c.population,
  })));
  await upsertFilters(manager, filterVocabulary.storedFilters());
}
