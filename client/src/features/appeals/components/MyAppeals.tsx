import { Link } from 'react-router-dom';
import { appealPath } from '../../../../../common/page-addresses';
import { frenchDateTime } from '../../../../../common/french-dates';
import { useMyAppealsQuery } from '../../../graphql/__generated__/hooks';

/**
 * « Décisions de modération » of the signed-in account (docs/adr/0041): each decision that restricted it, where its
 * appeal stands and its personal link. Shows nothing while there is none.
 */
export function MyAppeals() {
  const { data } = useMyAppealsQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.myAppeals ?? [];
  if (items.length === 0) return null;
  return (
    <section className="profile__card appeal-list" aria-labelledby="my-appeals-title">
      <h2 id="my-appeals-title" className="section-title">
        Décisions de modération
      </h2>
      <p className="muted">Chaque décision peut être contestée gratuitement pendant six mois ; une autre personne de l’équipe la réexamine.</p>
      <ul>
        {items.map(({ token, appeal: a }) => (
          <li key={a.id}>
            <strong>{a.decision}</strong> — {a.targetLabel} <span className="muted">({frenchDateTime(a.decidedAt as string)})</span> : {a.stateLabel}.{' '}
            <Link to={appealPath(token)} className="link">
              {a.state === 'open' ? 'Contester cette décision' : 'Voir la contestation'}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
