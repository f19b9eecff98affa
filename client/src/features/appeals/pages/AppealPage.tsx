import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { APPEAL_LIMITS, APPEAL_MONTHS, checkAppealText } from '../../../../../common/appeal-rules';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { useAppealQuery, useSubmitAppealMutation } from '../../../graphql/__generated__/hooks';
import type { AppealFieldsFragment } from '../../../graphql/__generated__/graphql';
import { Footer } from '../../../ui/Footer';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { AppealSummary } from '../components/AppealSummary';
import '../../../styles/accounts.css';
import '../appeals.css';

const TITLE = 'Contester une décision';

/**
 * /contester/:token (docs/adr/0041): the personal link of a decision e-mail, signed in or not. The person reads the
 * decision, writes once why they contest it within six months, then finds here where it stands and the answer.
 */
export default function AppealPage() {
  const { token = '' } = useParams();
  usePageTitle(TITLE);
  const { data, loading, error } = useAppealQuery({ variables: { token }, fetchPolicy: 'network-only' });
  const [sent, setSent] = useState<{ message: string; appeal: AppealFieldsFragment } | null>(null);
  const found = data?.appeal;
  const appeal = sent?.appeal ?? (found?.__typename === 'Appeal' ? found : null);
  return (
    <>
      <HeaderBar title={TITLE} back={HOME_PATH} />
      <main id="contenu" className="page page--narrow">
        <section className="profile__card appeal">
          <h1 className="profile__title">{TITLE}</h1>
          {loading && !data && <Loading />}
          {error && !data && <p className="notice notice--error" role="alert">{NETWORK_ERROR}</p>}
          {found && found.__typename !== 'Appeal' && <p className="notice notice--error" role="alert">{found.message}</p>}
          {appeal && (
            <>
              <AppealSummary appeal={appeal} />
              {sent && <p className="notice notice--saved" role="status">{sent.message}</p>}
              {appeal.state === 'open' && <AppealForm token={token} onSent={setSent} />}
              {appeal.state === 'closed' && <p className="muted">Une décision peut être contestée pendant {APPEAL_MONTHS} mois : ce délai est dépassé.</p>}
              {appeal.statement && (
                <>
                  <h2 className="section-title">Votre contestation</h2>
                  <blockquote className="appeal__quote">{appeal.statement}</blockquote>
                </>
              )}
              {appeal.state === 'waiting' && !sent && <p className="muted">Une autre personne de l’équipe de modération réexamine la décision ; sa réponse vous sera envoyée par e-mail.</p>}
              {appeal.answer && (
                <>
                  <h2 className="section-title">Réponse de l’équipe de modération</h2>
                  <blockquote className="appeal__quote">{appeal.answer}</blockquote>
                </>
              )}
            </>
          )}
        </section>
      </main>
      <Footer />
    </>
  );
}

interface AppealValues { text: string }
const rules: FormRules<AppealValues> = { text: checkAppealText };

function AppealForm({ token, onSent }: { token: string; onSent: (sent: { message: string; appeal: AppealFieldsFragment }) => void }) {
  const form = useMijoteForm<AppealValues>({ rules, defaultValues: { text: '' } });
  const [submitAppeal] = useSubmitAppealMutation();
  async function submit({ text }: AppealValues) {
    try {
      const r = (await submitAppeal({ variables: { input: { token, text: text.trim() } } })).data?.submitAppeal;
      if (r?.__typename === 'AppealSent') onSent({ message: r.message, appeal: r.appeal });
      else showServerError(form, r?.__typename === 'InvalidInputError' && r.field === 'text' ? 'text' : null, r?.message ?? NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }
  return (
    <MijoteForm form={form} onValid={submit} aria-label={TITLE}>
      <p>
        Expliquez pourquoi cette décision vous semble injustifiée. Une autre personne de l’équipe que celle qui a décidé la réexamine et vous
        répond par e-mail ; si elle l’annule, la décision est levée. Vous ne pouvez contester une décision qu’une fois.
      </p>
      <TextAreaField<AppealValues> name="text" label="Pourquoi contestez-vous cette décision ?" maxLength={APPEAL_LIMITS.textMax} rows={8} />
      <FormError />
      <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
        Envoyer ma contestation
      </button>
    </MijoteForm>
  );
}
