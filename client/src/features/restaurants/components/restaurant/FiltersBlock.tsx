import { FILTER_SUMMARY_LIMIT } from '../../../../../../common/constants';
import { filterSummary } from '../../../../../../common/filters';

/** The short summary (at most 7, priority labels first) and the full list of the restaurant's filters. */
export function FiltersSummary({ filters }: { filters: string[] }) {
  const summary = filterSummary(filters, FILTER_SUMMARY_LIMIT);
  if (summary.length === 0) return null;
  return (
    <ul className="tag-list" aria-label="En bref">
      {summary.map((label) => (
        <li key={label} className="tag">
          {label}
        </li>
      ))}
    </ul>
  );
}

export function FiltersPanelBlock({ filters }: { filters: string[] }) {
  if (filters.length === 0) return null;
  return (
    <section className="info-block" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        Services et atouts
      </h2>
      <ul className="tag-list tag-list--soft">
        {filters.map((label) => (
          <li key={label} className="tag">
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
