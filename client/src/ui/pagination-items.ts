export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * SPEC §2: page 1, the current page with its neighbours (three numbers around it), the last page,
 * and an ellipsis wherever numbers are skipped. A gap of one page shows the page instead of '…'.
 */
export function paginationItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [{ kind: 'page', page: 1 }] : [];
  const pages = new Set<number>([1, pageCount]);
  for (let p = current - 1; p <= current + 1; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
