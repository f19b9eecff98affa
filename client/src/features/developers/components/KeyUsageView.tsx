import { useEffect, useRef, useState } from 'react';
import { frenchDate, frenchDateTime } from '../../../../../common/french-dates';
import { WEBHOOK_MAX_ATTEMPTS } from '../../../../../common/webhook-rules';
import { usePartnerKeyUsageQuery } from '../../../graphql/__generated__/hooks';
import type { PartnerKeyUsageQuery } from '../../../graphql/__generated__/graphql';
import { Loading } from '../../../ui/Loading';
import { StatChart } from '../../restaurateur';
import { DELIVERY_STATE_LABELS, deliveryState } from '../webhook-log';

const USAGE_DAYS = 30;
const number = (n: number) => n.toLocaleString('fr-FR');
const when = (d: string | null | undefined) => (d ? frenchDateTime(d) : '—');
type Log = PartnerKeyUsageQuery['partnerKeyWebhooks'][number];
type Delivery = Log['deliveries'][number];

/** A delivery's outcome in words (the portal's states, webhook-log.ts): delivered, given up, or its next attempt. */
function outcomeOf(d: Delivery): string {
  const state = deliveryState(d);
  if (state === 'delivered') return `${DELIVERY_STATE_LABELS.delivered} le ${when(d.deliveredAt)}`;
  if (state === 'givenUp') return `${DELIVERY_STATE_LABELS.givenUp} le ${when(d.givenUpAt)} après ${d.attempts} essais`;
  return d.nextAttemptAt ? `Prochain essai le ${when(d.nextAttemptAt)}` : DELIVERY_STATE_LABELS.waiting;
}

/**
 * Area 1's view of one partner key (issue 29, docs/adr/0052): its requests, cost and refusals per day over 30 days as
 * charts (the restaurateurs' StatChart, with a table of the same figures), its most used operations, its last use, and
 * the log of its webhooks (each with its last deliveries).
 */
export function KeyUsageView({ keyId, name, onClose }: { keyId: number; name: string; onClose: () => void }) {
  const { data, loading, error } = usePartnerKeyUsageQuery({ variables: { id: keyId, days: USAGE_DAYS }, fetchPolicy: 'network-only' });
  const [tableShown, setTableShown] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  // Opened from a row of the table above: the view takes the focus (and the screen, on a phone).
  useEffect(() => title.current?.focus(), []);
  const usage = data?.partnerKeyUsage;
  const days = usage?.days ?? [];
  const totals = days.reduce((t, d) => ({ requests: t.requests + d.requests, cost: t.cost + d.cost, refusals: t.refusals + d.rateLimited + d.costLimited }), { requests: 0, cost: 0, refusals: 0 });
  return (
    <section className="profile__card moderation__section key-usage" aria-labelledby="key-usage-title" data-testid="key-usage">
      <div className="key-usage__head">
        <h2 id="key-usage-title" className="section-title" tabIndex={-1} ref={title}>Usage de la clé « {name} »</h2>
        <button type="button" className="button" onClick={onClose}>Fermer</button>
      </div>
      {loading && !data ? <Loading label="Chargement de l’usage" /> : error || !data || !usage ? (
        <p className="notice notice--error" role="alert">L’usage de cette clé n’a pas pu être chargé.</p>
      ) : (
        <>
          <p data-testid="key-usage-summary">
            Sur {USAGE_DAYS} jours : <strong>{number(totals.requests)}</strong> requêtes, un coût total de <strong>{number(totals.cost)}</strong>,{' '}
            <strong>{number(totals.refusals)}</strong> refus. Dernier usage : {usage.lastUsedAt ? when(usage.lastUsedAt) : 'jamais'}.
          </p>
          <div className="key-usage__charts">
            <StatChart label="Requêtes" days={days.map((d) => d.day)} current={days.map((d) => d.requests)} />
            <StatChart label="Coût" days={days.map((d) => d.day)} current={days.map((d) => d.cost)} />
            <StatChart label="Refus" days={days.map((d) => d.day)} current={days.map((d) => d.rateLimited + d.costLimited)} />
          </div>
          <button type="button" className="button" aria-expanded={tableShown} aria-controls="key-usage-table" onClick={() => setTableShown((s) => !s)}>
            {tableShown ? 'Masquer le tableau' : 'Afficher le tableau des chiffres'}
          </button>
          {tableShown && (
            <div className="stats__table-wrap" tabIndex={0} role="region" aria-label="Usage par jour (défilement horizontal)">
              <table className="stats__table" id="key-usage-table">
                <caption>Usage par jour</caption>
                <thead><tr><th scope="col">Jour</th><th scope="col">Requêtes</th><th scope="col">Coût</th><th scope="col">Budget épuisé</th><th scope="col">Trop coûteuses</th></tr></thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.day}><th scope="row">{frenchDate(d.day)}</th><td>{number(d.requests)}</td><td>{number(d.cost)}</td><td>{d.rateLimited}</td><td>{d.costLimited}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3 className="key-usage__subtitle">Opérations les plus demandées</h3>
          {usage.operations.length === 0 ? <p className="muted">Aucune opération sur la période.</p> : (
            <div className="stats__table-wrap" tabIndex={0} role="region" aria-label="Opérations (défilement horizontal)">
              <table className="stats__table" data-testid="key-usage-operations">
                <thead><tr><th scope="col">Opération</th><th scope="col">Requêtes</th><th scope="col">Coût</th><th scope="col">Refus</th></tr></thead>
                <tbody>
                  {usage.operations.map((o) => (
                    <tr key={o.operation}><th scope="row"><code>{o.operation}</code></th><td>{number(o.requests)}</td><td>{number(o.cost)}</td><td>{o.refusals}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <WebhookLog logs={data.partnerKeyWebhooks} />
        </>
      )}
    </section>
  );
}

function WebhookLog({ logs }: { logs: Log[] }) {
  return (
    <>
      <h3 className="key-usage__subtitle">Webhooks et livraisons</h3>
      {logs.length === 0 ? <p className="muted">Cette clé n’a enregistré aucun webhook.</p> : (
        <ul className="key-usage__webhooks" data-testid="key-webhook-log">
          {logs.map(({ webhook: w, deliveries }) => (
            <li key={w.id} className="key-usage__webhook">
              <p>
                <code>{w.url}</code>
                <br />
                <span className="muted">{w.events.join(', ')}</span>
                <br />
                {w.disabledAt ? (
                  <span className="notice--error">Désactivé le {when(w.disabledAt)}</span>
                ) : (
                  <span>Actif{w.failuresInARow > 0 ? ` — ${w.failuresInARow} livraison(s) abandonnée(s) de suite` : ''}</span>
                )}
              </p>
              {deliveries.length === 0 ? <p className="muted">Aucune livraison.</p> : (
                <ul className="key-usage__deliveries" aria-label="Dernières livraisons">
                  {deliveries.map((d) => (
                    <li key={d.id}>
                      <code>{d.event}</code> — créée le {when(d.createdAt)}
                      <br />
                      {d.attempts} essai{d.attempts > 1 ? 's' : ''} sur {WEBHOOK_MAX_ATTEMPTS}, dernier résultat : {[d.lastStatus ? `HTTP ${d.lastStatus}` : '', d.lastError ?? ''].filter(Boolean).join(' ') || '—'}
                      <br />
                      <strong>{outcomeOf(d)}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
