import { useRef, useState } from 'react';
import { CANCELLATION_TEXTS, formatEuros, frenchDate } from '../../../../../common/billing-rules';
import { RENEWAL_HOLD_LABELS, type RenewalHold } from '../../../../../common/subscription-decision-rules';
import type { SubscriptionFieldsFragment } from '../../../graphql/__generated__/graphql';
import { useCancelSubscriptionMutation, useInvoiceDocumentLazyQuery, useMyBillingQuery, useResumeSubscriptionMutation, useStartCardUpdateMutation } from '../../../graphql/__generated__/hooks';
import { BILLING_TEXTS, SUBSCRIPTION_STATES } from '../billing-texts';
import { isTestHost } from '../invoice-document';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import '../billing.css';

/**
 * The dashboard's subscription panel: state, next due date, the card's last digits and expiry, cancel or resume, and
 * the invoices, each downloaded as a PDF made in the browser (pdfmake, loaded only then).
 */
export function SubscriptionPanel() {
  const { data, loading, error } = useMyBillingQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return null;
  if (error && !data) return <p className="notice notice--error" role="alert">{BILLING_TEXTS.actionFailed}</p>;
  const subscriptions = data?.mySubscriptions ?? [];
  const invoices = data?.myInvoices ?? [];
  return (
    <section className="billing-panel" aria-labelledby="billing-title">
      <h2 id="billing-title" className="billing-panel__title">{BILLING_TEXTS.panelTitle}</h2>
      {data?.siteInfo.paymentSandbox && (
        <p className="notice billing-panel__test" role="note" data-testid="payment-sandbox">
          <strong>{BILLING_TEXTS.testPaymentsTitle}</strong> — {BILLING_TEXTS.testPayments}
        </p>
      )}
      {subscriptions.length === 0 ? <p className="muted">{BILLING_TEXTS.noSubscription}</p> : subscriptions.map((s) => <SubscriptionCard key={s.id} subscription={s} />)}
      <h3 className="billing-panel__subtitle">{BILLING_TEXTS.invoicesTitle}</h3>
      {invoices.length === 0 ? (
        <p className="muted">{BILLING_TEXTS.noInvoice}</p>
      ) : (
        <ul className="billing-invoices">
          {invoices.map((invoice) => (
            <li key={invoice.number} className="billing-invoices__item">
              <span>
                <strong>Facture {invoice.number}</strong> — du {frenchDate(invoice.periodStart)} au {frenchDate(invoice.periodEnd)} — {formatEuros(invoice.totalTtcCents)} TTC (acquittée)
                {invoice.test && BILLING_TEXTS.testInvoice}
              </span>
              <InvoiceDownload number={invoice.number} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: SubscriptionFieldsFragment }) {
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const [resume, resuming] = useResumeSubscriptionMutation();
  const [startCardUpdate, starting] = useStartCardUpdateMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const busy = cancelling.loading || resuming.loading || starting.loading;

  /** The card check on the provider's page, as at registration: the signed form is put in the page and submitted. */
  async function newCard() {
    setMessage(null);
    try {
      const r = (await startCardUpdate({ variables: { restaurantId: s.restaurantId } })).data?.startCardUpdate;
      if (!r || r.__typename !== 'CardCheck') {
        setMessage(r && 'message' in r ? r.message : BILLING_TEXTS.actionFailed);
        return;
      }
      holder.current!.innerHTML = r.html;
      holder.current!.querySelector('form')?.submit();
    } catch {
      setMessage(BILLING_TEXTS.actionFailed);
    }
  }

  async function act(kind: 'cancel' | 'resume') {
    setMessage(null);
    try {
      const r = kind === 'cancel' ? (await cancel({ variables: { restaurantId: s.restaurantId } })).data?.cancelSubscription : (await resume({ variables: { restaurantId: s.restaurantId } })).data?.resumeSubscription;
      if (r && 'message' in r) setMessage(r.message);
    } catch {
      setMessage(BILLING_TEXTS.actionFailed);
    } finally {
      // The dialog stays, its button saying « Résiliation… », until the server has answered.
      setConfirming(false);
    }
  }

  return (
    <div className="billing-card">
      <SubscriptionFacts subscription={s} />
      {s.failedAttempts > 0 && s.state === 'active' && <p className="notice notice--error">Le dernier prélèvement a été refusé : nous réessaierons automatiquement.</p>}
      {s.state === 'active' && s.renewalHolds.length > 0 && !s.endedByMijote && <p className="notice" data-testid="subscription-held">{BILLING_TEXTS.heldNotice(heldReasons(s))}</p>}
      {s.endedByMijote && s.endsOn && (
        <p className="notice" data-testid="subscription-ending">{s.state === 'ended' ? BILLING_TEXTS.endedByMijote(frenchDate(s.endsOn)) : BILLING_TEXTS.endingByMijote(frenchDate(s.endsOn))}</p>
      )}
      {!s.endedByMijote && s.endsOn && s.currentPeriodEnd && (
        <div className="notice" data-testid="subscription-ending">
          <p><strong>{BILLING_TEXTS.cancelAsked}</strong> {CANCELLATION_TEXTS.activeUntil(frenchDate(s.currentPeriodEnd), frenchDate(s.endsOn))}</p>
          <p>{s.restaurantOnline ? CANCELLATION_TEXTS.pageOnline(frenchDate(s.currentPeriodEnd), frenchDate(s.endsOn)) : CANCELLATION_TEXTS.pageNotOnline(frenchDate(s.currentPeriodEnd))}</p>
        </div>
      )}
      {s.state === 'active' && !s.endedByMijote && (
        <button
          type="button"
          className={s.cancelAtPeriodEnd ? 'button button--primary' : 'button button--danger'}
          disabled={busy}
          onClick={() => (s.cancelAtPeriodEnd ? void act('resume') : setConfirming(true))}
        >
          {s.cancelAtPeriodEnd ? BILLING_TEXTS.resume : BILLING_TEXTS.cancel}
        </button>
      )}
      {confirming && s.currentPeriodEnd && s.nextDueDate && (
        <CancelDialog
          periodEnd={s.currentPeriodEnd}
          nextDueDate={s.nextDueDate}
          restaurantOnline={s.restaurantOnline}
          busy={busy}
          cancelling={cancelling.loading}
          onKeep={() => setConfirming(false)}
          onCancel={() => void act('cancel')}
        />
      )}
      {s.state !== 'pending_card_check' && s.state !== 'ended' && (
        <button type="button" className="button" disabled={busy} onClick={() => void newCard()}>
          {s.state === 'active' ? BILLING_TEXTS.newCard : BILLING_TEXTS.reactivate}
        </button>
      )}
      <div ref={holder} hidden />
      {message && <p className="notice notice--error" role="alert">{message}</p>}
    </div>
  );
}

/** Why nothing is charged for now, in words (common/subscription-decision-rules). */
const heldReasons = (s: SubscriptionFieldsFragment) => s.renewalHolds.map((h) => RENEWAL_HOLD_LABELS[h as RenewalHold] ?? h).join(', ');

function SubscriptionFacts({ subscription: s }: { subscription: SubscriptionFieldsFragment }) {
  return (
    <dl className="billing-card__facts">
      <div><dt>Restaurant</dt><dd>{s.restaurantName}</dd></div>
      <div><dt>État</dt><dd data-testid="subscription-state">{SUBSCRIPTION_STATES[s.state] ?? s.state}{s.state === 'active' && s.cancelAtPeriodEnd ? ` — ${BILLING_TEXTS.cancelAskedShort}` : ''}</dd></div>
      {s.currentPeriodStart && s.currentPeriodEnd && (
        <div><dt>Période en cours</dt><dd>du {frenchDate(s.currentPeriodStart)} au {frenchDate(s.currentPeriodEnd)}</dd></div>
      )}
      <div>
        <dt>Prochaine échéance</dt>
        <dd>
          {s.nextDueDate ? `${frenchDate(s.nextDueDate)} — ${formatEuros(s.amountTtcCents)} TTC`
            : s.endsOn && s.state === 'active' ? BILLING_TEXTS.noNextDue(frenchDate(s.endsOn))
              : s.state === 'active' && s.renewalHolds.length > 0 ? BILLING_TEXTS.held(heldReasons(s)) : '—'}
        </dd>
      </div>
      <div><dt>Carte</dt><dd>{s.cardLastDigits ? `se terminant par ${s.cardLastDigits}${s.cardExpiry ? `, expire fin ${s.cardExpiry}` : ''}` : '—'}</dd></div>
    </dl>
  );
}

interface CancelDialogProps {
  periodEnd: string;
  nextDueDate: string;
  restaurantOnline: boolean;
  busy: boolean;
  cancelling: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/** What a cancellation means (until when the subscription and the page last) before it is confirmed. */
function CancelDialog({ periodEnd, nextDueDate, restaurantOnline, busy, cancelling, onKeep, onCancel }: CancelDialogProps) {
  return (
    <ConfirmDialog
      title={BILLING_TEXTS.cancelDialogTitle}
      cancelLabel={BILLING_TEXTS.cancelKeep}
      confirmLabel={cancelling ? BILLING_TEXTS.cancelling : BILLING_TEXTS.cancelConfirm}
      confirmClass="button--danger"
      busy={busy}
      onCancel={onKeep}
      onConfirm={onCancel}
    >
      <p>{CANCELLATION_TEXTS.activeUntil(frenchDate(periodEnd), frenchDate(nextDueDate))}</p>
      <p>{restaurantOnline ? CANCELLATION_TEXTS.pageOnline(frenchDate(periodEnd), frenchDate(nextDueDate)) : CANCELLATION_TEXTS.pageNotOnline(frenchDate(periodEnd))}</p>
      <p className="muted">{BILLING_TEXTS.cancelResumeUntil}</p>
    </ConfirmDialog>
  );
}

function InvoiceDownload({ number }: { number: string }) {
  const [load] = useInvoiceDocumentLazyQuery({ fetchPolicy: 'network-only' });
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function download() {
    setState('busy');
    try {
      const { data } = await load({ variables: { number } });
      const invoice = data?.invoice;
      if (!invoice || invoice.__typename !== 'Invoice') throw new Error('facture introuvable');
      const { downloadInvoicePdf } = await import('../invoice-pdf');
      await downloadInvoicePdf(invoice, invoice.test || isTestHost(data?.siteInfo.productionHost, window.location.hostname));
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="billing-invoices__action">
      <button type="button" className="button" disabled={state === 'busy'} onClick={() => void download()} aria-label={`${BILLING_TEXTS.download} : facture ${number}`}>
        {state === 'busy' ? BILLING_TEXTS.preparing : BILLING_TEXTS.download}
      </button>
      {state === 'failed' && <span className="notice notice--error" role="alert">{BILLING_TEXTS.pdfFailed}</span>}
    </span>
  );
}
