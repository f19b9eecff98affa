import { useState } from 'react';
import { Link } from 'react-router-dom';
import { frenchDate } from '../../../../../common/french-dates';
import { COOKIES_RESTO_PATH } from '../../../../../common/page-addresses';
import {
  changeLabel, formatDuration, formatRate, STAT_METRICS, STAT_PERIODS, statisticsCsv, type StatPeriod,
} from '../../../../../common/statistics-rules';
import { useMyStatisticsQuery } from '../../../graphql/__generated__/hooks';
import type { StatisticsPartsFragment } from '../../../graphql/__generated__/graphql';
import { Loading } from '../../../ui/Loading';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { RestaurateurGuard, type SpaceRestaurant } from '../../accounts';
import { SpacePage } from '../components/SpacePage';
import { StatChart } from './StatChart';
import './statistics.css';

export type Statistics = StatisticsPartsFragment;
type MetricKey = (typeof STAT_METRICS)[number]['key'];

/** /statistiques (issue 12): the restaurant's audience over 7, 30 or 90 days against the period before, as charts, a table and a CSV file. */
export default function StatisticsPage() {
  return <RestaurateurGuard title="Statistiques">{(restaurant) => <StatisticsView restaurant={restaurant} />}</RestaurateurGuard>;
}

function StatisticsView({ restaurant }: { restaurant: SpaceRestaurant }) {
  const [period, setPeriod] = useState<StatPeriod>(30);
  const { data, loading, error } = useMyStatisticsQuery({ variables: { idUrl: restaurant.idUrl, days: period }, fetchPolicy: 'network-only' });
  const stats = data?.myStatistics.__typename === 'Statistics' ? data.myStatistics : null;
  return (
    <SpacePage title="Statistiques" restaurantName={restaurant.name}>
      <PeriodButtons period={period} onChange={setPeriod} />
      {stats && stats.period === period ? (
        <StatisticsBody stats={stats} />
      ) : loading ? (
        <Loading label="Chargement des statistiques" />
      ) : (
        <p className="notice notice--error" role="alert">
          {error || !data || data.myStatistics.__typename === 'Statistics' ? NETWORK_ERROR : data.myStatistics.message}
        </p>
      )}
      <MeasureNote />
    </SpacePage>
  );
}

/** 7, 30 or 90 days (the restaurateur's page and the admin's file of a restaurant). */
export function PeriodButtons({ period, onChange }: { period: StatPeriod; onChange: (p: StatPeriod) => void }) {
  return (
    <div className="stats__periods" role="group" aria-label="Période">
      {STAT_PERIODS.map((p) => (
        <button key={p} type="button" className="button stats__period" aria-pressed={p === period} onClick={() => onChange(p)}>
          {p} jours
        </button>
      ))}
    </div>
  );
}

/** The figures of a period: cards against the period before, the chart of the chosen figure, the table and the CSV. */
export function StatisticsBody({ stats }: { stats: Statistics }) {
  const [metric, setMetric] = useState<MetricKey>('views');
  const [tableShown, setTableShown] = useState(false);
  const chosen = STAT_METRICS.find((m) => m.key === metric)!;
  const c = stats.current;
  const p = stats.previous;
  function downloadCsv() {
    const url = URL.createObjectURL(new Blob([statisticsCsv(stats.days)], { type: 'text/csv;charset=utf-8' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `statistiques-${stats.firstDay}-${stats.lastDay}.csv` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return (
    <>
      <p className="muted" aria-live="polite">
        Du {frenchDate(stats.firstDay)} au {frenchDate(stats.lastDay)}, comparé aux {stats.period} jours précédents.
      </p>
      <ul className="stats__cards">
        {STAT_METRICS.map((m) => (
          <li key={m.key}>
            <button type="button" className="stats__card" aria-pressed={m.key === metric} onClick={() => setMetric(m.key)}>
              <span className="stats__card-label">{m.label}</span>
              <span className="stats__card-value">{m.key === 'engagementSeconds' ? formatDuration(c[m.key]) : c[m.key]}</span>
              <span className="stats__card-change">
                {changeLabel(c[m.key], p[m.key])} <span className="visually-hidden">par rapport à la période précédente</span>
              </span>
            </button>
          </li>
        ))}
        <li>
          <div className="stats__card">
            <span className="stats__card-label">Durée moyenne d’une visite</span>
            <span className="stats__card-value">{formatDuration(c.averageSessionDuration)}</span>
            <span className="stats__card-change">avant : {formatDuration(p.averageSessionDuration)}</span>
          </div>
        </li>
        <li>
          <div className="stats__card">
            <span className="stats__card-label">Taux d’engagement</span>
            <span className="stats__card-value">{formatRate(c.engagementRate)}</span>
            <span className="stats__card-change">avant : {formatRate(p.engagementRate)}</span>
          </div>
        </li>
      </ul>
      <StatChart label={chosen.label} days={stats.days.map((d) => d.day)} current={stats.days.map((d) => d[metric])} previous={stats.previousDays.map((d) => d[metric])} />
      <div className="stats__actions">
        <button type="button" className="button" aria-expanded={tableShown} aria-controls="stats-table" onClick={() => setTableShown((s) => !s)}>
          {tableShown ? 'Masquer le tableau' : 'Afficher le tableau des chiffres'}
        </button>
        <button type="button" className="button" onClick={downloadCsv}>
          Télécharger en CSV
        </button>
      </div>
      <StatisticsTable stats={stats} shown={tableShown} />
    </>
  );
}

/** The figures day by day, newest first; hidden but read by screen readers until asked for. */
function StatisticsTable({ stats, shown }: { stats: Statistics; shown: boolean }) {
  return (
    <div className={shown ? 'stats__table-wrap' : 'visually-hidden'} id="stats-table" tabIndex={shown ? 0 : undefined} role="region" aria-label="Tableau des chiffres par jour">
      <table className="stats__table">
        <caption>Chiffres par jour, du {frenchDate(stats.firstDay)} au {frenchDate(stats.lastDay)}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {STAT_METRICS.map((m) => (
              <th key={m.key} scope="col">
                {m.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...stats.days].reverse().map((d) => (
            <tr key={d.day}>
              <th scope="row">{frenchDate(d.day)}</th>
              {STAT_METRICS.map((m) => (
                <td key={m.key}>{d[m.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MeasureNote() {
  return (
    <section className="stats__note" aria-labelledby="stats-note-title">
      <h2 id="stats-note-title" className="section-title">
        Comment ces chiffres sont mesurés
      </h2>
      <p>
        Mijote mesure lui-même l’audience de votre page, sans outil tiers ni cookie, et seulement chez les visiteurs qui ont accepté la mesure
        d’audience : les chiffres sont donc inférieurs à la fréquentation réelle. Une visite est la consultation de votre page dans un même onglet ;
        elle est « engagée » après 10 secondes de lecture ou une deuxième vue. Les clics sur le téléphone sont comptés une fois par visite pour tous
        les visiteurs ; les favoris sont ceux ajoutés ce jour-là et toujours gardés. Vos propres visites ne sont pas comptées. Les jours sont ceux
        de Paris. Le détail est dans la <Link to={COOKIES_RESTO_PATH}>politique cookies</Link>.
      </p>
    </section>
  );
}
