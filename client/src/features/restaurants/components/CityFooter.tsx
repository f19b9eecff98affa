import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatRating } from '../../../../../common/format';
import { cityPath } from '../../../../../common/page-addresses';
import { cityHeading } from '../../../../../common/search-url';
import { faqPages, type FaqEntry } from '../../../../../common/page-element-rules';
import { Faq } from '../../../ui/Faq';
import { placeBlockOf, type PlaceBlock } from '../place-block';
import type { CityPageQuery } from '../../../graphql/__generated__/graphql';

interface CityFooterProps {
  /** The page's CityPage answer: a commune's block, or the département's (placeBlockOf; in this lazy chunk, not the page's). */
  answer: Pick<CityPageQuery, 'cityPage' | 'departmentPage'> | null;
  /** The page's questions (page elements, edited in area 1). */
  faq: readonly FaqEntry[];
}

function StatsBlock({ page }: { page: PlaceBlock }) {
  const { stats } = page;
  const rating = formatRating(stats.averageRating);
  return (
    <section className="city-stats" aria-labelledby="city-stats-title">
      <h2 id="city-stats-title" className="section-title">
        {page.titles.stats}
      </h2>
      <dl className="city-stats__grid">
        <div>
          <dt>Restaurants</dt>
          <dd>{stats.restaurantCount.toLocaleString('fr-FR')}</dd>
        </div>
        <div>
          <dt>Prix moyen</dt>
          <dd>{stats.averagePrice != null ? `${stats.averagePrice} €` : '—'}</dd>
        </div>
        <div>
          <dt>Note moyenne</dt>
          <dd>{rating ? `${rating} / 5` : '—'}</dd>
        </div>
        <div>
          <dt>Avis</dt>
          <dd>{stats.reviewCount.toLocaleString('fr-FR')}</dd>
        </div>
      </dl>
    </section>
  );
}

/** A titled list of links, left out when it has none. */
function LinkBlock({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section className="city-footer__block" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="link-list">{children}</ul>
    </section>
  );
}

/** Footer block of home, city and nearby pages: the place's figures, best rated, other communes and the FAQ. */
export function CityFooter({ answer, faq }: CityFooterProps) {
  const page = placeBlockOf(answer);
  return (
    <div className="city-footer">
      {page && (
        <>
          <StatsBlock page={page} />
          <LinkBlock id="best-rated-title" title={page.titles.bestRated}>
            {page.bestRated.map((r) => (
              <li key={r.idUrl}>
                <Link to={r.path}>{r.name}</Link>
                {formatRating(r.rating) && <span className="link-list__note"> ★ {formatRating(r.rating)}</span>}
              </li>
            ))}
          </LinkBlock>
          <LinkBlock id="other-cities-title" title={page.titles.others}>
            {page.others.map((c) => (
              <li key={c.slug}>
                <Link to={cityPath(c.slug)}>{cityHeading(c.name)}</Link>
              </li>
            ))}
          </LinkBlock>
        </>
      )}
      {faq.length > 0 && <Faq title="Questions fréquentes" pages={faqPages(faq)} />}
    </div>
  );
}
