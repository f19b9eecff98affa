import { RESTAURANT_STATUS_LABELS, SUBSCRIPTION_STATE_LABELS } from '../../../../../common/administration-rules';
import { formatEuros } from '../../../../../common/billing-rules';
import { frenchMonthYear } from '../../../../../common/french-dates';
import { useDirectoryFiguresQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';
// The statistics' styles come with the restaurateur feature's entry.
import '../../restaurateur';

/** Horizontal bars, each labelled with its figure (the numbers are in the text: the bars are for the eye). */
function Bars({ title, rows }: { title: string; rows: { label: string; value: number; text?: string }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <figure className="figures__block">
      <figcaption className="stat-chart__caption">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="muted">Aucun pour le moment.</p>
      ) : (
        <ul className="figures__bars">
          {rows.map((r) => (
            <li key={r.label}>
              <span className="figures__label">{r.label}</span>
              <span className="figures__bar" aria-hidden="true">
                <span style={{ width: `${(r.value / max) * 100}%` }} />
              </span>
              <span className="figures__value">{r.text ?? r.value}</span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

const hours = (h: number | null) => (h === null ? '—' : h < 48 ? `${h} h` : `${Math.round(h / 24)} jours`);

/** Area 1's « Chiffres de l’annuaire » (issue 13): restaurants by state and commune, subscriptions, monthly revenue, waiting requests. */
export function DirectoryFiguresView() {
  const { data, loading, error } = useDirectoryFiguresQuery({ fetchPolicy: 'network-only' });
  if (!data) return loading ? <Loading label="Chargement des chiffres" /> : <p className="notice notice--error" role="alert">{error ? 'Les chiffres n’ont pas pu être chargés.' : ''}</p>;
  const f = data.directoryFigures;
  return (
    <section className="profile__card moderation__section" aria-labelledby="figures-title">
      <h2 id="figures-title" className="section-title">
        Chiffres de l’annuaire
      </h2>
      <ul className="stats__cards">
        <li className="stats__card">
          <span className="stats__card-label">Demandes de publication en attente</span>
          <span className="stats__card-value" data-testid="waiting-requests">{f.waitingRequests}</span>
          <span className="stats__card-change">la plus ancienne : {hours(f.oldestWaitingHours)} ; en moyenne : {hours(f.averageWaitingHours)}</span>
        </li>
        <li className="stats__card">
          <span className="stats__card-label">Restaurants en ligne</span>
          <span className="stats__card-value">{f.byStatus.find((s) => s.key === 'published')?.count ?? 0}</span>
        </li>
        <li className="stats__card">
          <span className="stats__card-label">Abonnements actifs</span>
          <span className="stats__card-value">{f.subscriptions.find((s) => s.key === 'active')?.count ?? 0}</span>
        </li>
      </ul>
      <div className="figures__grid">
        <Bars title="Restaurants par état" rows={f.byStatus.map((s) => ({ label: RESTAURANT_STATUS_LABELS[s.key] ?? s.key, value: s.count }))} />
        <Bars title="Abonnements par état" rows={f.subscriptions.map((s) => ({ label: SUBSCRIPTION_STATE_LABELS[s.key] ?? s.key, value: s.count }))} />
        <Bars title="Restaurants en ligne par commune" rows={f.byCity.map((c) => ({ label: c.key, value: c.count }))} />
        <Bars title="Chiffre d’affaires facturé TTC par mois" rows={f.revenue.map((m) => ({ label: frenchMonthYear(`${m.month}-01`), value: m.ttcCents, text: formatEuros(m.ttcCents) }))} />
      </div>
      <div className="stats__table-wrap" tabIndex={0} role="region" aria-label="Chiffre d’affaires par mois (défilement horizontal)">
        <table className="moderation__log">
          <caption>Chiffre d’affaires facturé par mois (factures émises, Europe/Paris)</caption>
          <thead>
            <tr>
              <th scope="col">Mois</th>
              <th scope="col">Factures</th>
              <th scope="col">HT</th>
              <th scope="col">TVA</th>
              <th scope="col">TTC</th>
            </tr>
          </thead>
          <tbody>
            {[...f.revenue].reverse().map((m) => (
              <tr key={m.month}>
                <th scope="row">{frenchMonthYear(`${m.month}-01`)}</th>
                <td>{m.invoices}</td>
                <td>{formatEuros(m.htCents)}</td>
                <td>{formatEuros(m.vatCents)}</td>
                <td>{formatEuros(m.ttcCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
