import { useState } from 'react';
import { ACCOUNT_ROLE_LABELS, checkModerationReason, DIRECTORY_SEARCH_MAX, MODERATION_REASON_LIMITS } from '../../../../../common/administration-rules';
import { frenchDateTime } from '../../../../../common/french-dates';
import { useDirectoryAccountsQuery, useResendVerificationMutation, useSetAccountDisabledMutation } from '../../../graphql/__generated__/hooks';
import type { DirectoryAccountsQuery } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { Loading } from '../../../ui/Loading';
import { Pagination } from '../../../ui/Pagination';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { networkProblem } from '../../../../../common/network-messages';

const ACTION_NOT_SAVED = networkProblem('L’action n’a pas pu être enregistrée.');

type Account = Extract<DirectoryAccountsQuery['directoryAccounts'], { __typename: 'AccountsPage' }>['items'][number];
interface ReasonValues { reason: string }
const reasonRules: FormRules<ReasonValues> = { reason: checkModerationReason };

/** Area 1's accounts (issue 13): find a customer or a restaurateur, disable or re-enable them, resend their verification code. */
export function AccountsTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const debounced = useDebouncedValue(search, 300);
  const { data, loading, previousData, refetch } = useDirectoryAccountsQuery({ variables: { input: { search: debounced, page } }, fetchPolicy: 'network-only' });
  const result = (data ?? previousData)?.directoryAccounts;
  const list = result?.__typename === 'AccountsPage' ? result : null;
  const done = (message: string) => {
    setNotice(message);
    void refetch();
  };
  return (
    <section className="profile__card moderation__section" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="section-title">
        Comptes {list && <span className="muted">({list.total})</span>}
      </h2>
      <label className="text-input">
        <span className="text-input__label">Rechercher par e-mail ou par nom</span>
        <input className="text-input__field" type="search" value={search} maxLength={DIRECTORY_SEARCH_MAX} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
      </label>
      <div role="status">{notice && <p className="notice notice--saved">{notice}</p>}</div>
      {list ? (
        <>
          <ul className="moderation__list" aria-busy={loading}>
            {list.items.map((a) => (
              <li key={a.id}>
                <AccountRow account={a} onDone={done} />
              </li>
            ))}
          </ul>
          {list.items.length === 0 && <p className="muted">Aucun compte ne correspond.</p>}
          <Pagination page={list.page} pageCount={list.pageCount} onChange={setPage} />
        </>
      ) : result && result.__typename !== 'AccountsPage' ? (
        <p className="notice notice--error" role="alert">{result.message}</p>
      ) : (
        loading && <Loading label="Chargement des comptes" />
      )}
    </section>
  );
}

function AccountRow({ account: a, onDone }: { account: Account; onDone: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [resend] = useResendVerificationMutation();
  const [save] = useSetAccountDisabledMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useMijoteForm<ReasonValues>({ rules: reasonRules, defaultValues: { reason: '' } });
  const titleId = `account-${a.id}`;

  async function submit(values: ReasonValues) {
    try {
      const { data } = await save({ variables: { input: { userId: a.id, disabled: !a.disabled, reason: values.reason.trim() } } });
      const r = data?.setAccountDisabled;
      if (r?.__typename === 'AccountDisabledChanged') {
        setOpen(false);
        onDone(r.disabled ? `Le compte ${a.email} est désactivé : ses sessions sont fermées et il est prévenu.` : `Le compte ${a.email} est réactivé.`);
      } else showServerError(form, r?.__typename === 'InvalidInputError' ? 'reason' : null, r?.message ?? ACTION_NOT_SAVED);
    } catch {
      showServerError(form, null, ACTION_NOT_SAVED);
    }
  }

  async function sendCode() {
    setError(null);
    try {
      const { data } = await resend({ variables: { userId: a.id } });
      const r = data?.resendVerification;
      if (r?.__typename === 'VerificationResent') onDone(`${r.message} (${a.email})`);
      else setError(r?.message ?? ACTION_NOT_SAVED);
    } catch {
      setError(ACTION_NOT_SAVED);
    }
  }

  return (
    <article className="moderation__request" aria-labelledby={titleId}>
      <h3 id={titleId} className="moderation__name">
        {a.email} <span className="muted">— {a.name}</span>
      </h3>
      <p className="muted">
        {ACCOUNT_ROLE_LABELS[a.role] ?? a.role}
        {a.restaurantName ? ` de « ${a.restaurantName} »` : ''} · inscrit le {frenchDateTime(a.createdAt as string)} ·{' '}
        {a.lastLoginAt ? `dernière connexion le ${frenchDateTime(a.lastLoginAt as string)}` : 'jamais connecté'} · e-mail {a.emailVerified ? 'vérifié' : 'non vérifié'}
        {a.disabled && <strong> · désactivé</strong>}
      </p>
      {a.role !== 'admin' && (
        <div className="moderation__actions">
          <button type="button" className="button" aria-expanded={open} aria-controls={`${titleId}-form`} onClick={() => setOpen((v) => !v)}>
            {a.disabled ? 'Réactiver…' : 'Désactiver…'}
          </button>
          {!a.emailVerified && (
            <button type="button" className="button" onClick={() => void sendCode()}>
              Renvoyer le code de vérification
            </button>
          )}
        </div>
      )}
      {error && <p className="notice notice--error" role="alert">{error}</p>}
      {open && (
        <div id={`${titleId}-form`}>
          <MijoteForm form={form} onValid={submit} aria-label={a.disabled ? `Réactiver ${a.email}` : `Désactiver ${a.email}`}>
            <TextAreaField<ReasonValues> name="reason" label="Motif (envoyé au titulaire du compte)" maxLength={MODERATION_REASON_LIMITS.max} rows={3} />
            <FormError />
            <button type="submit" className={a.disabled ? 'button button--primary' : 'button button--danger'}>
              {a.disabled ? 'Réactiver le compte' : 'Désactiver le compte'}
            </button>
          </MijoteForm>
        </div>
      )}
    </article>
  );
}
