import DataLoader from 'dataloader';

/** Groups rows by key in the order DataLoader asked for them. */
export function groupBy<K, R>(keys: readonly K[], rows: R[], keyOf: (r: R) => K): R[][] {
  const map = new Map<K, R[]>(keys.map((k) => [k, []]));
  for (const r of rows) map.get(keyOf(r))?.push(r);
  return keys.map((k) => map.get(k) ?? []);
}

export function byKey<K, R>(keys: readonly K[], rows: R[], keyOf: (r: R) => K): (R | null)[] {
  const map = new Map<K, R>(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
}

export { DataLoader };
