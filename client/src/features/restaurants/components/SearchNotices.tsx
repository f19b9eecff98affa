import { frenchList } from '../../../../../common/search';
import { networkProblem } from '../../../../../common/network-messages';

/** The closest list's label (issue 15): these are not results of the search. */
const CLOSEST_TITLE = 'Les restaurants les plus proches de votre recherche';

/** SPEC §2: the message shown when nothing matches (above the closest list when there is one). */
const NO_MATCH = 'Aucun restaurant ne correspond à votre recherche. Essayez d\'enlever un ou plusieurs filtres pour voir plus de résultats';

/** The search's refusal message, and the no-match notice above the closest results; shared by the list and the map. */
export function SearchNotices({ problem, closest, relaxed = [], accountDeleted }: { problem: string | null; closest: boolean; relaxed?: readonly string[]; accountDeleted?: boolean }) {
  return (
    <>
      {accountDeleted && (
        <p className="notice" role="status">
          Votre compte a été supprimé. Un e-mail vous le confirme.
        </p>
      )}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {closest && (
        <div className="notice" role="status">
          <p>{NO_MATCH}</p>
          <h2 className="closest__title">{CLOSEST_TITLE}</h2>
          {relaxed.length > 0 && <p className="closest__relaxed">Sans {frenchList(relaxed)} :</p>}
        </div>
      )}
    </>
  );
}

/** Under the notices, shared by the list and the map: the search that could not load, or that found nothing. */
export function ListOutcome({ failed, empty }: { failed: boolean; empty: boolean }) {
  return (
    <>
      {failed && (
        <p className="notice notice--error" role="alert">
          {networkProblem('Impossible de charger les restaurants.')}
        </p>
      )}
      {empty && <p className="notice">{NO_MATCH}</p>}
    </>
  );
}

/**
 * Page elements shown above a search page's list (issue 13, edited in area 1): the announcement banner and home's
 * introduction, as the public sees them and as area 1's editor previews them. Plain text, never HTML.
 */
export function AnnouncementBanner({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <aside className="announcement" aria-label="Annonce">
      <p className="announcement__text">{text}</p>
    </aside>
  );
}

export function HomeIntro({ text }: { text: string | null | undefined }) {
  return text ? <p className="search-band__intro">{text}</p> : null;
}
