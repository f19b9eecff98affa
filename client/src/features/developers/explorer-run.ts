import { API_KEY_HEADER } from '../../../../common/api-key-header';
import { rawFetch } from '../accounts';
/**
 * The explorer's requests (docs/adr/0053, GraphiQL's fetcher): a document sent to the site's own /graphql, with the
 * partner's key as X-Api-Key, or the admin's bearer token when no key is given; the answer and its cost, read from
 * `extensions.cost` and the RateLimit header.
 */
interface ExplorerCost {
  requestedQueryCost: number | null;
  pointsSpent: number | null;
  remaining: number | null;
  limit: number | null;
  resetSeconds: number | null;
}

interface ExplorerError { message: string; code: string | null }

export interface ExplorerAnswer {
  status: number;
  errors: ExplorerError[];
  cost: ExplorerCost | null;
}

interface GraphqlAnswer {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  extensions?: { cost?: { requestedQueryCost?: number; pointsSpent?: number; throttleStatus?: { currentlyAvailable?: number; maximumAvailable?: number; resetInSeconds?: number } } };
}

/** `limit=600, remaining=590, reset=42` (the RateLimit header) as numbers. */
function rateLimitHeader(value: string | null): Partial<Record<'limit' | 'remaining' | 'reset', number>> {
  const fields: Partial<Record<'limit' | 'remaining' | 'reset', number>> = {};
  for (const part of (value ?? '').split(',')) {
    const [name, raw] = part.trim().split('=');
    if ((name === 'limit' || name === 'remaining' || name === 'reset') && raw !== undefined && Number.isFinite(Number(raw))) fields[name] = Number(raw);
  }
  return fields;
}

function costOf(answer: GraphqlAnswer | null, header: string | null): ExplorerCost | null {
  const cost = answer?.extensions?.cost;
  const limits = rateLimitHeader(header);
  if (!cost && limits.remaining === undefined) return null;
  return {
    requestedQueryCost: cost?.requestedQueryCost ?? null,
    pointsSpent: cost?.pointsSpent ?? null,
    remaining: cost?.throttleStatus?.currentlyAvailable ?? limits.remaining ?? null,
    limit: cost?.throttleStatus?.maximumAvailable ?? limits.limit ?? null,
    resetSeconds: cost?.throttleStatus?.resetInSeconds ?? limits.reset ?? null,
  };
}

/** Who runs the explorer's documents: a partner key, else an admin's session, else nobody. */
export interface ExplorerCredentials {
  /** The key in the page's field when the request leaves (read at each request, as the token below). */
  apiKey: () => string;
  /** The admin's current access token (read at each request: it is renewed while the page is open), else null. */
  adminToken: (() => string | null) | null;
}

/** What GraphiQL's fetcher is given (graphiql's `Fetcher`, its first argument). */
interface ExplorerParams {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

/** The name of the introspection GraphiQL sends for its documentation: its answer is not shown as the user's. */
export const INTROSPECTION_NAME = 'IntrospectionExplorateur';

const NO_CREDENTIALS_MESSAGE =
  'Une clé partenaire est nécessaire pour lancer vos propres requêtes : saisissez-la au-dessus de l’éditeur, ou demandez-en une.';

const UNREACHABLE_MESSAGE = 'Le serveur n’a pas répondu : vérifiez votre connexion puis relancez.';

/** The names of the operations a document defines (comments and strings aside, which rarely hold « query Name »). */
const OPERATION_NAMES = /(?:^|[^\w$])(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;

/**
 * The operation to run: GraphiQL's, when the document defines it. GraphiQL reads the name from the editor a moment
 * after its text changes: a run right after an example is loaded would send the previous example's name, which the
 * server refuses (OPERATION_RESOLUTION_FAILURE); without a name, the server runs the document's only operation.
 */
export function operationToRun(query: string, operationName: string | null | undefined): string | null {
  if (!operationName) return null;
  const names = new Set(Array.from(query.matchAll(OPERATION_NAMES), (m) => m[1]));
  return names.has(operationName) ? operationName : null;
}

/**
 * GraphiQL's fetcher (docs/adr/0053): each document goes to the site's own /graphql through rawFetch, with the key as
 * X-Api-Key (or the admin's bearer token), cookies omitted; GraphiQL gets the parsed answer, and `onAnswer` the status,
 * errors and cost of each document the user runs (not of the introspection behind the documentation).
 */
export function explorerFetcher(credentials: ExplorerCredentials, onAnswer: (answer: ExplorerAnswer) => void) {
  return async (params: ExplorerParams): Promise<Record<string, unknown>> => {
    const introspection = params.operationName === INTROSPECTION_NAME;
    const operationName = introspection ? INTROSPECTION_NAME : operationToRun(params.query, params.operationName);
    const apiKey = credentials.apiKey();
    const adminToken = apiKey ? null : credentials.adminToken?.();
    if (!apiKey && !adminToken) return { errors: [{ message: NO_CREDENTIALS_MESSAGE }] };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey) headers[API_KEY_HEADER] = apiKey;
    else if (adminToken) headers.authorization = `Bearer ${adminToken}`;
    let res: Response;
    try {
      res = await rawFetch('/graphql', {
        method: 'POST',
        headers,
        credentials: 'omit',
        body: JSON.stringify({ query: params.query, variables: params.variables ?? {}, ...(operationName ? { operationName } : {}) }),
      });
    } catch {
      const unreachable = { message: UNREACHABLE_MESSAGE, code: null };
      if (!introspection) onAnswer({ status: 0, errors: [unreachable], cost: null });
      return { errors: [{ message: UNREACHABLE_MESSAGE }] };
    }
    const text = await res.text();
    let answer: (GraphqlAnswer & Record<string, unknown>) | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) answer = parsed as GraphqlAnswer & Record<string, unknown>;
    } catch {
      // Not JSON (a proxy's page): shown as it came, as an error.
    }
    const errors = (answer?.errors ?? []).map((e) => ({ message: String(e.message ?? ''), code: typeof e.extensions?.code === 'string' ? e.extensions.code : null }));
    if (!introspection) onAnswer({ status: res.status, errors, cost: costOf(answer, res.headers.get('RateLimit')) });
    return answer ?? { errors: [{ message: `Réponse illisible (HTTP ${res.status}) : ${text.slice(0, 500)}` }] };
  };
}
