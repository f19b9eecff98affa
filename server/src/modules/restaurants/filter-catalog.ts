import type { DataSource } from 'typeorm';

/** The filter vocabulary as stored (id ↔ label), loaded once per process: it changes only at start-up. */
export class FilterCatalog {
  private constructor(
    private readonly byLabel: Map<string, number>,
    private readonly byId: Map<number, { label: string; groupKey: string }>,
  ) {}

  static async load(db: DataSource): Promise<FilterCatalog> {
    const rows: { id: number; label: string; group_key: string }[] = await db.query('SELECT id, label, group_key FROM filter ORDER BY group_key, position');
    return new FilterCatalog(new Map(rows.map((r) => [r.label, r.id])), new Map(rows.map((r) => [r.id, { label: r.label, groupKey: r.group_key }])));
  }

  filterIds(labels: readonly string[]): number[] {
    return labels.map((l) => this.byLabel.get(l)).filter((id): id is number => id !== undefined);
  }

  /** Labels of a restaurant's own filters (types and cuisines are shown on their own). */
  labels(ids: readonly number[]): string[] {
    return ids.map((id) => this.byId.get(id)).filter((f) => f && f.groupKey !== 'type' && f.groupKey !== 'cuisine').map((f) => f!.label);
  }
}
