import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { frenchDateTime } from '../../../../../common/french-dates';
import { DEVELOPERS_EXPLORER_PATH, DEVELOPERS_PATH, PARTNER_KEY_REQUEST_PATH } from '../../../../../common/page-addresses';
import { DEVELOPER_PAGES } from '../../../../../common/static-pages';
import {
  WEBHOOK_DISABLE_AFTER, WEBHOOK_EVENTS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_MESSAGES, WEBHOOKS_PER_KEY, webhookEventsProblem, webhookUrlProblem,
} from '../../../../../common/webhook-rules';
import { usePortalDeleteWebhookMutation, usePortalRegisterWebhookMutation, usePortalWebhooksQuery } from '../../../graphql/__generated__/hooks';
import type { PortalWebhooksQuery } from '../../../graphql/__generated__/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loading } from '../../../ui/Loading';
import { CheckboxField, FormError, MijoteForm, showServerError, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { DevPage } from '../components/DevPage';
import { DevSection } from '../components/DevSection';
import { partnerKeyOptions } from '../partner-client';
import { storedPortalKey, storePortalKey } from '../portal-key';
import {
  DELIVERY_STATE_LABELS, deliveryState, keyedRequestProblem, keyRefused, logTime, shortUrl, WEBHOOK_EVENT_LABELS, type WebhookEvent,
} from '../webhook-log';
import '../../../styles/accounts.css';
import '../key-request.css';
import '../webhooks.css';

/** The deliveries the log shows, newest first (the API gives 100 at most). */
const LOG_SIZE = 50;
const URL_MAX = 500;

type Webhook = PortalWebhooksQuery['myWebhooks'][number];
type Delivery = PortalWebhooksQuery['myWebhookDeliveries'][number];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`;

function When({ at }: { at: string | null | undefined }) {
  return at ? <time dateTime={at}>{frenchDateTime(at)}</time> : <>—</>;
}

/** An instant of the log, short: '29/11/2026 10:41:07' (Paris time). */
function LogTime({ at }: { at: string | null | undefined }) {
  return at ? <time dateTime={at}>{logTime(at)}</time> : <>—</>;
}

/** An event's name, which may break after its dot in a narrow column. */
function EventName({ event }: { event: string }) {
  const [subject, action] = event.split('.');
  return <code className="webhooks__event-name">{action === undefined ? event : <>{subject}.<wbr />{action}</>}</code>;
}

/**
 * /developpeurs/webhooks (issue 29, docs/adr/0051): a partner pastes its key and manages its webhooks — registers one
 * (the signing secret shown once), deletes one — and reads their delivery log. The operations are the client's own
 * (generated hooks, trusted documents), sent with the key (partner-client.ts): X-Api-Key, no session.
 */
export default function WebhooksPage() {
  const page = DEVELOPER_PAGES.webhooks;
  const [draft, setDraft] = useState(storedPortalKey);
  // A key kept in this tab opens the page at once; each press of the button reads the key's webhooks anew.
  const [opened, setOpened] = useState(() => ({ apiKey: storedPortalKey().trim(), times: 0 }));
  const apiKey = opened.apiKey;
  const keyId = useId();

  function openKey() {
    const key = draft.trim();
    if (!key) return;
    storePortalKey(key);
    setOpened((o) => ({ apiKey: key, times: o.times + 1 }));
  }

  function forgetKey() {
    storePortalKey('');
    setDraft('');
    setOpened((o) => ({ apiKey: '', times: o.times + 1 }));
  }

  return (
    <DevPage
      page={page}
      barTitle="Webhooks"
      back={DEVELOPERS_PATH}
      intro={
        <>
          Avec votre clé partenaire, inscrivez les adresses où Mijote prévient votre serveur (voir <Link to={`${DEVELOPERS_PATH}#webhooks`}>le guide des
          webhooks</Link>), supprimez-les, et suivez chaque livraison. Pour vos propres requêtes, utilisez l’<Link to={DEVELOPERS_EXPLORER_PATH}>explorateur</Link>.
        </>
      }
    >
      <div className="webhooks__key" role="group" aria-label="Accès à vos webhooks">
        <label htmlFor={keyId}>Clé partenaire</label>
        <div className="webhooks__key-row">
          <input
            id={keyId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="mjk_…"
            value={draft}
            aria-describedby={`${keyId}-aide`}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') openKey();
            }}
          />
          <button type="button" className="button button--primary" disabled={!draft.trim()} onClick={openKey}>
            Afficher mes webhooks
          </button>
          {apiKey && (
            <button type="button" className="button" onClick={forgetKey}>
              Oublier la clé
            </button>
          )}
        </div>
        <p id={`${keyId}-aide`} className="muted">
          Gardée dans cet onglet seulement et envoyée uniquement à <code>/graphql</code>, dans l’en-tête <code>X-Api-Key</code>.
        </p>
      </div>

      {apiKey ? (
        // A new key (or the same one given again): a new view, with nothing of the previous answers.
        <KeyWebhooks key={opened.times} apiKey={apiKey} />
      ) : (
        <p className="notice" role="note">
          Collez votre clé pour voir ses webhooks et leurs livraisons. Pas encore de clé ? <Link to={PARTNER_KEY_REQUEST_PATH}>Demander une clé</Link>
        </p>
      )}
    </DevPage>
  );
}

/** One key's webhooks, the registration form and the delivery log. */
function KeyWebhooks({ apiKey }: { apiKey: string }) {
  const { data, loading, error, refetch } = usePortalWebhooksQuery({ variables: { limit: LOG_SIZE }, ...partnerKeyOptions(apiKey), notifyOnNetworkStatusChange: true });
  const [said, setSaid] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);

  async function reload(message: string | null) {
    setSaid(message);
    try {
      await refetch();
    } catch {
      // The hook's error says it.
    }
  }

  const webhooks = data?.myWebhooks ?? [];
  const deliveries = data?.myWebhookDeliveries ?? [];
  const summary = data ? `${plural(webhooks.length, 'webhook', 'webhooks')} et ${plural(deliveries.length, 'livraison', 'livraisons')} au journal.` : '';

  return (
    <div className="webhooks" aria-busy={loading}>
      <p className="webhooks__status" role="status" aria-live="polite" data-testid="webhooks-status">
        {[said, loading ? 'Chargement…' : error ? null : summary].filter(Boolean).join(' ')}
      </p>
      {loading && !data && <Loading label="Chargement de vos webhooks" />}
      {error && (
        <div className="notice notice--error" role="alert">
          <p>{keyedRequestProblem(error, 'Vos webhooks n’ont pas pu être chargés.')}</p>
          {keyRefused(error) ? (
            <p>
              <Link to={PARTNER_KEY_REQUEST_PATH}>Demander une clé</Link>
            </p>
          ) : (
            <button type="button" className="button" onClick={() => void reload(null)}>
              Réessayer
            </button>
          )}
        </div>
      )}
      {data && (
        <>
          {secret && <SecretShown secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} />}
          <DevSection id="vos-webhooks" title="Vos webhooks">
            <WebhookList webhooks={webhooks} apiKey={apiKey} onDeleted={(message) => void reload(message)} />
          </DevSection>
          <DevSection id="inscrire" title="Inscrire un webhook">
            <RegisterForm
              apiKey={apiKey}
              full={webhooks.length >= WEBHOOKS_PER_KEY}
              onRegistered={(registered) => {
                setSecret(registered);
                void reload(WEBHOOK_MESSAGES.created);
              }}
            />
          </DevSection>
          <DevSection id="journal" title="Journal des livraisons">
            <p>
              Les {LOG_SIZE} dernières livraisons de vos webhooks (30 jours au plus), les plus récentes d’abord. Une livraison en échec est
              réessayée, {WEBHOOK_MAX_ATTEMPTS} essais au plus ; après {WEBHOOK_DISABLE_AFTER} livraisons abandonnées de suite, le webhook est
              désactivé.
            </p>
            <button type="button" className="button" onClick={() => void reload('Journal actualisé.')} disabled={loading}>
              {loading ? 'Actualisation…' : 'Actualiser le journal'}
            </button>
            <DeliveryLog deliveries={deliveries} webhooks={webhooks} />
          </DevSection>
        </>
      )}
    </div>
  );
}

/** The signing secret of the webhook just registered: shown this once, with a copy button. */
function SecretShown({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'oui' | 'non' | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldId = useId();
  useEffect(() => heading.current?.focus(), []);
  const copy = () => {
    if (!navigator.clipboard) return setCopied('non');
    navigator.clipboard.writeText(secret).then(() => setCopied('oui'), () => setCopied('non'));
  };
  return (
    <section className="webhooks__secret" aria-labelledby={`${fieldId}-titre`} data-testid="webhook-secret">
      <h2 id={`${fieldId}-titre`} tabIndex={-1} ref={heading}>Secret de signature</h2>
      <p className="notice notice--error">
        <strong>Copiez ce secret maintenant : il ne sera plus jamais affiché.</strong> Mijote ne peut pas vous le renvoyer ; s’il est perdu,
        supprimez le webhook et inscrivez-le de nouveau. Gardez-le sur votre serveur, jamais dans le code d’une page web.
      </p>
      <label htmlFor={fieldId}>
        Secret du webhook <code>{shortUrl(url)}</code>
      </label>
      <textarea id={fieldId} className="key-request__secret" readOnly rows={2} value={secret} spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
      <p className="muted">
        Il signe chaque livraison : l’en-tête <code>X-Mijote-Signature</code> porte le HMAC-SHA256 de « horodatage.corps » calculé avec ce secret.
      </p>
      <div className="webhooks__actions">
        <button type="button" className="button" onClick={copy}>
          Copier le secret
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          J’ai copié le secret
        </button>
      </div>
      <p className="muted" role="status">
        {copied === 'oui' ? 'Secret copié.' : copied === 'non' ? 'Copie impossible : sélectionnez le texte du secret.' : ''}
      </p>
    </section>
  );
}

function WebhookList({ webhooks, apiKey, onDeleted }: { webhooks: Webhook[]; apiKey: string; onDeleted: (message: string) => void }) {
  const [asked, setAsked] = useState<Webhook | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { loading }] = usePortalDeleteWebhookMutation(partnerKeyOptions(apiKey));

  async function confirm() {
    if (!asked) return;
    setProblem(null);
    try {
      const r = (await remove({ variables: { id: asked.id } })).data?.deleteWebhook;
      if (r?.__typename === 'WebhookDeleted') onDeleted(r.message);
      else setProblem(r?.message ?? keyedRequestProblem(null, 'Le webhook n’a pas été supprimé.'));
    } catch (error) {
      setProblem(keyedRequestProblem(error, 'Le webhook n’a pas été supprimé.'));
    }
    setAsked(null);
  }

  return (
    <>
      {problem && <p className="notice notice--error" role="alert">{problem}</p>}
      {webhooks.length === 0 ? (
        <p className="muted">Cette clé n’a aucun webhook : inscrivez-en un ci-dessous.</p>
      ) : (
        <ul className="webhooks__list" aria-label="Webhooks de la clé">
          {webhooks.map((w) => (
            <li key={w.id} className="webhooks__item">
              <p className="webhooks__url">
                <code>{w.url}</code>
              </p>
              <p>
                {w.disabledAt ? (
                  <span className="webhooks__badge webhooks__badge--off">Désactivé</span>
                ) : (
                  <span className="webhooks__badge webhooks__badge--on">Actif</span>
                )}{' '}
                <span className="muted">inscrit le <When at={w.createdAt} /></span>
              </p>
              <p>
                Événements : {w.events.map((e, i) => <span key={e}>{i > 0 && ', '}<code>{e}</code></span>)}
              </p>
              <p>
                Livraisons abandonnées de suite : <strong>{w.failuresInARow}</strong> sur {WEBHOOK_DISABLE_AFTER}
                {w.disabledAt && (
                  <>
                    {' '}— désactivé le <When at={w.disabledAt} /> : il ne reçoit plus rien. Corrigez votre point de réception puis inscrivez-le de nouveau.
                  </>
                )}
              </p>
              <button type="button" className="button button--small button--danger" onClick={() => setAsked(w)} aria-label={`Supprimer le webhook ${w.url}`}>
                Supprimer
              </button>
            </li>
          ))}
        </ul>
      )}
      {asked && (
        <ConfirmDialog title="Supprimer ce webhook ?" confirmLabel="Supprimer" confirmClass="button--danger-solid" busy={loading} onCancel={() => setAsked(null)} onConfirm={() => void confirm()}>
          <p>
            <code className="webhooks__url">{asked.url}</code> ne recevra plus aucun événement, et son journal de livraisons sera effacé. Son secret ne
            servira plus.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The register form's values: the address, and one yes/no field per event, in WEBHOOK_EVENTS' order (event names hold dots, not a field path). */
interface RegisterValues { url: string; e0: boolean; e1: boolean; e2: boolean; e3: boolean }
const EVENT_FIELDS = ['e0', 'e1', 'e2', 'e3'] as const satisfies readonly (keyof RegisterValues)[] & { length: (typeof WEBHOOK_EVENTS)['length'] };
const eventField = (i: number) => EVENT_FIELDS[i];
const chosenEvents = (values: RegisterValues): WebhookEvent[] => WEBHOOK_EVENTS.filter((_, i) => values[eventField(i)]);
const REGISTER_RULES: FormRules<RegisterValues> = {
  url: { normalise: (v) => v.trim(), check: (v) => webhookUrlProblem(v) },
  // « At least one event » is told under the first box, which the first invalid field's focus then reaches.
  e0: (_, values) => webhookEventsProblem(chosenEvents(values)),
};
const REGISTER_DEFAULTS: RegisterValues = { url: '', e0: false, e1: false, e2: false, e3: false };

function RegisterForm({ apiKey, full, onRegistered }: { apiKey: string; full: boolean; onRegistered: (r: { secret: string; url: string }) => void }) {
  const form = useMijoteForm<RegisterValues>({ rules: REGISTER_RULES, defaultValues: REGISTER_DEFAULTS });
  const [register] = usePortalRegisterWebhookMutation(partnerKeyOptions(apiKey));
  const busy = form.formState.isSubmitting;

  async function submit(values: RegisterValues) {
    const events = chosenEvents(values);
    try {
      const r = (await register({ variables: { input: { url: values.url, events } } })).data?.registerWebhook;
      if (r?.__typename === 'WebhookRegistered') {
        form.reset(REGISTER_DEFAULTS);
        onRegistered({ secret: r.secret, url: r.webhook.url });
      } else if (r?.__typename === 'InvalidInputError' && r.field === 'url') {
        showServerError(form, 'url', r.message);
      } else if (r?.__typename === 'InvalidInputError' && r.field === 'events') {
        showServerError(form, eventField(0), r.message);
      } else {
        showServerError(form, null, r?.message ?? keyedRequestProblem(null, 'Le webhook n’a pas été inscrit.'));
      }
    } catch (error) {
      showServerError(form, null, keyedRequestProblem(error, 'Le webhook n’a pas été inscrit.'));
    }
  }

  if (full) return <p className="notice" role="note">{WEBHOOK_MESSAGES.tooMany}</p>;
  return (
    <MijoteForm form={form} onValid={submit} className="webhooks__form" aria-label="Inscrire un webhook">
      <TextField<RegisterValues>
        name="url"
        label="Adresse du point de réception (HTTPS)"
        type="url"
        inputMode="url"
        placeholder="https://votre-serveur.fr/mijote"
        spellCheck={false}
        maxLength={URL_MAX}
      />
      <fieldset className="webhooks__events">
        <legend>Événements à recevoir</legend>
        {WEBHOOK_EVENTS.map((event, i) => (
          <CheckboxField<RegisterValues> key={event} name={eventField(i)}>
            <code>{event}</code> : {WEBHOOK_EVENT_LABELS[event]}
          </CheckboxField>
        ))}
      </fieldset>
      <FormError />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? 'Inscription…' : 'Inscrire le webhook'}
      </button>
    </MijoteForm>
  );
}

/** The delivery log: a table on a wide screen; on a phone each row stacks into a card (webhooks.css), its cells labelled. */
function DeliveryLog({ deliveries, webhooks }: { deliveries: Delivery[]; webhooks: Webhook[] }) {
  if (deliveries.length === 0) return <p className="muted">Aucune livraison pour l’instant : elles apparaissent ici dès qu’un événement voulu se produit.</p>;
  const urlOf = new Map(webhooks.map((w) => [w.id, w.url]));
  const columns = ['Date', 'Événement', 'Webhook', 'État', 'Statut HTTP', 'Essais', 'Prochain essai'] as const;
  // Explicit roles: a table whose rows are laid out as blocks on a phone stays a table for screen readers.
  return (
    <table className="webhooks__log" role="table" data-testid="webhook-deliveries">
      <caption>Dernières livraisons, les plus récentes d’abord</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((c) => (
            <th key={c} scope="col" role="columnheader">{c}</th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {deliveries.map((d) => {
          const state = deliveryState(d);
          const url = urlOf.get(d.webhookId);
          return (
            <tr key={d.id} role="row" className={`webhooks__row webhooks__row--${state}`}>
              {/* One element in each cell: on a phone, the column's name (::before) stands on its left. */}
              <th scope="row" role="rowheader" data-label={columns[0]}><span><LogTime at={d.createdAt} /></span></th>
              <td role="cell" data-label={columns[1]}><span><EventName event={d.event} /></span></td>
              <td role="cell" data-label={columns[2]}><span>{url ? <code title={url}>{shortUrl(url)}</code> : `n° ${d.webhookId}`}</span></td>
              <td role="cell" data-label={columns[3]}>
                <span>
                  <span className={`webhooks__state webhooks__state--${state}`}>{DELIVERY_STATE_LABELS[state]}</span>
                  {state === 'delivered' && <span className="webhooks__when"> le <LogTime at={d.deliveredAt} /></span>}
                  {state === 'givenUp' && <span className="webhooks__when"> le <LogTime at={d.givenUpAt} /></span>}
                </span>
              </td>
              <td role="cell" data-label={columns[4]}>
                <span>
                  {d.lastStatus ?? (d.lastError ? '' : '—')}
                  {d.lastStatus == null && d.lastError && <span className="muted">{d.lastError}</span>}
                </span>
              </td>
              <td role="cell" data-label={columns[5]}><span>{d.attempts} sur {WEBHOOK_MAX_ATTEMPTS}</span></td>
              <td role="cell" data-label={columns[6]}><span>{state === 'failing' || state === 'waiting' ? <LogTime at={d.nextAttemptAt} /> : '—'}</span></td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
