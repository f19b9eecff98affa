import { Link } from 'react-router-dom';
import { STATISTICS_PATH } from '../../../../../common/page-addresses';
import { changeLabel, STAT_METRICS } from '../../../../../common/statistics-rules';
import { useMyStatisticsQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';
import './statistics.css';

const SHOWN = ['views', 'visitors', 'phoneClicks', 'bookingClicks'] as const;

/** The dashboard's last 7 days (the same figures as /statistiques), each against the 7 days before. */
export function WeekFigures({ idUrl }: { idUrl: string }) {
  const { data, loading } = useMyStatisticsQuery({ variables: { idUrl, days: 7 }, fetchPolicy: 'network-only' });
  const stats = data?.myStatistics.__typename === 'Statistics' ? data.myStatistics : null;
  return (
    <section className="profile__card week-figures" aria-labelledby="week-figures-title">
      <h2 id="week-figures-title" className="section-title">
        Les 7 derniers jours
      </h2>
      {stats ? (
        <ul className="week-figures__list">
          {SHOWN.map((key) => (
            <li key={key} className="stats__card">
              <span className="stats__card-label">{STAT_METRICS.find((m) => m.key === key)!.label}</span>
              <span className="stats__card-value">{stats.current[key]}</span>
              <span className="stats__card-change">
                {changeLabel(stats.current[key], stats.previous[key])} <span className="visually-hidden">par rapport aux 7 jours précédents</span>
              </span>
            </li>
          ))}
        </ul>
      ) : loading ? (
        <Loading label="Chargement des chiffres" />
      ) : (
        <p className="muted">Les chiffres ne sont pas disponibles pour le moment.</p>
      )}
      <Link to={STATISTICS_PATH} className="link">
        Voir toutes les statistiques
      </Link>
    </section>
  );
}
