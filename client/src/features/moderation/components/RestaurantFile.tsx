import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMINISTRATION_MESSAGES, checkModerationReason, MODERATION_REASON_LIMITS, RESTAURANT_STATUS_LABELS, SUBSCRIPTION_STATE_LABELS } from '../../../../../common/administration-rules';
import { formatEuros } from '../../../../../common/billing-rules';
import { frenchDate, frenchDateTime } from '../../../../../common/french-dates';
import type { StatPeriod } from '../../../../../common/statistics-rules';
import { useRestaurantFileQuery, useSendRegistrationLinkMutation, useSetRestaurantOnlineMutation } from '../../../graphql/__generated__/hooks';
import type { RestaurantFileQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { ACCOUNT_LIMITS, checkEmail } from '../../../../../common/account-rules';
import { Loading } from '../../../ui/Loading';
import { PeriodButtons, StatisticsBody } from '../../restaurateur';
import { networkProblem } from '../../../../../common/network-messages';
import { DECISION_NOT_SAVED } from '../messages';

type File = Extract<RestaurantFileQuery['restaurantFile'], { __typename: 'RestaurantFileView' }>;
interface ReasonValues { reason: string }
const reasonRules: FormRules<ReasonValues> = { reason: checkModerationReason };
const REQUEST_STATUS: Record<string, string> = { pending: 'En attente', accepted: 'Acceptée', rejected: 'Refusée' };

/** A restaurant's file in area 1 ({restoStat}): owner, subscription, invoices, publications, decisions, statistics, and taking it off line or back. */
export function RestaurantFile({ idUrl, base }: { idUrl: string; base: string }) {
  const [period, setPeriod] = useState<StatPeriod>(30);
  const { data, loading, refetch, previousData } = useRestaurantFileQuery({ variables: { idUrl, days: period }, fetchPolicy: 'network-only' });
  const result = (data ?? previousData)?.restaurantFile;
  if (!result) return loading ? <Loading label="Chargement de la fiche" /> : <p className="notice notice--error" role="alert">La fiche n’a pas pu être chargée.</p>;
  if (result.__typename !== 'RestaurantFileView') return <p className="notice notice--error" role="alert">{result.message}</p>;
  const f = result;
  const r = f.restaurant;
  return (
    <>
      <p>
        <Link className="link" to={`${base}/restaurants`}>
          ← Tous les restaurants
        </Link>
      </p>
      <section className="profile__card moderation__section" aria-labelledby="file-title">
        <h2 id="file-title" className="section-title">
          {r.name} <span className="muted">— {r.city}</span>
        </h2>
        <dl className="moderation__facts">
          <dt>État</dt>
          <dd data-testid="file-status">{RESTAURANT_STATUS_LABELS[r.status] ?? r.status}</dd>
          <dt>Propriétaire</dt>
          <dd>{[r.ownerName, r.ownerEmail].filter(Boolean).join(', ') || 'aucun compte'}</dd>
          <dt>Publiée depuis</dt>
          <dd>{f.datePublished ? frenchDate(f.datePublished as string) : '—'}</dd>
          <dt>Abonnement</dt>
          <dd>
            {r.subscription ? SUBSCRIPTION_STATE_LABELS[r.subscription] ?? r.subscription : 'aucun'}
            {f.periodEnd ? `, payé jusqu’au ${frenchDate(f.periodEnd)}` : ''}
            {f.cardLastDigits ? `, carte se terminant par ${f.cardLastDigits}` : ''}
          </dd>
        </dl>
        <p>
          <a className="link" href={f.previewPath} target="_blank" rel="noopener">
            Voir la page (nouvel onglet)
          </a>
        </p>
        {(r.status === 'published' || r.status === 'offline') && <OnlineForm file={f} onDone={() => void refetch()} />}
      </section>
      {(!r.ownerEmail || f.registrationLinks.length > 0) && <RegistrationLinks file={f} onDone={() => void refetch()} />}
      <section className="profile__card moderation__section" aria-labelledby="file-stats-title">
        <h2 id="file-stats-title" className="section-title">
          Statistiques
        </h2>
        <PeriodButtons period={period} onChange={setPeriod} />
        <StatisticsBody key={period} stats={f.statistics} />
      </section>
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
    </>
  );
}

function OnlineForm({ file, onDone }: { file: File; onDone: () => void }) {
  const online = file.restaurant.status === 'offline';
  const [save] = useSetRestaurantOnlineMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useMijoteForm<ReasonValues>({ rules: reasonRules, defaultValues: { reason: '' } });
  async function submit(values: ReasonValues) {
    try {
      const { data } = await save({ variables: { input: { idUrl: file.restaurant.idUrl, online, reason: values.reason.trim() } } });
      const r = data?.setRestaurantOnline;
      if (r?.__typename === 'RestaurantOnlineChanged') {
        setDone(ADMINISTRATION_MESSAGES.onlineDone(online, Boolean(file.restaurant.ownerEmail)));
        form.reset({ reason: '' });
        onDone();
      } else showServerError(form, r?.__typename === 'InvalidInputError' ? 'reason' : null, r?.message ?? 'La décision n’a pas pu être enregistrée.');
    } catch {
      showServerError(form, null, DECISION_NOT_SAVED);
    }
  }
  return (
    <>
      <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
      <MijoteForm form={form} onValid={submit} aria-label={online ? 'Remettre la page en ligne' : 'Mettre la page hors ligne'}>
        <TextAreaField<ReasonValues> name="reason" label={ADMINISTRATION_MESSAGES.reasonLabel(online, Boolean(file.restaurant.ownerEmail))} maxLength={MODERATION_REASON_LIMITS.max} rows={3} />
        <FormError />
        <button type="submit" className={online ? 'button button--primary' : 'button button--danger'}>
          {online ? 'Remettre en ligne' : 'Mettre hors ligne'}
        </button>
      </MijoteForm>
    </>
  );
}

interface LinkValues { email: string }
const linkRules: FormRules<LinkValues> = { email: (email) => checkEmail(email.trim().toLowerCase()) };

/**
 * A listed restaurant no account manages (an imported listing): its manager gets a personal registration link, and the
 * wizard hands them this page (it stays online meanwhile). The links sent and how far each went.
 */
function RegistrationLinks({ file, onDone }: { file: File; onDone: () => void }) {
  const [send] = useSendRegistrationLinkMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useMijoteForm<LinkValues>({ rules: linkRules, defaultValues: { email: '' } });
  const owned = Boolean(file.restaurant.ownerEmail);
  async function submit(values: LinkValues) {
    setDone(null);
    try {
      const { data } = await send({ variables: { input: { idUrl: file.restaurant.idUrl, email: values.email.trim() } } });
      const r = data?.sendRegistrationLink;
      if (r?.__typename === 'RegistrationLinkSent') {
        setDone(r.message);
        form.reset({ email: '' });
        onDone();
      } else showServerError(form, r?.__typename === 'InvalidInputError' ? 'email' : null, r?.message ?? 'Le lien n’a pas pu être envoyé.');
    } catch {
      showServerError(form, null, networkProblem('Le lien n’a pas pu être envoyé.'));
    }
  }
  return (
    <section className="profile__card moderation__section" aria-labelledby="file-links-title">
      <h2 id="file-links-title" className="section-title">
        Lien d’inscription
      </h2>
      {!owned && (
        <>
          <p className="muted">Aucun compte ne gère ce restaurant. Son gérant reçoit un lien personnel : en s’inscrivant, il prend la gestion de cette page, qui reste en ligne.</p>
          <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
          <MijoteForm form={form} onValid={submit} aria-label="Envoyer un lien d’inscription au gérant">
            <TextField<LinkValues> name="email" label="Adresse e-mail du gérant" type="email" maxLength={ACCOUNT_LIMITS.email} />
            <FormError />
            <button type="submit" className="button button--primary">
              Envoyer le lien d’inscription
            </button>
          </MijoteForm>
        </>
      )}
      {file.registrationLinks.length > 0 && (
        <ul className="moderation__history" data-testid="registration-links">
          {file.registrationLinks.map((l) => (
            <li key={String(l.sentAt)}>
              Envoyé le {frenchDateTime(l.sentAt as string)} à {l.email} :{' '}
              {l.handedOver ? 'restaurant confié à son compte' : l.accountCreated ? 'compte créé, restaurant pas encore confié' : new Date(l.expiresAt as string).getTime() > Date.now() ? `valable jusqu’au ${frenchDateTime(l.expiresAt as string)}` : 'lien expiré'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
