import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { API_EXAMPLES, WEBHOOK_EXAMPLE, type ExplorerExample } from '../../../../../common/api-examples';
import { DEVELOPERS_PATH, DEVELOPERS_WEBHOOKS_PATH, PARTNER_KEY_REQUEST_PATH } from '../../../../../common/page-addresses';
import { DEVELOPER_PAGES } from '../../../../../common/static-pages';
import { getToken, useAuth } from '../../accounts';
import { storedPortalKey, storePortalKey } from '../portal-key';
import { DevPage } from '../components/DevPage';
import type { GraphiqlControls } from '../components/ExplorerGraphiql';
import { explorerFetcher, INTROSPECTION_NAME, type ExplorerAnswer } from '../explorer-run';
import '../explorer.css';

/** GraphiQL and its style sheet: a chunk of their own, fetched once this page is open. */
const ExplorerGraphiql = lazy(() => import('../components/ExplorerGraphiql'));

const EXAMPLES: readonly ExplorerExample[] = [...API_EXAMPLES, WEBHOOK_EXAMPLE];
const FIRST = EXAMPLES[0];
const variablesText = (example: ExplorerExample) => JSON.stringify(example.variables, null, 2);
const number = (n: number | null) => (n === null ? '—' : n.toLocaleString('fr-FR'));

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
 * /developpeurs/explorateur (issue 29, docs/adr/0053): GraphiQL 4, lazy, in a French frame — write or load a GraphQL
 * document, run it with a partner key (or, for an admin signed in, their session), and read the answer in GraphiQL, its
 * errors with their codes and what it cost above it.
 */
export default function ExplorerPage() {
  const page = DEVELOPER_PAGES.explorer;
  const auth = useAuth();
  const admin = auth.isLogin === 1 && auth.role === 'admin';
  const [apiKey, setApiKey] = useState(storedPortalKey);
  // The fetcher reads the field's key when each request leaves, so it never changes under a run that has started (a new
  // fetcher would also hand GraphiQL a new run). The documentation is asked again once typing has paused.
  const keyNow = useRef(apiKey.trim());
  keyNow.current = apiKey.trim();
  const schemaKey = useRef(keyNow.current);
  const [answer, setAnswer] = useState<ExplorerAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [ready, setReady] = useState(false);
  const controls = useRef<GraphiqlControls | null>(null);
  const ids = { key: useId(), help: useId() };
  const mayRun = apiKey.trim() !== '' || admin;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (schemaKey.current === keyNow.current) return;
      schemaKey.current = keyNow.current;
      controls.current?.refreshSchema();
    }, 400);
    return () => window.clearTimeout(timer);
  }, [apiKey]);
  const fetcher = useMemo(() => explorerFetcher({ apiKey: () => keyNow.current, adminToken: admin ? getToken : null }, setAnswer), [admin]);
  const onReady = useCallback((c: GraphiqlControls) => {
    controls.current = c;
    setReady(true);
  }, []);

  function load(example: ExplorerExample) {
    controls.current?.load(example.query, variablesText(example));
    setAnswer(null);
    setProblem(null);
  }

  function run() {
    if (!controls.current) return;
    if (!variablesOf(controls.current.variables())) {
      setProblem('Les variables doivent être un objet JSON, par exemple { "input": { "citySlug": "angers" } }.');
      return;
    }
    setProblem(null);
    setAnswer(null);
    controls.current.run();
  }

  return (
    <DevPage
      page={page}
      barTitle="Explorateur"
      back={DEVELOPERS_PATH}
      intro={
        <>
          Écrivez une requête GraphQL dans GraphiQL ou chargez un exemple du <Link to={DEVELOPERS_PATH}>portail</Link>, lancez-la avec
          votre clé partenaire, et lisez la réponse et son coût. Les requêtes partent vers <code>/graphql</code> de ce site, comme depuis
          votre code.
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
              storePortalKey(e.target.value.trim());
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
            <button key={example.id} type="button" className="button" disabled={!ready} onClick={() => load(example)}>
              {example.title}
            </button>
          ))}
        </div>

        <div className="explorer__bar">
          <button type="button" className="button button--primary" disabled={!mayRun || !ready || running} onClick={run}>
            {running ? 'Exécution…' : 'Exécuter'}
          </button>
          <p id={ids.help} className="muted explorer__help">
            Ou <kbd>Ctrl</kbd> + <kbd>Entrée</kbd> dans l’éditeur. L’éditeur (GraphiQL, en anglais) complète les champs avec{' '}
            <kbd>Ctrl</kbd> + <kbd>Espace</kbd> ; sa documentation, à gauche, décrit chaque type. <kbd>Échap</kbd> puis <kbd>Tab</kbd>{' '}
            sortent de l’éditeur au clavier.
          </p>
        </div>
        {problem && <p className="notice notice--error" role="alert">{problem}</p>}

        <div role="status" aria-live="polite">
          {answer && (
            <div className="explorer__answer">
              <h2>{answer.status === 0 ? 'Pas de réponse du serveur' : `Réponse (HTTP ${answer.status})`}</h2>
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

        <div className="explorer__graphiql" role="region" aria-label="Éditeur GraphiQL" aria-describedby={ids.help}>
          <Suspense fallback={<p className="muted explorer__loading">Chargement de l’éditeur GraphiQL…</p>}>
            <ExplorerGraphiql
              fetcher={fetcher}
              introspectionName={INTROSPECTION_NAME}
              initialQuery={FIRST.query}
              initialVariables={variablesText(FIRST)}
              onReady={onReady}
              onFetching={setRunning}
            />
          </Suspense>
        </div>
      </section>
      <p>
        Vos webhooks et le journal de leurs livraisons ont leur page : <Link to={DEVELOPERS_WEBHOOKS_PATH}>Vos webhooks</Link>.
      </p>
    </DevPage>
  );
}
