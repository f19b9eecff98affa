import { frenchDateTime } from '../../../../../common/french-dates';
import { MODERATION_LOG_PAGE, MODERATION_TARGETS, type ModerationTarget } from '../../../../../common/moderation-rules';
import { useModerationLogQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';

/** The moderation log (issue 13), newest first, shown in both admin areas (remounted by its parent after a decision). */
export function ModerationLog() {
  const { data, loading, error, fetchMore } = useModerationLogQuery({ fetchPolicy: 'network-only', variables: { before: null } });
  const entries = data?.moderationLog ?? [];
  return (
    <section className="profile__card moderation__section" aria-labelledby="log-title">
      <h2 id="log-title" className="section-title">
        Historique des décisions
      </h2>
      <p className="muted">Chaque décision est gardée telle quelle : le journal ne peut être ni modifié ni effacé.</p>
      {data ? (
        entries.length === 0 ? (
          <p className="muted">Aucune décision pour le moment.</p>
        ) : (
          // Scrolls sideways on a phone: focusable so the keyboard can scroll it too.
          <div className="stats__table-wrap" tabIndex={0} role="region" aria-label="Journal de modération (défilement horizontal)">
            <table className="moderation__log">
              <caption className="visually-hidden">Décisions de la modération, les plus récentes d’abord</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Décision</th>
                  <th scope="col">Objet</th>
                  <th scope="col">Motif</th>
                  <th scope="col">Par</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td>{frenchDateTime(e.at as string)}</td>
                    <td>{e.actionLabel}</td>
                    <td>
                      {MODERATION_TARGETS[e.targetKind as ModerationTarget] ?? e.targetKind} « {e.targetLabel} »
                    </td>
                    <td>{e.reason ?? '—'}</td>
                    <td>{e.actor}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : loading ? (
        <Loading label="Chargement de l’historique" />
      ) : (
        error && <p className="notice notice--error" role="alert">L’historique n’a pas pu être chargé.</p>
      )}
      {entries.length >= MODERATION_LOG_PAGE && entries.length % MODERATION_LOG_PAGE === 0 && (
        <button
          type="button"
          className="button"
          onClick={() => void fetchMore({ variables: { before: entries.at(-1)!.id }, updateQuery: (prev, { fetchMoreResult }) => ({ moderationLog: [...prev.moderationLog, ...fetchMoreResult.moderationLog] }) })}
        >
          Décisions plus anciennes
        </button>
      )}
    </section>
  );
}
