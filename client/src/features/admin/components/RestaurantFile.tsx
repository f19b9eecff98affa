import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMINISTRATION_MESSAGES, checkModerationReason, MODERATION_REASON_LIMITS, RESTAURANT_STATUS_LABELS, SUBSCRIPTION_STATE_LABELS } from '../../../../../common/administration-rules';
import { frenchDate } from '../../../../../common/french-dates';
import type { StatPeriod } from '../../../../../common/statistics-rules';
import { useRestaurantFileQuery, useSetRestaurantOnlineMutation } from '../../../graphql/__generated__/hooks';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { PeriodButtons, StatisticsBody } from '../../restaurateur';
import { DECISION_NOT_SAVED } from '../../moderation';
import { RegistrationLinks } from './RegistrationLinks';
import { SubscriptionDecisions } from './SubscriptionDecisions';
import type { RestaurantFileView } from './restaurant-file-view';
import { FileHistory, FileInvoices } from './RestaurantFileRecords';

interface ReasonValues { reason: string }
const reasonRules: FormRules<ReasonValues> = { reason: checkModerationReason };

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
      <FileSummary file={f} onDone={() => void refetch()} />
      <SubscriptionDecisions file={f} onDone={() => void refetch()} />
      {(!r.ownerEmail || f.registrationLinks.length > 0) && <RegistrationLinks file={f} onDone={() => void refetch()} />}
      <section className="profile__card moderation__section" aria-labelledby="file-stats-title">
        <h2 id="file-stats-title" className="section-title">
          Statistiques
        </h2>
        <PeriodButtons period={period} onChange={setPeriod} />
        <StatisticsBody key={period} stats={f.statistics} />
      </section>
      <FileHistory file={f} />
      <FileInvoices file={f} />
    </>
  );
}

/** Who runs the restaurant, its subscription and its page, and taking it off line or back. */
function FileSummary({ file: f, onDone }: { file: RestaurantFileView; onDone: () => void }) {
  const r = f.restaurant;
  return (
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
      {(r.status === 'published' || r.status === 'offline') && <OnlineForm file={f} onDone={onDone} />}
    </section>
  );
}

function OnlineForm({ file, onDone }: { file: RestaurantFileView; onDone: () => void }) {
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
