import type { DataSource } from 'typeorm';
import { repository } from '../../db/transaction.js';
import { FilterEntity } from './filter.entity.js';

/** The filter vocabulary as stored (id ↔ label), loaded once per process: it changes only at start-up. */
export class FilterCatalog {
  private constructor(
    private readonly byLabel: Map<string, number>,
    private readonly byId: Map<number, { label: string; groupKey: string }>,
  ) {}

  static async load(db: DataSource): Promise<FilterCatalog> {
    const rows = await repository({ db }, FilterEntity).find({ select: { id: true, label: true, groupKey: true }, order: { groupKey: 'ASC', position: 'ASC' } });
    return new FilterCatalog(new Map(rows.map((r) => [r.label, r.id])), new Map(rows.map((r) => [r.id, { label: r.label, groupKey: r.groupKey }])));
  }

  filterIds(labels: readonly string[]): number[] {
    return labels.map((l) => this.byLabel.get(l)).filter((id): id is number => id !== undefined);
  }

  /** Labels of a restaurant's own filters (types and cuisines are shown on their own). */
  labels(ids: readonly number[]): string[] {
    return ids.map((id) => this.byId.get(id)).filter((f) => f && f.groupKey !== 'type' && f.groupKey !== 'cuisine').map((f) => f!.label);
  }
}

declare module '../../graphql/context.js' {
  interface AppServices {
    /** The filter vocabulary, loaded at start-up (server/src/services.ts). */
    catalog: FilterCatalog;
  }
}
