import { ADMINISTRATION_MESSAGES } from '../../../../../common/administration-rules';
import { ofName } from '../../../../../common/french';
import { useState } from 'react';
import { frenchDateTime } from '../../../../../common/french-dates';
import {
  checkRejection, PUBLICATION_DECISION_LIMITS, PUBLICATION_REJECTION_REASONS, REQUIREMENT_LABELS, type PublicationRejectionReason, type PublicationRequirement,
} from '../../../../../common/publication-rules';
import { useDecidePublicationMutation, usePublicationQueueQuery } from '../../../graphql/__generated__/hooks';
import type { PublicationQueueQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, RadioGroupField, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DecisionQueue } from './DecisionQueue';
import { DECISION_NOT_SAVED } from '../messages';

type Waiting = PublicationQueueQuery['publicationQueue'][number];
interface RejectValues { reason: string; details: string }

const REASON_LABELS = Object.values(PUBLICATION_REJECTION_REASONS);
const codeOf = (label: string) => (Object.keys(PUBLICATION_REJECTION_REASONS) as PublicationRejectionReason[]).find((k) => PUBLICATION_REJECTION_REASONS[k] === label);
const rejectRules: FormRules<RejectValues> = {
  reason: (label, v) => checkRejection(codeOf(label), v.details),
};

/**
 * Area 2's publication requests (issue 13), oldest first: the page as it would be published, what SPEC §5 still lacks,
 * and the decision — accepted, or rejected for a listed ground with details the owner reads on their dashboard.
 */
export function PublicationQueue({ onDecided }: { onDecided: () => void }) {
  const { data, loading, error, refetch } = usePublicationQueueQuery({ fetchPolicy: 'network-only' });
  return (
    <DecisionQueue
      id="queue-title"
      title="Demandes de publication"
      items={data?.publicationQueue}
      loading={loading}
      failed={Boolean(error)}
      keyOf={(w) => w.requestId}
      empty="Aucune demande en attente."
      loadingLabel="Chargement des demandes"
      failure="Les demandes n’ont pas pu être chargées."
      render={(w, decided) => <WaitingRequest waiting={w} onDecided={decided} />}
      reload={() => void refetch()}
      onDecided={onDecided}
    />
  );
}

function WaitingRequest({ waiting: w, onDecided }: { waiting: Waiting; onDecided: (message: string) => void }) {
  const [decide, { loading }] = useDecidePublicationMutation();
  const [rejecting, setRejecting] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const form = useMijoteForm<RejectValues>({ rules: rejectRules, defaultValues: { reason: '', details: '' } });
  const titleId = `request-${w.requestId}`;

  async function accept() {
    setAcceptError(null);
    try {
      const { data } = await decide({ variables: { input: { requestId: w.requestId, accept: true } } });
      const r = data?.decidePublication;
      if (r?.__typename === 'PublicationDecided') onDecided(ADMINISTRATION_MESSAGES.publicationAccepted(w.name, Boolean(w.ownerEmail)));
      else setAcceptError(r && 'message' in r ? r.message : DECISION_NOT_SAVED);
    } catch {
      setAcceptError(DECISION_NOT_SAVED);
    }
  }

  async function reject(values: RejectValues) {
    try {
      const { data } = await decide({ variables: { input: { requestId: w.requestId, accept: false, reason: codeOf(values.reason), details: values.details.trim() || null } } });
      const r = data?.decidePublication;
      if (r?.__typename === 'PublicationDecided') onDecided(ADMINISTRATION_MESSAGES.publicationRefused(w.name, Boolean(w.ownerEmail)));
      else showServerError(form, r?.__typename === 'InvalidInputError' ? 'reason' : null, r && 'message' in r ? r.message : DECISION_NOT_SAVED);
    } catch {
      showServerError(form, null, DECISION_NOT_SAVED);
    }
  }

  return (
    <article className="moderation__request" aria-labelledby={titleId}>
      <RequestSummary waiting={w} titleId={titleId} />
      <div className="moderation__actions">
        <button type="button" className="button button--primary" disabled={loading || w.missing.length > 0} onClick={() => void accept()}>
          Accepter la publication
        </button>
        <button type="button" className="button" aria-expanded={rejecting} aria-controls={`${titleId}-reject`} onClick={() => setRejecting((v) => !v)}>
          Refuser…
        </button>
      </div>
      {acceptError && (
        <p className="notice notice--error" role="alert">
          {acceptError}
        </p>
      )}
      {rejecting && (
        <div id={`${titleId}-reject`}>
          <MijoteForm form={form} onValid={reject} aria-label={`Refuser la demande ${ofName(w.name)}`}>
            <RadioGroupField<RejectValues> name="reason" legend="Motif du refus" options={REASON_LABELS} />
            <TextAreaField<RejectValues> name="details" label="Précisions pour le restaurateur (obligatoires pour « Autre motif »)" maxLength={PUBLICATION_DECISION_LIMITS.reason - 80} rows={3} />
            <FormError />
            <button type="submit" className="button button--danger" disabled={loading}>
              Refuser la demande
            </button>
          </MijoteForm>
        </div>
      )}
    </article>
  );
}

/** Who asked and when, what SPEC §5 still lacks, and the page as it would be published. */
function RequestSummary({ waiting: w, titleId }: { waiting: Waiting; titleId: string }) {
  return (
    <>
      <h3 id={titleId} className="moderation__name">
        {w.name} <span className="muted">— {w.city}</span>
      </h3>
      <p className="muted">
        Demandée le {frenchDateTime(w.requestedAt as string)}
        {w.ownerName || w.ownerEmail ? ` par ${[w.ownerName, w.ownerEmail].filter(Boolean).join(', ')}` : ''}
      </p>
      {w.missing.length ? (
        <div className="notice notice--error">
          <p>La page ne remplit plus les conditions de publication :</p>
          <ul>
            {w.missing.map((m) => (
              <li key={m}>{REQUIREMENT_LABELS[m as PublicationRequirement]?.label ?? m}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p>Les conditions de publication sont remplies.</p>
      )}
      <p>
        <a className="link" href={w.previewPath} target="_blank" rel="noopener">
          Voir la page telle qu’elle serait publiée (nouvel onglet)
        </a>
      </p>
    </>
  );
}
