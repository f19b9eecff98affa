import { useState } from 'react';
import { frenchDateTime, frenchLongDate } from '../../../../../common/french-dates';
import { networkProblem } from '../../../../../common/network-messages';
import {
  earliestEffect, NOTICE_AUDIENCE, NOTICE_AUDIENCE_LABELS, NOTICE_CHECKS, NOTICE_KINDS, NOTICE_LIMITS, NOTICE_MIN_DAYS, type NoticeKind,
} from '../../../../../common/notice-rules';
import { useNoticesQuery, useSendNoticeMutation } from '../../../graphql/__generated__/hooks';
import type { NoticeFieldsFragment } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, SelectField, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';

const NOT_SENT = networkProblem('Le préavis n’a pas pu être enregistré.');
/** While a notice is being sent, its figures are read again this often. */
const POLL_MS = 2000;

interface NoticeValues { kind: string; subject: string; body: string; effectiveOn: string }

const RULES: FormRules<NoticeValues> = {
  kind: NOTICE_CHECKS.kind,
  subject: { normalise: (v) => v.trim(), check: NOTICE_CHECKS.subject },
  body: { normalise: (v) => v.trim(), check: NOTICE_CHECKS.body },
  effectiveOn: (v, values) => NOTICE_CHECKS.effectiveOn(v, values),
};
const KIND_OPTIONS = (Object.keys(NOTICE_KINDS) as NoticeKind[]).map((k) => ({
  value: k, label: `${NOTICE_KINDS[k]} — ${NOTICE_AUDIENCE_LABELS[NOTICE_AUDIENCE[k]]}${NOTICE_MIN_DAYS[k] > 1 ? `, ${NOTICE_MIN_DAYS[k]} jours de préavis` : ''}`,
}));

/**
 * Area 1's préavis page (issue 28 item 3): write a notice of a change of terms or price with its date of effect, send
 * it to every account concerned, and follow its sending (read again every 2 s while one is under way).
 */
export function NoticesPanel() {
  const [sending, setSending] = useState(false);
  const { data, loading, refetch } = useNoticesQuery({ fetchPolicy: 'network-only', pollInterval: sending ? POLL_MS : 0, notifyOnNetworkStatusChange: false });
  const notices = data?.notices ?? [];
  const underWay = notices.some((n) => !n.settled);
  if (underWay !== sending) setSending(underWay);
  return (
    <>
      <p className="notice">
        Les CGU, les CGU restaurateurs et les CGV promettent un e-mail avant toute modification des conditions ou du prix : au moins 15 jours
        avant pour les restaurateurs. Le préavis part par lots à chaque compte concerné ; chaque destinataire le reçoit une fois.
      </p>
      <NoticeForm onSent={() => void refetch()} />
      <section className="profile__card moderation__section" aria-labelledby="notices-title">
        <h2 id="notices-title" className="section-title">
          Préavis envoyés
        </h2>
        {loading && !data ? <Loading label="Chargement des préavis" /> : notices.length === 0 ? <p className="muted">Aucun préavis envoyé.</p> : <NoticeTable notices={notices} />}
      </section>
    </>
  );
}

function NoticeForm({ onSent }: { onSent: () => void }) {
  const form = useMijoteForm<NoticeValues>({ rules: RULES, defaultValues: { kind: '', subject: '', body: '', effectiveOn: '' } });
  const [send, { loading }] = useSendNoticeMutation();
  const [done, setDone] = useState<string | null>(null);
  const kind = form.watch('kind');

  async function submit(values: NoticeValues) {
    setDone(null);
    try {
      const { data } = await send({ variables: { input: values } });
      const r = data?.sendNotice;
      if (r?.__typename === 'NoticeSent') {
        setDone(r.message);
        form.reset();
        onSent();
      } else if (r?.__typename === 'InvalidInputError') showServerError(form, (r.field as keyof NoticeValues | null) ?? null, r.message);
      else showServerError(form, null, r?.message ?? NOT_SENT);
    } catch {
      showServerError(form, null, NOT_SENT);
    }
  }

  return (
    <section className="profile__card moderation__section" aria-labelledby="notice-form-title">
      <h2 id="notice-form-title" className="section-title">
        Nouveau préavis
      </h2>
      <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
      <MijoteForm form={form} onValid={submit} aria-label="Nouveau préavis">
        <SelectField<NoticeValues> name="kind" label="Type de préavis" placeholder="Choisissez le type" options={KIND_OPTIONS} />
        <TextField<NoticeValues> name="subject" label="Objet du courriel" maxLength={NOTICE_LIMITS.subjectMax} />
        <TextAreaField<NoticeValues> name="body" label="Texte (ce qui change ; une ligne vide sépare les paragraphes)" maxLength={NOTICE_LIMITS.bodyMax} rows={8} />
        <TextField<NoticeValues> name="effectiveOn" type="date" maxLength={10} label="Date d’entrée en vigueur" min={kind in NOTICE_KINDS ? earliestEffect(kind as NoticeKind) : undefined} />
        {kind in NOTICE_KINDS && <p className="muted">Au plus tôt le {frenchLongDate(earliestEffect(kind as NoticeKind))}.</p>}
        <FormError />
        <div className="moderation__actions">
          <button type="submit" className="button button--primary" disabled={loading} aria-busy={loading}>
            {loading ? 'Envoi…' : 'Envoyer le préavis'}
          </button>
        </div>
      </MijoteForm>
    </section>
  );
}

function stateOf(n: NoticeFieldsFragment): string {
  if (n.settled) return 'Envoi terminé';
  if (!n.gathered) return 'Destinataires en cours de recensement';
  return n.queued < n.total ? 'Envoi en cours' : 'Remise en cours';
}

function NoticeTable({ notices }: { notices: NoticeFieldsFragment[] }) {
  return (
    <div className="stats__table-wrap" tabIndex={0} role="region" aria-label="Préavis envoyés (défilement horizontal)">
      <table className="moderation__log" data-testid="notices-table">
        <thead>
          <tr>
            <th scope="col">Préavis</th>
            <th scope="col">En vigueur le</th>
            <th scope="col">Envoyé</th>
            <th scope="col">Envoi</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((n) => (
            <tr key={n.id} data-testid={`notice-${n.id}`}>
              <td>
                <strong>{n.subject}</strong>
                <br />
                <span className="muted">
                  {n.kindLabel} ; destinataires : {n.audienceLabel}
                </span>
              </td>
              <td>{frenchLongDate(n.effectiveOn)}</td>
              <td>
                {frenchDateTime(n.createdAt as string)}
                <br />
                <span className="muted">par {n.author}</span>
              </td>
              <td>
                <progress max={Math.max(n.total, 1)} value={n.delivered + n.failed} aria-label={`Envoi du préavis « ${n.subject} »`} />
                <p data-testid="notice-progress">
                  {stateOf(n)} : {n.delivered} / {n.total}
                  {n.gathered ? '' : ' (au moins)'} remis, {n.queued} mis en file, {n.failed} {n.failed > 1 ? 'échecs' : 'échec'}
                </p>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
