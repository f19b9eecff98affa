import { useState } from 'react';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_MODERATION_HOURS, REVIEW_REJECTION_REASONS } from '../../../../../common/review-rules';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DECISION_NOT_SAVED } from '../messages';

type Ground = keyof typeof REVIEW_REJECTION_REASONS;
interface DecisionValues { details: string }
const rules: FormRules<DecisionValues> = { details: (v) => ([...v].length > REVIEW_LIMITS.decisionDetails ? REVIEW_MESSAGES.detailsTooLong : null) };

export type DecisionAnswer = { __typename: string; message?: string; field?: string | null } | null | undefined;

/**
 * Publish, or refuse for one of the charter's grounds with details for the author (a review, an owner's reply): the
 * decision form of area 2's « Avis à relire » and « Réponses à relire ».
 */
export function CharterDecision({ id, label, who, decide, onDecided, verifiable = false }: {
  id: string;
  /** « Publier l’avis » / « Publier la réponse »… */
  label: { publish: string; refuse: string };
  /** Who the details are sent to: « l’auteur », « le restaurateur ». */
  who: string;
  decide: (publish: boolean, ground: Ground | null, details: string | null, verified: boolean) => Promise<DecisionAnswer>;
  onDecided: (message: string) => void;
  /** A receipt came with the review: publishing may grant « visite vérifiée ». */
  verifiable?: boolean;
}) {
  const form = useMijoteForm<DecisionValues>({ rules, defaultValues: { details: '' } });
  // Nothing chosen beforehand (issue 25): the moderator decides, a click on « Enregistrer » alone publishes nothing.
  const [publish, setPublish] = useState<boolean | null>(null);
  const [ground, setGround] = useState<Ground | ''>('');
  const [verified, setVerified] = useState(false);
  async function submit(values: DecisionValues) {
    if (publish === null) {
      showServerError(form, null, REVIEW_MESSAGES.decisionRequired);
      return;
    }
    if (!publish && !ground) {
      showServerError(form, null, REVIEW_MESSAGES.reasonRequired);
      return;
    }
    try {
      const d = await decide(publish, publish ? null : (ground as Ground), publish ? null : values.details.trim(), publish && verified);
      if (d?.__typename === 'ReviewDone') onDecided(d.message ?? '');
      else showServerError(form, d?.__typename === 'InvalidInputError' && d.field === 'details' ? 'details' : null, d?.message ?? DECISION_NOT_SAVED);
    } catch {
      showServerError(form, null, DECISION_NOT_SAVED);
    }
  }
  return (
    <MijoteForm form={form} onValid={submit} aria-label={`Décision : ${label.publish.toLocaleLowerCase('fr')} ou ${label.refuse.toLocaleLowerCase('fr')}`}>
      <fieldset className="account-form__radios">
        <legend>Décision</legend>
        <label className="choice">
          <input type="radio" name={`${id}-decision`} checked={publish === true} onChange={() => setPublish(true)} /> {label.publish}
        </label>
        <label className="choice">
          <input type="radio" name={`${id}-decision`} checked={publish === false} onChange={() => setPublish(false)} /> {label.refuse}
        </label>
      </fieldset>
      {publish && verifiable && (
        <label className="choice">
          <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} /> Accorder « Visite vérifiée » : le ticket correspond au restaurant et au mois de la visite
        </label>
      )}
      {publish === false && (
        <>
          <fieldset className="account-form__radios">
            <legend>Motif du refus (charte des avis)</legend>
            {(Object.keys(REVIEW_REJECTION_REASONS) as Ground[]).map((key) => (
              <label key={key} className="choice">
                <input type="radio" name={`${id}-ground`} checked={ground === key} onChange={() => setGround(key)} /> {REVIEW_REJECTION_REASONS[key]}
              </label>
            ))}
          </fieldset>
          <TextAreaField<DecisionValues> name="details" label={`Précisions pour ${who} (facultatives, envoyées par e-mail)`} maxLength={REVIEW_LIMITS.decisionDetails} rows={3} />
        </>
      )}
      <FormError />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Enregistrer la décision
      </button>
    </MijoteForm>
  );
}

/** How long an item has waited, in red past the charter's delay. */
export function Waited({ hours }: { hours: number }) {
  return (
    <p className={hours >= REVIEW_MODERATION_HOURS ? 'notice notice--error' : 'muted'}>
      En attente depuis {hours} h{hours >= REVIEW_MODERATION_HOURS ? ` : au-delà des ${REVIEW_MODERATION_HOURS} heures promises` : ''}
    </p>
  );
}

export const hoursSince = (instant: unknown) => Math.floor((Date.now() - new Date(instant as string).getTime()) / 3_600_000);
