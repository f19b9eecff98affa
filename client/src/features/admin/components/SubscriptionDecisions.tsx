import { useState } from 'react';
import { MODERATION_REASON_LIMITS } from '../../../../../common/administration-rules';
import { frenchDate } from '../../../../../common/french-dates';
import {
  checkDecisionReasons, checkSubscriptionGround, END_NOTICE_DAYS, RENEWAL_HOLD_LABELS, SUBSCRIPTION_DECISION_LABELS, SUBSCRIPTION_GROUND_KEYS, SUBSCRIPTION_GROUNDS,
  type RenewalHold, type SubscriptionDecisionKind, type SubscriptionGround,
} from '../../../../../common/subscription-decision-rules';
import { useDecideSubscriptionMutation } from '../../../graphql/__generated__/hooks';
import { FormError, MijoteForm, SelectField, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DECISION_NOT_SAVED } from '../../moderation';
import type { RestaurantFileView } from './restaurant-file-view';

interface DecisionValues { kind: string; ground: string; reasons: string }
const KIND_REQUIRED = 'Choisissez la décision.';
const rules: FormRules<DecisionValues> = {
  kind: (kind) => (kind ? null : KIND_REQUIRED),
  ground: (ground, values) => (values.kind ? checkSubscriptionGround(values.kind as SubscriptionDecisionKind, values.kind === 'lift' ? null : ground || null) : null),
  reasons: checkDecisionReasons,
};

/**
 * The subscription's section of a restaurant's file (docs/adr/0043): when it ends by Mijote's decision, why nothing
 * is charged for now, the decisions taken with their grounds and reasons, and the form that ends it (30 days' notice,
 * or at once on the grounds the CGV allow), suspends it or lifts the suspension.
 */
export function SubscriptionDecisions({ file: f, onDone }: { file: RestaurantFileView; onDone: () => void }) {
  const state = f.restaurant.subscription;
  const suspended = f.renewalHolds.includes('suspended');
  const kinds: SubscriptionDecisionKind[] = state !== 'active' ? [] : f.subscriptionEndsOn ? ['end_now'] : suspended ? ['lift', 'end_notice', 'end_now'] : ['end_notice', 'end_now', 'suspend'];
  if (!state) return null;
  return (
    <section className="profile__card moderation__section" aria-labelledby="file-subscription-title">
      <h2 id="file-subscription-title" className="section-title">
        Décisions sur l’abonnement
      </h2>
      {f.subscriptionEndsOn && (
        <p className="notice" data-testid="file-subscription-end">
          {state === 'ended' ? `Résilié par Mijote le ${frenchDate(f.subscriptionEndsOn)}.` : `Résilié par Mijote : prend fin le ${frenchDate(f.subscriptionEndsOn)}, sans autre prélèvement d’ici là.`}
        </p>
      )}
      {state === 'active' && f.renewalHolds.length > 0 && (
        <p className="notice" data-testid="file-renewal-holds">
          Aucune échéance prélevée pour l’instant : {f.renewalHolds.map((h) => RENEWAL_HOLD_LABELS[h as RenewalHold] ?? h).join(', ')}.
        </p>
      )}
      {f.subscriptionDecisions.length > 0 && (
        <ul className="moderation__history" data-testid="subscription-decisions">
          {f.subscriptionDecisions.map((d) => (
            <li key={`${d.decidedAt as string}-${d.kind}`}>
              <strong>{SUBSCRIPTION_DECISION_LABELS[d.kind as SubscriptionDecisionKind]}</strong> — {frenchDate(d.decidedAt as string)}
              {d.ground ? `, motif : ${SUBSCRIPTION_GROUNDS[d.ground as SubscriptionGround]?.label ?? d.ground}` : ''}
              {d.actor ? ` (${d.actor})` : ''}
              <br />
              <span className="muted">{d.reasons}</span>
            </li>
          ))}
        </ul>
      )}
      {kinds.length > 0 && <DecisionForm idUrl={f.restaurant.idUrl} kinds={kinds} onDone={onDone} />}
    </section>
  );
}

function DecisionForm({ idUrl, kinds, onDone }: { idUrl: string; kinds: SubscriptionDecisionKind[]; onDone: () => void }) {
  const [decide] = useDecideSubscriptionMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useMijoteForm<DecisionValues>({ rules, defaultValues: { kind: '', ground: '', reasons: '' } });
  const kind = form.watch('kind') as SubscriptionDecisionKind | '';
  const grounds = SUBSCRIPTION_GROUND_KEYS.filter((g) => kind !== 'end_now' || SUBSCRIPTION_GROUNDS[g].immediate);
  async function submit(values: DecisionValues) {
    try {
      const k = values.kind as SubscriptionDecisionKind;
      const { data } = await decide({ variables: { input: { idUrl, kind: k, ground: k === 'lift' ? null : values.ground, reasons: values.reasons.trim() } } });
      const r = data?.decideSubscription;
      if (r?.__typename === 'SubscriptionDecided') {
        setDone(r.message);
        form.reset({ kind: '', ground: '', reasons: '' });
        onDone();
      } else showServerError(form, r?.__typename === 'InvalidInputError' && (r.field === 'ground' || r.field === 'reasons') ? r.field : null, r?.message ?? DECISION_NOT_SAVED);
    } catch {
      showServerError(form, null, DECISION_NOT_SAVED);
    }
  }
  return (
    <>
      <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
      <MijoteForm form={form} onValid={submit} onSubmitStart={() => setDone(null)} aria-label="Décision sur l’abonnement">
        <SelectField<DecisionValues> name="kind" label="Décision" placeholder="Choisir…" options={kinds.map((k) => ({ value: k, label: SUBSCRIPTION_DECISION_LABELS[k] }))} />
        {kind !== 'lift' && (
          <SelectField<DecisionValues> name="ground" label="Motif (conditions générales de vente)" placeholder="Choisir…" options={grounds.map((g) => ({ value: g, label: SUBSCRIPTION_GROUNDS[g].label }))} />
        )}
        <TextAreaField<DecisionValues> name="reasons" label="Exposé des motifs (envoyé au restaurateur)" maxLength={MODERATION_REASON_LIMITS.max} rows={3} />
        {kind === 'end_notice' && <p className="muted">L’abonnement prendra fin dans {END_NOTICE_DAYS} jours, ou à la fin de la période payée si elle est plus lointaine ; plus rien n’est prélevé d’ici là.</p>}
        <FormError />
        <button type="submit" className={kind === 'lift' ? 'button button--primary' : 'button button--danger'}>
          Enregistrer la décision
        </button>
      </MijoteForm>
    </>
  );
}
