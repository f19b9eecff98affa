import { rawFetch } from '../accounts';
/**
 * The explorer's one request (docs/adr/0053): a document sent to the site's own /graphql, with the partner's key as
 * X-Api-Key, or the admin's bearer token when no key is given; the answer and its cost, read from `extensions.cost` and
 * the RateLimit header.
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
  /** The answer's JSON, formatted. */
  body: string;
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

export interface ExplorerRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
  apiKey: string;
  adminToken: string | null;
}

export async function runDocument(r: ExplorerRequest): Promise<ExplorerAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (r.apiKey) headers['x-api-key'] = r.apiKey;
  else if (r.adminToken) headers.authorization = `Bearer ${r.adminToken}`;
  const res = await rawFetch('/graphql', {
    method: 'POST',
    headers,
    credentials: 'omit',
    body: JSON.stringify({ query: r.query, variables: r.variables, ...(r.operationName ? { operationName: r.operationName } : {}) }),
  });
  const text = await res.text();
  let answer: GraphqlAnswer | null = null;
  try {
    answer = JSON.parse(text) as GraphqlAnswer;
  } catch {
    // Not JSON (a proxy's page): shown as it came.
  }
  const errors = (answer?.errors ?? []).map((e) => ({ message: String(e.message ?? ''), code: typeof e.extensions?.code === 'string' ? e.extensions.code : null }));
  return { status: res.status, body: answer ? JSON.stringify(answer, null, 2) : text, errors, cost: costOf(answer, res.headers.get('RateLimit')) };
}
