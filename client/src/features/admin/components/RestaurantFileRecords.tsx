import { formatEuros } from '../../../../../common/billing-rules';
import { frenchDate, frenchDateTime } from '../../../../../common/french-dates';
import type { RestaurantFileView } from './restaurant-file-view';

const REQUEST_STATUS: Record<string, string> = { pending: 'En attente', accepted: 'Acceptée', rejected: 'Refusée' };

/** The file's publication requests and the moderation's decisions on it. */
export function FileHistory({ file: f }: { file: RestaurantFileView }) {
  return (
    <section className="profile__card moderation__section" aria-labelledby="file-history-title">
      <h2 id="file-history-title" className="section-title">
        Publication et décisions
      </h2>
      {f.requests.length === 0 && f.log.length === 0 && <p className="muted">Aucune demande de publication ni décision.</p>}
      <ul className="moderation__history">
        {f.requests.map((q) => (
          <li key={String(q.requestedAt)}>
            Demande du {frenchDateTime(q.requestedAt as string)} : {REQUEST_STATUS[q.status] ?? q.status}
            {q.decidedAt ? ` le ${frenchDateTime(q.decidedAt as string)}` : ''}
            {q.reason ? ` — ${q.reason}` : ''}
          </li>
        ))}
        {f.log.map((e) => (
          <li key={e.id}>
            {frenchDateTime(e.at as string)} : {e.actionLabel} par {e.actor}
            {e.reason ? ` — ${e.reason}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The file's invoices. */
export function FileInvoices({ file: f }: { file: RestaurantFileView }) {
  return (
    <section className="profile__card moderation__section" aria-labelledby="file-invoices-title">
      <h2 id="file-invoices-title" className="section-title">
        Factures
      </h2>
      {f.invoices.length === 0 ? (
        <p className="muted">Aucune facture.</p>
      ) : (
        <table className="moderation__log">
          <thead>
            <tr>
              <th scope="col">Numéro</th>
              <th scope="col">Émise le</th>
              <th scope="col">Période</th>
              <th scope="col">Total TTC</th>
            </tr>
          </thead>
          <tbody>
            {f.invoices.map((i) => (
              <tr key={i.number}>
                <td>{i.number}</td>
                <td>{frenchDate(i.issuedAt as string)}</td>
                <td>
                  du {frenchDate(i.periodStart)} au {frenchDate(i.periodEnd)}
                </td>
                <td>{formatEuros(i.totalTtcCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
