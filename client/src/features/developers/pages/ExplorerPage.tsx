import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_EXAMPLES, WEBHOOK_EXAMPLE, type ExplorerExample } from '../../../../../common/api-examples';
import { DEVELOPERS_PATH, DEVELOPERS_WEBHOOKS_PATH, PARTNER_KEY_REQUEST_PATH } from '../../../../../common/page-addresses';
import { DEVELOPER_PAGES } from '../../../../../common/static-pages';
import { getToken, useAuth } from '../../accounts';
import { DevPage } from '../components/DevPage';
import { runDocument, type ExplorerAnswer } from '../explorer-run';
import '../explorer.css';

/** The key stays in this tab only (sessionStorage), and is sent only to /graphql. */
const KEY_STORAGE = 'mijote-explorateur-cle';
const EXAMPLES: readonly ExplorerExample[] = [...API_EXAMPLES, WEBHOOK_EXAMPLE];
const number = (n: number | null) => (n === null ? '—' : n.toLocaleString('fr-FR'));

function storedKey(): string {
  try {
    return window.sessionStorage.getItem(KEY_STORAGE) ?? '';
  } catch {
    return '';
  }
}

function storeKey(key: string): void {
  try {
    if (key) window.sessionStorage.setItem(KEY_STORAGE, key);
    else window.sessionStorage.removeItem(KEY_STORAGE);
  } catch {
    // Private mode without storage: the key lasts as long as the page.
  }
}

/** The variables' text as an object (empty text: none), or null when it is not a JSON object. */
function variablesOf(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The answer's cost and the budget left, in French. */
function CostReport({ answer }: { answer: ExplorerAnswer }) {
  const cost = answer.cost;
  if (!cost) return <p className="muted">Cette réponse n’indique pas de coût (requête refusée avant son calcul).</p>;
  return (
    <dl className="explorer__cost" aria-label="Coût de la requête">
      <div><dt>Coût calculé</dt><dd>{number(cost.requestedQueryCost)} points</dd></div>
      <div><dt>Points dépensés</dt><dd>{number(cost.pointsSpent)}</dd></div>
      <div><dt>Budget restant</dt><dd>{number(cost.remaining)} sur {number(cost.limit)} points</dd></div>
      <div><dt>Budget remis à plein</dt><dd>dans {number(cost.resetSeconds)} s</dd></div>
    </dl>
  );
}

/**
 * /developpeurs/explorateur (issue 29, docs/adr/0053): write or load a GraphQL document, run it with a partner key (or,
 * for an admin signed in, their session), and read the answer, its errors with their codes and what it cost.
 */
export default function ExplorerPage() {
  const page = DEVELOPER_PAGES.explorer;
  const auth = useAuth();
  const admin = auth.isLogin === 1 && auth.role === 'admin';
  const [apiKey, setApiKey] = useState(storedKey);
  const [query, setQuery] = useState(API_EXAMPLES[0].query);
  const [variables, setVariables] = useState(JSON.stringify(API_EXAMPLES[0].variables, null, 2));
  const [operationName, setOperationName] = useState<string | null>(API_EXAMPLES[0].operationName);
  const [answer, setAnswer] = useState<ExplorerAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const ids = { key: useId(), query: useId(), variables: useId() };
  const mayRun = apiKey.trim() !== '' || admin;

  function load(example: ExplorerExample) {
    setQuery(example.query);
    setVariables(JSON.stringify(example.variables, null, 2));
    setOperationName(example.operationName);
    setAnswer(null);
    setProblem(null);
  }

  async function run() {
    const parsed = variablesOf(variables);
    if (!parsed) {
      setProblem('Les variables doivent être un objet JSON, par exemple { "input": { "citySlug": "angers" } }.');
      return;
    }
    setProblem(null);
    setRunning(true);
    try {
      setAnswer(await runDocument({ query, variables: parsed, operationName: operationName && query.includes(operationName) ? operationName : null, apiKey: apiKey.trim(), adminToken: admin ? getToken() : null }));
    } catch {
      setProblem('Le serveur n’a pas répondu : vérifiez votre connexion puis relancez.');
    } finally {
      setRunning(false);
    }
  }

  return (
    <DevPage
      page={page}
      barTitle="Explorateur"
      back={DEVELOPERS_PATH}
      intro={
        <>
          Écrivez une requête GraphQL ou chargez un exemple du <Link to={DEVELOPERS_PATH}>portail</Link>, lancez-la avec votre clé
          partenaire, et lisez la réponse et son coût. Les requêtes partent vers <code>/graphql</code> de ce site, comme depuis votre code.
        </>
      }
    >
      <section className="explorer" aria-label="Explorateur">
        <div className="explorer__key">
          <label htmlFor={ids.key}>Clé partenaire</label>
          <input
            id={ids.key}
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="mjk_…"
            value={apiKey}
            onChange={(e) => {
              setApiKey(e.target.value);
              storeKey(e.target.value.trim());
            }}
          />
          <p className="muted">
            Gardée dans cet onglet seulement et envoyée uniquement à <code>/graphql</code>, dans l’en-tête <code>X-Api-Key</code>.
          </p>
        </div>
        {!mayRun && (
          <p className="notice explorer__need-key" role="note">
            Une clé partenaire est nécessaire pour lancer vos propres requêtes : sans clé, l’API n’exécute que les requêtes du site.{' '}
            <Link to={PARTNER_KEY_REQUEST_PATH}>Demander une clé</Link>
          </p>
        )}
        {admin && !apiKey.trim() && (
          <p className="notice notice--saved" role="note">
            Vous êtes connecté en administrateur : vos requêtes partent avec votre session et voient les champs d’administration. Une
            requête qui lit des données personnelles est inscrite au journal de modération.
          </p>
        )}

        <div className="explorer__examples" role="group" aria-label="Charger un exemple">
          {EXAMPLES.map((example) => (
            <button key={example.id} type="button" className="button" onClick={() => load(example)}>
              {example.title}
            </button>
          ))}
        </div>

        <label htmlFor={ids.query}>Requête GraphQL</label>
        <textarea id={ids.query} className="explorer__editor" rows={14} spellCheck={false} value={query} onChange={(e) => setQuery(e.target.value)} />
        <label htmlFor={ids.variables}>Variables (JSON)</label>
        <textarea id={ids.variables} className="explorer__editor" rows={5} spellCheck={false} value={variables} onChange={(e) => setVariables(e.target.value)} />

        <button type="button" className="button button--primary explorer__run" disabled={!mayRun || running} onClick={() => void run()}>
          {running ? 'Exécution…' : 'Exécuter'}
        </button>
        {problem && <p className="notice notice--error" role="alert">{problem}</p>}

        <div role="status" aria-live="polite">
          {answer && (
            <div className="explorer__answer">
              <h2>Réponse (HTTP {answer.status})</h2>
              <CostReport answer={answer} />
              {answer.errors.length > 0 && (
                <ul className="explorer__errors" aria-label="Erreurs">
                  {answer.errors.map((e, i) => (
                    <li key={i}>
                      {e.code && <code>{e.code}</code>} {e.message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        {answer && (
          <pre className="dev-code__pre explorer__json" tabIndex={0} aria-label="Réponse JSON">
            <code>{answer.body}</code>
          </pre>
        )}
      </section>
      <p>
        Vos webhooks et le journal de leurs livraisons ont leur page : <Link to={DEVELOPERS_WEBHOOKS_PATH}>Vos webhooks</Link>.
      </p>
    </DevPage>
  );
}
