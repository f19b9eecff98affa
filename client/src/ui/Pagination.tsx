import { paginationItems } from './pagination-items';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Page numbers with ellipses and previous/next arrows (SPEC §2). */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = paginationItems(page, pageCount);
  return (
    <nav className="pagination" aria-label="Pagination des résultats">
      <ul className="pagination__list">
        <li>
          <button
            type="button"
            className="pagination__arrow"
            aria-label="Page précédente"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={item.page === page ? 'pagination__page pagination__page--current' : 'pagination__page'}
                aria-label={`Page ${item.page}${item.page === pageCount ? ', dernière page' : ''}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => item.page !== page && onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination__arrow"
            aria-label="Page suivante"
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
