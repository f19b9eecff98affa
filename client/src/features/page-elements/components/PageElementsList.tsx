import { Link } from 'react-router-dom';
import { frenchDateTime } from '../../../../../common/french-dates';
import { usePageElementsQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';

/** Area 1's pageElem (issue 13): the public pages' editable texts, each with the version online. */
export function PageElementsList({ base }: { base: string }) {
  const { data, loading, error } = usePageElementsQuery({ fetchPolicy: 'network-only' });
  return (
    <section className="profile__card moderation__section" aria-labelledby="elements-title">
      <h2 id="elements-title" className="section-title">
        Éléments de page
      </h2>
      <p className="muted">Chaque publication crée une nouvelle version, en ligne aussitôt ; les versions précédentes restent consultables et peuvent être reprises.</p>
      {loading && !data && <Loading label="Chargement des éléments de page" />}
      {error && !data && (
        <p className="notice notice--error" role="alert">
          Les éléments de page n’ont pas pu être chargés.
        </p>
      )}
      {data && (
        <ul className="moderation__list">
          {data.pageElements.map((e) => (
            <li key={e.id} className="moderation__request">
              <h3 className="moderation__name">
                <Link className="link" to={`${base}/pageElem/${e.id}/${e.name}`}>
                  {e.label}
                </Link>
              </h3>
              <p className="muted">{e.shownOn}</p>
              <p>
                {e.current.version === 0
                  ? 'Texte d’origine, jamais modifié.'
                  : `Version ${e.current.version}, publiée le ${frenchDateTime(e.current.at as string)} par ${e.current.author ?? '—'}.`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
