import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DIRECTORY_SEARCH_MAX, DIRECTORY_SORTS, RESTAURANT_STATUS_LABELS, SUBSCRIPTION_STATE_LABELS, type DirectorySort } from '../../../../../common/administration-rules';
import { frenchDateTime } from '../../../../../common/french-dates';
import type { DirectoryRestaurantPartsFragment } from '../../../graphql/__generated__/graphql';
import { useDirectoryRestaurantsQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';
import { Pagination } from '../../../ui/Pagination';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

/** Area 1's restaurants (issue 13): searchable, sortable by each column, 25 a page; each row opens the restaurant's file. */
export function DirectoryTable({ base }: { base: string }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DirectorySort>('updated');
  const [descending, setDescending] = useState(true);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const { data, loading, previousData } = useDirectoryRestaurantsQuery({ variables: { input: { search: debounced, sort, descending, page } }, fetchPolicy: 'network-only' });
  const result = (data ?? previousData)?.directoryRestaurants;
  const list = result?.__typename === 'DirectoryPage' ? result : null;

  function sortBy(key: DirectorySort) {
    if (key === sort) setDescending((d) => !d);
    else {
      setSort(key);
      setDescending(key === 'updated');
    }
    setPage(1);
  }

  return (
    <section className="profile__card moderation__section" aria-labelledby="directory-title">
      <h2 id="directory-title" className="section-title">
        Restaurants {list && <span className="muted">({list.total})</span>}
      </h2>
      <label className="text-input">
        <span className="text-input__label">Rechercher un restaurant, une commune ou l’e-mail d’un propriétaire</span>
        <input
          className="text-input__field"
          type="search"
          value={search}
          maxLength={DIRECTORY_SEARCH_MAX}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </label>
      {result?.__typename !== undefined && result.__typename !== 'DirectoryPage' && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      {list ? (
        <div className="stats__table-wrap" aria-busy={loading} tabIndex={0} role="region" aria-label="Restaurants de l’annuaire (défilement horizontal)">
          <table className="moderation__log">
            <caption className="visually-hidden">Restaurants de l’annuaire, triés par {DIRECTORY_SORTS[sort].toLowerCase()}</caption>
            <DirectoryHead sort={sort} descending={descending} onSort={sortBy} />
            <DirectoryRows items={list.items} base={base} />
          </table>
          {list.items.length === 0 && <p className="muted">Aucun restaurant ne correspond.</p>}
          <Pagination page={list.page} pageCount={list.pageCount} onChange={setPage} />
        </div>
      ) : (
        loading && <Loading label="Chargement des restaurants" />
      )}
    </section>
  );
}

/** The sortable columns' headers: a second click on the sorted one reverses it. */
function DirectoryHead({ sort, descending, onSort }: { sort: DirectorySort; descending: boolean; onSort: (key: DirectorySort) => void }) {
  return (
    <thead>
      <tr>
        {(Object.keys(DIRECTORY_SORTS) as DirectorySort[]).map((key) => (
          <th key={key} scope="col" aria-sort={key === sort ? (descending ? 'descending' : 'ascending') : undefined}>
            <button type="button" className="moderation__sort" onClick={() => onSort(key)}>
              {DIRECTORY_SORTS[key]}
              <span aria-hidden="true">{key === sort ? (descending ? ' ▼' : ' ▲') : ''}</span>
            </button>
          </th>
        ))}
        <th scope="col">Propriétaire</th>
        <th scope="col">Abonnement</th>
      </tr>
    </thead>
  );
}

function DirectoryRows({ items, base }: { items: DirectoryRestaurantPartsFragment[]; base: string }) {
  return (
    <tbody>
      {items.map((r) => (
        <tr key={r.idUrl}>
          <td>
            <Link className="link" to={`${base}/restaurants/${r.idUrl}`}>
              {r.name}
            </Link>
          </td>
          <td>{r.city}</td>
          <td>{RESTAURANT_STATUS_LABELS[r.status] ?? r.status}</td>
          <td>{frenchDateTime(r.dateUpdate as string)}</td>
          <td>{r.ownerEmail ?? '—'}</td>
          <td>{r.subscription ? SUBSCRIPTION_STATE_LABELS[r.subscription] ?? r.subscription : '—'}</td>
        </tr>
      ))}
    </tbody>
  );
}
