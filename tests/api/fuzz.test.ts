/**
 * Property-based fuzzing of every public surface (DESIGN §10): every REST route of `restRoutes` and every GraphQL
 * root field of the schema, walked at run time so a new route or field is fuzzed without touching this file.
 *
 * For every answer: no 5xx (nor a timeout), JSON, French refusals with a code; GraphQL answers carry `data` or
 * `errors`, each error a French message and an `extensions.code` (never INTERNAL_SERVER_ERROR).
 *
 * Reproduce a failure with the line it prints (FUZZ_SEED, FUZZ_ONLY, FUZZ_PATH). Other knobs: FUZZ_RUNS (runs per
 * endpoint, 40), FUZZ_TIME_LIMIT_MS (per endpoint, 3500), FUZZ_KEEP_GOING=1 (do not stop at an endpoint's first
 * failure: list every distinct failure of the endpoint; they also go to test-results/fuzz-failures.json), FUZZ_TRACE=1
 * (every case's status, code and message to test-results/fuzz-trace.jsonl).
 */
import 'reflect-metadata';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { getMetadataStorage as classValidatorStorage } from 'class-validator';
import fc from 'fast-check';
import type { GraphQLField, GraphQLObjectType } from 'graphql';
import sharp from 'sharp';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { signPreviewToken } from '../../server/src/auth/preview-token.js';
import { importRecords } from '../../server/src/data/import/importer.js';
import { mediaStores } from '../../server/src/modules/media/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { buildAppSchema } from '../../server/src/graphql/build-schema.js';
import { resolvers, restRoutes } from '../../server/src/composition.js';
import type { RestRoute } from '../../server/src/rest/route.js';
import { accountId, deleteAccounts, giveRestaurant, resetPasswords, resetSecondFactor } from '../factories/accounts.js';
import { insertAppealDecision } from '../factories/appeals.js';
import { forgetRateLimits } from '../factories/clock.js';
import { ANGERS, restaurantRecord, reviewsWithRatings } from '../factories/restaurants.js';
import { startFakeGeocoder, type FakeGeocoder } from '../support/fake-geocoder.js';
import {
  gqlCase, gqlOperation, gqlTransportCase, gqlVariableCase, gqlVariableOperation, identitiesFor, jsonText, plausible, restCase, uploadCase, worldDates,
  type GqlCase, type HttpCase, type Identity, type RouteFields, type World,
} from './fuzz-arbitraries.js';
import { startTestServer, type TestServer } from './harness.js';
import { TestAuthenticator } from '../support/totp.js';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20_260_049);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 3500);
const REQUEST_TIMEOUT_MS = 10_000;
const TEST_TIMEOUT_MS = TIME_LIMIT_MS + 2 * REQUEST_TIMEOUT_MS + 15_000;
const KEEP_GOING = process.env.FUZZ_KEEP_GOING === '1';
const ONLY = process.env.FUZZ_ONLY;
const REPLAY_PATH = process.env.FUZZ_PATH;
const TRACE = process.env.FUZZ_TRACE === '1';
const RESULTS_DIR = path.join(import.meta.dirname, '../../test-results');
const ROLES = ['customer', 'restaurateur', 'admin'] as const;

const selected = (endpoint: string) => !ONLY || endpoint.includes(ONLY);

// ---------------------------------------------------------------------------------------------------------------------
// French messages
// ---------------------------------------------------------------------------------------------------------------------

/** What a raw JavaScript, graphql-js, body-parser or PostgreSQL message looks like. */
const RAW_ERROR = /\b(cannot|unexpected|expected|must be|got invalid value|invalid input syntax|syntax error|is not|was not|does not|of type|of required type|did you mean|unknown (argument|type|operation|field|directive)|not provided|represent|violates|duplicate key|null value|out of range|value too long|typeerror|rangeerror|syntaxerror|referenceerror|undefined|the|must|invalid|error|failed|please|request|allowed|only|operation|batching|persisted|found)\b/i;
const ACCENT = /[àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ’«»]/;
const FRENCH_WORD = /(?<!\p{L})(le|la|les|l|de|des|du|d|un|une|est|sont|doit|doivent|invalide|invalides|trop|requête|veuillez|connexion|introuvable|inconnu|inconnue|incorrect|incorrecte|manquant|manquante|requis|requise|refusé|refusée|adresse|ville|identifiant|jeton|mot|passe|champ|texte|nombre|liste|au|aux|pas|ne|ou|et|en|pour|avec|sur|votre|vos|ce|cette|saisissez|réessayer|expirée|fichier|volumineux|limitée|numéro|tri|heure|prix|filtres|recherche|caractères|courriel|compte|accès)(?!\p{L})/iu;

/** French, and not a raw error passed through: an accent or a common French word, none of the raw errors' words. */
function isFrench(message: unknown): boolean {
  if (typeof message !== 'string' || !message.trim()) return false;
  if (RAW_ERROR.test(message)) return false;
  return ACCENT.test(message) || FRENCH_WORD.test(message);
}

// ---------------------------------------------------------------------------------------------------------------------
// The server, its data and its logged-in clients
// ---------------------------------------------------------------------------------------------------------------------

let t: TestServer;
let geo: FakeGeocoder;
let world: World;
const tokens: Partial<Record<Identity, string>> = {};
let ipCounter = 0;
const freshIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/** What the server wrote with console.error while a request ran (its 500s log the cause there). */
let serverLog: string[] = [];
const originalConsoleError = console.error;

interface Answer { status: number; contentType: string; text: string; json: unknown; failure?: string; log: string[] }

type Sendable = Pick<HttpCase, 'identity' | 'badAuthorization' | 'forwardedFor' | 'origin' | 'secFetchSite' | 'cookie' | 'contentType' | 'contentEncoding' | 'body'>;

/** One real HTTP request; a timeout or a dropped connection is an answer too (a failure). */
async function send(method: string, pathAndQuery: string, c: Sendable): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': c.forwardedFor };
  const authorization = c.identity === 'anonymous' ? c.badAuthorization : tokens[c.identity] ? `Bearer ${tokens[c.identity]}` : undefined;
  if (authorization !== undefined) headers.authorization = authorization;
  if (c.origin) headers.origin = c.origin === 'SAME' ? t.url : c.origin;
  if (c.secFetchSite) headers['sec-fetch-site'] = c.secFetchSite;
  if (c.cookie) headers.cookie = c.cookie;
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  if (c.contentEncoding) headers['content-encoding'] = c.contentEncoding;
  // Bytes, so fetch adds no content type of its own.
  const body = method === 'GET' || c.body === undefined ? undefined : typeof c.body === 'string' ? Buffer.from(c.body, 'utf8') : Buffer.from(c.body);
  serverLog = [];
  try {
    const res = await fetch(`${t.url}${pathAndQuery}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text, json, log: serverLog };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const failure = e.name === 'TimeoutError' || e.name === 'AbortError'
      ? `timeout: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
      : e.message === 'fetch failed' ? `connection failed: ${e.cause?.code ?? e.cause?.message ?? 'unknown'}` : `request not sent (suite bug?): ${e.message}`;
    return { status: 0, contentType: '', text: '', json: undefined, failure, log: serverLog };
  }
}

async function graphql(query: string, variables: Record<string, unknown>, identity: Identity = 'anonymous'): Promise<Answer> {
  return send('POST', '/graphql', { identity, forwardedFor: freshIp(), contentType: 'application/json', body: JSON.stringify({ query, variables }) });
}

async function logIn(role: (typeof ROLES)[number]): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  // The admin's second factor is set up afresh at each (re)connection, as after npm run admin:create: a set-up code is
  // never a replay, so the repairs never wait for the clock.
  if (role === 'admin') await resetSecondFactor(t.db, account.email);
  const r = await graphql(
    'mutation ($email: String!, $password: String!, $space: LoginSpace!) { logIn(email: $email, password: $password, space: $space) { __typename ... on Session { accessToken } ... on SecondFactorRequired { challenge setupSecret } ... on UserError { message } } }',
    { email: account.email, password: DEMO_PASSWORD, space: role });
  let result = (r.json as { data?: { logIn?: { accessToken?: string; challenge?: string; setupSecret?: string } } } | undefined)?.data?.logIn;
  if (result?.challenge && result.setupSecret) {
    const code = await new TestAuthenticator(result.setupSecret).nextCode();
    const confirmed = await graphql('mutation ($c: String!, $k: String!) { confirmSecondFactor(challenge: $c, code: $k) { ... on SecondFactorSession { accessToken } } }', { c: result.challenge, k: code });
    result = (confirmed.json as { data?: { confirmSecondFactor?: { accessToken?: string } } } | undefined)?.data?.confirmSecondFactor;
  }
  if (!result?.accessToken) throw new Error(`Connexion impossible du compte ${role} : ${r.text.slice(0, 300)}`);
  tokens[role] = result.accessToken;
}

async function sessionValid(role: (typeof ROLES)[number]): Promise<boolean> {
  if (!tokens[role]) return false;
  const r = await graphql('{ me { role } }', {}, role);
  return (r.json as { data?: { me?: { role?: string } } } | undefined)?.data?.me?.role === role;
}

/**
 * The fuzz may change a password, delete an account or exhaust the login limits: before each endpoint, broken
 * sessions are repaired (limits reset, demo accounts restored) and opened again, so every handler is reached.
 */
async function ensureSessions(): Promise<void> {
  const broken: (typeof ROLES)[number][] = [];
  for (const role of ROLES) if (!(await sessionValid(role))) broken.push(role);
  if (!broken.length) return;
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  try {
    await forgetRateLimits(t.db).catch(() => {});
    const present: unknown[] = await t.db.query('SELECT 1 FROM app_user WHERE email = ANY($1) AND role::text = ANY($2)', [emails, DEMO_ACCOUNTS.map((a) => a.role)]);
    if (present.length < DEMO_ACCOUNTS.length) {
      await deleteAccounts(t.db, emails);
      await seedDemoAccounts(t.db, () => {});
      broken.splice(0, broken.length, ...ROLES);
    } else {
      await resetPasswords(t.db, emails, await hashPassword(DEMO_PASSWORD));
    }
    for (const role of broken) await logIn(role);
  } catch (error) {
    // The endpoint is still fuzzed; the roles without a session are then only seen as visitors.
    for (const role of broken) delete tokens[role];
    console.warn(`Sessions des comptes de démonstration non rétablies (${broken.join(', ')}) : ${String(error)}`);
  }
}

/** Every label of the filter vocabulary (types, cuisines and filters). */
function filterLabels(): string[] {
  const data = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../common/data/filters-fr.json'), 'utf8')) as { groups?: { labels?: unknown[] }[] };
  const labels = (data.groups ?? []).flatMap((g) => g.labels ?? []).filter((l): l is string => typeof l === 'string');
  const spread = labels.filter((_, i) => i % 3 === 0);
  return [...new Set(['Terrasse', 'Végétarien', 'Parking gratuit', 'Crêperie', 'Française', 'Traditionnel', '4 étoiles', ...spread])].slice(0, 40);
}

beforeAll(async () => {
  geo = await startFakeGeocoder();
  t = await startTestServer({ API_RATE_LIMIT_PER_MINUTE: '100000', GEOCODER_URL: geo.url });
  let n = 0;
  await importRecords(t.db, [
    restaurantRecord({
      externalId: 'fuzz-table', name: 'La Table du Ralliement', filters: ['Terrasse', 'Végétarien'], averagePrice: 28,
      schedule: { mardi: [['12:00', '14:00'], ['19:00', '22:30']], samedi: [['19:00', '23:00']] }, reviews: reviewsWithRatings([5, 4]),
      menu: { sections: [{ title: 'Entrées', dishes: [{ name: 'Rillauds d’Anjou', price: 9.5 }] }] },
    }),
    restaurantRecord({ externalId: 'fuzz-creperie', name: 'Crêperie du Château', types: ['Crêperie'], filters: ['Terrasse', 'Parking gratuit'], reviews: reviewsWithRatings([3]) }),
    restaurantRecord({ externalId: 'fuzz-loin', name: 'Le Lointain', location: { lat: ANGERS.lat + 0.3, lng: ANGERS.lng } }),
    restaurantRecord({ externalId: 'fuzz-cache', name: 'Le Caché', published: false }),
  ], { storage: mediaStores(t.config).public, now: new Date(), idUrl: () => `fuzz-${String(++n).padStart(3, '0')}` });
  await seedDemoAccounts(t.db, () => {});
  const restaurants: { id: number; id_url: string; status: string }[] = await t.db.query('SELECT id, id_url, status FROM restaurant ORDER BY id');
  const users: { id: number }[] = await t.db.query('SELECT id FROM app_user ORDER BY id');
  const published = restaurants.filter((r) => r.status === 'published').map((r) => r.id_url);
  const hidden = restaurants.filter((r) => r.status !== 'published').map((r) => r.id_url);
  const secret = t.config.appSecret;
  const [review]: { id: number }[] = await t.db.query(`SELECT id FROM review ORDER BY id LIMIT 1`);
  const customer = await accountId(t.db, DEMO_ACCOUNTS[0].email);
  const appealTokens = [
    await insertAppealDecision(t.db, t.config, { reviewId: review.id, email: DEMO_ACCOUNTS[0].email, accountId: customer }),
    await insertAppealDecision(t.db, t.config, { reviewId: review.id, email: 'visiteur@mijote.test' }),
  ];
  const square = sharp({ create: { width: 16, height: 12, channels: 3, background: '#c0392b' } });
  world = {
    idUrls: [...published, ...hidden],
    restaurantIds: restaurants.map((r) => r.id),
    previewTokens: [...hidden.map((id) => signPreviewToken(secret, id)), signPreviewToken(secret, published[0]), ...hidden.map((id) => signPreviewToken(secret, id, -60))],
    appealTokens: [...appealTokens, `${appealTokens[0].split('-')[0]}-${'x'.repeat(32)}`],
    userIds: users.map((u) => u.id),
    citySlugs: ['angers', 'saumur', 'cholet', 'restaurants-a-proximite', 'atlantide'],
    cityNames: ['Angers', 'ang', 'Saumur', 'Mûrs-Erigné', 'murs', 'a', 'Les Ponts-de-Cé'],
    restaurantNames: ['La Table du Ralliement', 'table', 'Crêperie', 'Le Caché'],
    filterLabels: filterLabels(),
    emails: [...DEMO_ACCOUNTS.map((a) => a.email), 'inconnu@mijote.test', 'CLIENT@MIJOTE.TEST'],
    passwords: [DEMO_PASSWORD, 'Mauvais1!', 'Nouveau49!x', ''],
    adminSecrets: [t.config.adminPath, t.config.adminModerationPath],
    dates: worldDates(new Date()),
    images: [
      new Uint8Array(await square.clone().png().toBuffer()),
      new Uint8Array(await square.clone().jpeg().toBuffer()),
      new Uint8Array(await square.clone().webp().toBuffer()),
    ],
  };
  for (const role of ROLES) await logIn(role);
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (TRACE) rmSync(path.join(RESULTS_DIR, 'fuzz-trace.jsonl'), { force: true });
  console.error = (...args: unknown[]) => {
    serverLog.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 2, breakLength: Infinity }))).join(' ').split('\n').slice(0, 4).join(' | '));
  };
}, 180_000);

afterAll(async () => {
  console.error = originalConsoleError;
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'fuzz-counts.json'), `${JSON.stringify(counts, null, 2)}\n`);
  writeFileSync(path.join(RESULTS_DIR, 'fuzz-failures.json'), `${JSON.stringify(failures, null, 2)}\n`);
  for (const [endpoint, c] of Object.entries(counts)) {
    const bad = failures[endpoint]?.length ?? 0;
    console.log(`fuzz ${endpoint}: ${c.cases} cases, 2xx ${c.status2xx}, 4xx ${c.status4xx}, 5xx ${c.status5xx}${c.noAnswer ? `, no answer ${c.noAnswer}` : ''}${bad ? ` — ${bad} distinct failure(s)` : ''}`);
  }
  await t?.close();
  await geo?.close();
});

// ---------------------------------------------------------------------------------------------------------------------
// Properties of every answer
// ---------------------------------------------------------------------------------------------------------------------

interface Problem { kind: string; code?: string; message?: string; detail?: string }

function answerProblems(a: Answer): Problem[] {
  if (a.failure) return [{ kind: a.failure.split(':')[0], message: a.failure }];
  const problems: Problem[] = [];
  if (a.status >= 500) {
    const b = a.json as { code?: unknown; message?: unknown } | undefined;
    problems.push({ kind: `status ${a.status}`, code: typeof b?.code === 'string' ? b.code : undefined, message: typeof b?.message === 'string' ? b.message : a.text.slice(0, 200) });
  }
  if (!/json/i.test(a.contentType) || a.json === undefined) problems.push({ kind: 'answer is not JSON', message: `${a.contentType || 'no content type'}: ${a.text.slice(0, 120)}` });
  return problems;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A refusal in the REST shape: { success: false, code, message } with a French message. */
function restRefusalProblems(body: unknown): Problem[] {
  if (!isRecord(body) || body.success !== false || typeof body.code !== 'string' || typeof body.message !== 'string') {
    return [{ kind: '4xx without { success: false, code, message }', message: jsonText(body).slice(0, 200) }];
  }
  return isFrench(body.message) ? [] : [{ kind: '4xx message not French', code: body.code, message: body.message }];
}

function restProblems(a: Answer): Problem[] {
  const problems = answerProblems(a);
  if (!problems.length && a.status >= 400 && a.status < 500) problems.push(...restRefusalProblems(a.json));
  return problems;
}

/** GraphQL: data or errors; every error French with a code other than INTERNAL_SERVER_ERROR; result messages French. */
function graphqlProblems(a: Answer, transport = false): Problem[] {
  const problems = answerProblems(a);
  if (problems.length) return problems;
  const body = a.json;
  if (!isRecord(body) || (!('data' in body) && !('errors' in body))) {
    // A request refused before GraphQL (body too large, broken JSON) answers in the REST shape.
    if (a.status >= 400 && a.status < 500 && isRecord(body) && body.success === false) return restRefusalProblems(body);
    return [{ kind: 'GraphQL answer with neither data nor errors', message: a.text.slice(0, 200) }];
  }
  if ('errors' in body) {
    if (!Array.isArray(body.errors) || !body.errors.length) problems.push({ kind: 'GraphQL errors not a non-empty list', message: jsonText(body.errors).slice(0, 200) });
    for (const e of Array.isArray(body.errors) ? body.errors : []) {
      const error = isRecord(e) ? e : {};
      const code = isRecord(error.extensions) && typeof error.extensions.code === 'string' ? error.extensions.code : undefined;
      const message = typeof error.message === 'string' ? error.message : undefined;
      const detail = jsonText(error).slice(0, 600);
      if (code === 'INTERNAL_SERVER_ERROR') problems.push({ kind: 'GraphQL INTERNAL_SERVER_ERROR', code, message, detail });
      else if (!code) problems.push({ kind: 'GraphQL error without extensions.code', message, detail });
      else if (!isFrench(message)) problems.push({ kind: 'GraphQL error message not French', code, message, detail });
    }
  }
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isRecord(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.endsWith('_message') && typeof x === 'string' && !isFrench(x)) problems.push({ kind: 'GraphQL result message not French', code: k.replace(/_message$/, ''), message: x });
        else walk(x);
      }
    }
  };
  if (!transport) walk(body.data);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------------
// The runner: fast-check per endpoint, counts and failures kept for the report
// ---------------------------------------------------------------------------------------------------------------------

interface Counts { cases: number; status2xx: number; status4xx: number; status5xx: number; noAnswer: number }
interface Failure { kind: string; status: number; code?: string; message?: string; detail?: string; serverLog?: string; request: string; answer: string; path: string; occurrences: number }
const counts: Record<string, Counts> = {};
const failures: Record<string, Failure[]> = {};

/** Each endpoint gets its own seed from the base one, so adding an endpoint does not change the others' cases. */
function seedOf(endpoint: string): number {
  let h = BASE_SEED | 0;
  for (const ch of endpoint) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

const preview = (v: string | Uint8Array | undefined, max = 300): string => {
  if (v === undefined) return 'none';
  if (typeof v !== 'string') return `<${v.length} bytes: ${Buffer.from(v.subarray(0, 16)).toString('hex')}${v.length > 16 ? '…' : ''}>`;
  return `${JSON.stringify(v.slice(0, max))}${v.length > max ? ` … (${v.length} characters)` : ''}`;
};

/** Messages without their values (quoted text, numbers, the echoed invalid value), so one cause makes one failure. */
const shapeOf = (text: string) => text
  .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
  .replace(/got invalid value .*?(?=; |$)/, 'got invalid value …')
  .replace(/(cannot represent[^:]*|found):? .*$/, '$1 …')
  .replace(/\d+(\.\d+)?(e[+-]?\d+)?/gi, 'N')
  .slice(0, 120);

const signatureOf = (p: Problem, status: number, log: string) =>
  `${p.kind}|${status}|${p.code ?? ''}|${shapeOf(p.message ?? '')}|${status >= 500 ? shapeOf(log.split(' | ')[0] ?? '') : ''}`;

function describeFailure(endpoint: string, f: Failure, seed: number): string {
  return [
    `${endpoint}: ${f.kind}${f.code ? ` [${f.code}]` : ''}${f.message ? ` — ${JSON.stringify(f.message.slice(0, 300))}` : ''}`,
    `  request: ${f.request}`,
    `  answer:  ${f.answer}`,
    ...(f.detail ? [`  offending error: ${f.detail}`] : []),
    ...(f.serverLog ? [`  server log: ${f.serverLog.slice(0, 600)}`] : []),
    `  reproduce: FUZZ_SEED=${BASE_SEED} FUZZ_ONLY='${endpoint}' FUZZ_PATH=${f.path} npx vitest run --project api tests/api/fuzz.test.ts (endpoint seed ${seed})`,
  ].join('\n');
}

async function fuzz<C>(endpoint: string, arbitrary: fc.Arbitrary<C>, exec: (c: C) => Promise<{ answer: Answer; problems: Problem[]; request: string }>): Promise<void> {
  const seed = seedOf(endpoint);
  const count = (counts[endpoint] ??= { cases: 0, status2xx: 0, status4xx: 0, status5xx: 0, noAnswer: 0 });
  const found = (failures[endpoint] ??= []);
  const seen = new Map<string, Failure>();
  let run = 0;
  const property = fc.asyncProperty(arbitrary, async (c) => {
    const index = REPLAY_PATH ?? String(run++);
    const { answer, problems, request } = await exec(c);
    if (TRACE) {
      const b = isRecord(answer.json) ? answer.json : {};
      const firstError = Array.isArray(b.errors) && isRecord(b.errors[0]) ? b.errors[0] : {};
      appendFileSync(path.join(RESULTS_DIR, 'fuzz-trace.jsonl'), `${JSON.stringify({ endpoint, run: index, status: answer.status, code: b.code ?? (isRecord(firstError.extensions) ? firstError.extensions.code : undefined), message: b.message ?? firstError.message, request: request.slice(0, 300) })}\n`);
    }
    count.cases += 1;
    if (answer.failure) count.noAnswer += 1;
    else if (answer.status >= 500) count.status5xx += 1;
    else if (answer.status >= 400) count.status4xx += 1;
    else count.status2xx += 1;
    if (!problems.length) return true;
    let first: Failure | undefined;
    for (const p of problems) {
      const signature = signatureOf(p, answer.status, answer.log[0] ?? '');
      const known = seen.get(signature);
      if (known) {
        known.occurrences += 1;
        continue;
      }
      const failure: Failure = {
        kind: p.kind, status: answer.status, code: p.code, message: p.message, detail: p.detail, serverLog: answer.log.join(' || ') || undefined, request,
        answer: answer.failure ?? `${answer.status} ${answer.contentType} ${preview(answer.text, 400)}`, path: index, occurrences: 1,
      };
      seen.set(signature, failure);
      found.push(failure);
      first ??= failure;
    }
    if (KEEP_GOING || !first) return true;
    throw new Error(describeFailure(endpoint, first, seed));
  });
  const details = await fc.check(property, {
    numRuns: RUNS, seed, endOnFailure: true, interruptAfterTimeLimit: TIME_LIMIT_MS, ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
  });
  if (details.failed) {
    const error = details.errorInstance;
    throw new Error(error instanceof Error ? error.message : `${endpoint}: ${String(error)} (seed ${seed}, path ${details.counterexamplePath})`);
  }
  if (found.length) {
    throw new Error(`${found.length} distinct failure(s) in ${count.cases} cases:\n${found.map((f) => `${describeFailure(endpoint, f, seed)}\n  (seen ${f.occurrences}×)`).join('\n')}`);
  }
  expect(count.cases).toBeGreaterThan(0);
}

// ---------------------------------------------------------------------------------------------------------------------
// REST: every route of restRoutes
// ---------------------------------------------------------------------------------------------------------------------

/** Field names of the REST DTOs (class-validator metadata of the imported rest modules) and of the documented contract. */
function restFieldPool(): string[] {
  const documented = ['name', 'city', 'latitude', 'longitude', 'distance', 'filters', 'price', 'page', 'sort', 'date', 'hour', 'id_url', 'idrestaurant', 'idResto', 'sessionId', 'cityName', 'address', 'token', 'password', 'previewToken', 'secret'];
  const storage = classValidatorStorage() as unknown as { validationMetadatas?: Map<unknown, { propertyName?: unknown }[]> | { propertyName?: unknown }[] };
  const metadatas = storage.validationMetadatas instanceof Map ? [...storage.validationMetadatas.values()].flat() : Array.isArray(storage.validationMetadatas) ? storage.validationMetadatas : [];
  return [...new Set([...documented, ...metadatas.map((m) => m.propertyName).filter((n): n is string => typeof n === 'string')])];
}
const REST_FIELDS = restFieldPool();

const roleList = (access: RestRoute['access']): Identity[] | 'public' => (access === 'public' ? 'public' : (access as Identity[]));

/** The `field` a route's 400 names (its first refused field), if any. */
async function refusedField(route: RestRoute, identity: Identity, body: Record<string, unknown>): Promise<string | null> {
  const query = route.method === 'get' ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))}` : '';
  const a = await send(route.method.toUpperCase(), `/api${route.path}${query}`, {
    identity, forwardedFor: freshIp(), contentType: 'application/json', body: route.method === 'get' ? undefined : JSON.stringify(body),
  });
  return a.status === 400 && isRecord(a.json) && typeof a.json.field === 'string' ? a.json.field.split('.')[0] : null;
}

const sample = (name: string) => fc.sample(plausible(name, world), { numRuns: 1, seed: 1 })[0];

/**
 * A route's fields, learnt from its own refusals (the `field` of its 400s), so generated bodies are mostly about the
 * route: required ones (an empty body is refused until they are all given), then validated optional ones (every
 * name of the pool given a value no rule accepts; kept when a valid-looking value alone is not refused, since a
 * route refusing unknown names would name them too).
 */
async function learnFields(route: RestRoute): Promise<RouteFields> {
  if (route.rawBody) return { required: [], known: [], pool: REST_FIELDS };
  const identity: Identity = route.access === 'public' ? 'anonymous' : (route.access[0] as Identity);
  const required: string[] = [];
  const base: Record<string, unknown> = {};
  for (let i = 0; i < 8; i += 1) {
    const field = await refusedField(route, identity, base);
    if (!field || required.includes(field)) break;
    required.push(field);
    base[field] = sample(field);
  }
  if (route.method === 'get') return { required, known: required, pool: REST_FIELDS };
  let remaining = REST_FIELDS.filter((n) => !required.includes(n));
  const flagged: string[] = [];
  for (let i = 0; i <= REST_FIELDS.length; i += 1) {
    const field = await refusedField(route, identity, { ...base, ...Object.fromEntries(remaining.map((k) => [k, { x: [] }])) });
    if (!field || field in base) break;
    flagged.push(field);
    // A field left out but required by the others (latitude once longitude is given) gets a valid-looking value.
    if (!remaining.includes(field)) base[field] = sample(field);
    remaining = remaining.filter((k) => k !== field);
  }
  const known = new Set(required);
  for (const field of new Set(flagged)) if ((await refusedField(route, identity, { ...base, [field]: sample(field) })) !== field) known.add(field);
  return { required, known: [...known], pool: REST_FIELDS };
}

function describeHttp(method: string, pathAndQuery: string, c: HttpCase): string {
  return [
    `${method} ${pathAndQuery.length > 300 ? `${pathAndQuery.slice(0, 300)}… (${pathAndQuery.length} characters)` : pathAndQuery} as ${c.identity}`,
    c.badAuthorization !== undefined && c.identity === 'anonymous' ? `authorization ${preview(c.badAuthorization, 80)}` : null,
    `content-type ${c.contentType === undefined ? 'none' : JSON.stringify(c.contentType.slice(0, 80))}`,
    c.contentEncoding ? `content-encoding ${c.contentEncoding}` : null,
    c.origin ? `origin ${c.origin}` : null,
    c.secFetchSite ? `sec-fetch-site ${c.secFetchSite}` : null,
    c.cookie ? `cookie ${preview(c.cookie, 80)}` : null,
    `x-forwarded-for ${preview(c.forwardedFor, 40)}`,
    method === 'GET' ? null : `body (${c.kind}) ${preview(c.body)}`,
  ].filter(Boolean).join('; ');
}

describe('fuzz: every REST route of restRoutes', () => {
  for (const route of restRoutes) {
    const endpoint = `${route.method.toUpperCase()} /api${route.path}`;
    it.skipIf(!selected(endpoint))(endpoint, async () => {
      await ensureSessions();
      const fields = await learnFields(route);
      if (TRACE) appendFileSync(path.join(RESULTS_DIR, 'fuzz-trace.jsonl'), `${JSON.stringify({ endpoint, required: fields.required, known: fields.known })}\n`);
      const arbitrary = restCase(route, identitiesFor(roleList(route.access)), fields, world);
      await fuzz(endpoint, arbitrary, async (c) => {
        const method = route.method.toUpperCase();
        const pathAndQuery = `/api${route.path}${c.query !== undefined ? `?${c.query}` : ''}`;
        const answer = await send(method, pathAndQuery, c);
        return { answer, problems: restProblems(answer), request: describeHttp(method, pathAndQuery, c) };
      });
    }, TEST_TIMEOUT_MS);
  }
});

/**
 * The address parameters an upload route reads (schema/rest.md), with values that exist in the fuzz's data: the
 * restaurateur's restaurant (the unpublished one is given to them if they have none), the reviews, the kinds of the route.
 */
async function uploadParams(route: RestRoute): Promise<Record<string, string[]>> {
  const restaurateur = DEMO_ACCOUNTS.find((a) => a.role === 'restaurateur')!.email;
  let owned: { id: number; id_url: string }[] = await t.db.query('SELECT r.id, r.id_url FROM restaurant r JOIN app_user u ON u.id = r.owner_id WHERE u.email = $1', [restaurateur]);
  if (!owned.length) {
    const idUrl = world.idUrls[world.idUrls.length - 1];
    owned = [{ id: await giveRestaurant(t.db, (await accountId(t.db, restaurateur))!, { idUrl }), id_url: idUrl }];
  }
  const reviews: { id: number }[] = await t.db.query('SELECT id FROM review ORDER BY id DESC LIMIT 5');
  const restaurants = [...owned.flatMap((r) => [r.id_url, r.id_url, String(r.id)]), world.idUrls[0]];
  return {
    ...(route.path === '/restaurantPhoto' ? { restaurant: restaurants, kind: ['devanture', 'gallery', 'gallery', 'menu'], alt: ['Façade du restaurant', '', 'x'.repeat(300)] } : {}),
    ...(route.path === '/menuPhoto' ? { idUrl: restaurants, dailyMenuId: ['1', '999999', 'x'] } : {}),
    ...(route.path === '/reviewPhoto' ? { reviewId: [...reviews.map((r) => String(r.id)), '999999'], kind: ['photo', 'receipt', 'devanture'] } : {}),
  };
}

/** Pictures large enough for every upload's minimum size (the world's are 16 × 12). */
async function uploadImages(): Promise<Uint8Array[]> {
  const picture = sharp({ create: { width: 480, height: 360, channels: 3, background: '#2e7d32' } });
  return [new Uint8Array(await picture.clone().jpeg().toBuffer()), new Uint8Array(await picture.clone().png().toBuffer()), ...world.images];
}

describe('fuzz: every upload path (raw images and forms, with their address parameters)', () => {
  for (const route of restRoutes.filter((r) => r.rawBody)) {
    const endpoint = `upload POST /api${route.path}`;
    it.skipIf(!selected(endpoint))(endpoint, async () => {
      await ensureSessions();
      const params = await uploadParams(route);
      await fuzz(endpoint, uploadCase(identitiesFor(roleList(route.access)), params, { ...world, images: await uploadImages() }), async (c) => {
        const pathAndQuery = `/api${route.path}${c.query ? `?${c.query}` : ''}`;
        const answer = await send('POST', pathAndQuery, c);
        return { answer, problems: restProblems(answer), request: describeHttp('POST', pathAndQuery, c) };
      });
    }, TEST_TIMEOUT_MS);
  }
});

// ---------------------------------------------------------------------------------------------------------------------
// GraphQL: every root field of the schema
// ---------------------------------------------------------------------------------------------------------------------

const schema = await buildAppSchema(resolvers);
const authorizedFields = getMetadataStorage().authorizedFields;
const rootFields = ([['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const)
  .flatMap(([operation, type]) => (type ? Object.values((type as GraphQLObjectType).getFields()).map((field) => ({ operation, type, field })) : []));

/** Who calls a field: visitors and a customer for public fields; for guarded ones also the roles it is for. */
function fieldIdentities(field: GraphQLField<unknown, unknown>): Identity[] {
  const guard = authorizedFields.find((f) => f.fieldName === field.name);
  if (!guard) return identitiesFor('public');
  return identitiesFor(guard.roles.length ? (guard.roles as Identity[]) : [...ROLES]);
}

describe('fuzz: every GraphQL root field', () => {
  it('walks a schema with root fields', () => {
    expect(rootFields.length).toBeGreaterThan(0);
  });

  for (const { operation, type, field } of rootFields) {
    const endpoint = `graphql ${type.name}.${field.name}`;
    it.skipIf(!selected(endpoint))(endpoint, async () => {
      await ensureSessions();
      await fuzz(endpoint, gqlCase(field, fieldIdentities(field), world), async (c: GqlCase) => {
        const { query, variables } = gqlOperation(schema, operation, field, c);
        const answer = await send('POST', '/graphql', { ...c, contentType: 'application/json', body: jsonText({ query, variables }) });
        const request = `${c.inline ? 'inline literals' : 'variables'} as ${c.identity}${c.identity === 'anonymous' && c.badAuthorization !== undefined ? ` (authorization ${preview(c.badAuthorization, 60)})` : ''}: ${preview(query, 400)} variables ${preview(jsonText(variables), 400)}`;
        return { answer, problems: graphqlProblems(answer), request };
      });
    }, TEST_TIMEOUT_MS);
  }

  const transport = 'graphql (documents, batches, GET, broken bodies)';
  it.skipIf(!selected(transport))(transport, async () => {
    await fuzz(transport, gqlTransportCase(world), async (c) => {
      const pathAndQuery = `/graphql${c.query !== undefined ? `?${c.query}` : ''}`;
      const answer = await send(c.method, pathAndQuery, c);
      return { answer, problems: graphqlProblems(answer, true), request: describeHttp(c.method, pathAndQuery, c) };
    });
  }, TEST_TIMEOUT_MS);
});

/**
 * Variables null, missing, of another type, declared nullable with a default where a value is needed (issue 24: the
 * cost walk counted such an operation 0 and its field failed with INTERNAL_SERVER_ERROR), for every root field with
 * arguments, the fields of input objects given one by one as variables.
 */
describe('fuzz: variables of every GraphQL root field', () => {
  const withArguments = rootFields.filter(({ field }) => field.args.length > 0);
  it('walks root fields with arguments, queries and mutations', () => {
    expect(withArguments.some((f) => f.operation === 'query')).toBe(true);
    expect(withArguments.some((f) => f.operation === 'mutation')).toBe(true);
  });

  for (const { operation, type, field } of withArguments) {
    const endpoint = `graphql variables ${type.name}.${field.name}`;
    it.skipIf(!selected(endpoint))(endpoint, async () => {
      await ensureSessions();
      await fuzz(endpoint, gqlVariableCase(field, fieldIdentities(field), world), async (c) => {
        const { query, variables } = gqlVariableOperation(schema, operation, field, c);
        const answer = await send('POST', '/graphql', { ...c, contentType: 'application/json', body: jsonText({ query, variables }) });
        const request = `as ${c.identity}: ${preview(query, 500)} variables ${preview(jsonText(variables), 400)}`;
        return { answer, problems: graphqlProblems(answer), request };
      });
    }, TEST_TIMEOUT_MS);
  }
});

// ---------------------------------------------------------------------------------------------------------------------
// And the server still works
// ---------------------------------------------------------------------------------------------------------------------

describe('after the fuzzing', () => {
  it('the server still answers a normal search, in REST and in GraphQL', async () => {
    const rest = await send('POST', '/api/getResto', { identity: 'anonymous', forwardedFor: freshIp(), contentType: 'application/json', body: '{"city":"angers"}' });
    expect(rest.failure).toBeUndefined();
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({ success: true });
    const gql = await graphql('{ searchRestaurants(input: { citySlug: "angers" }) { __typename ... on SearchResult { total items { idUrl } } } }', {});
    expect(gql.failure).toBeUndefined();
    expect(gql.json).toMatchObject({ data: { searchRestaurants: { __typename: 'SearchResult' } } });
    expect((gql.json as { data: { searchRestaurants: { total: number } } }).data.searchRestaurants.total).toBeGreaterThan(0);
  }, 30_000);
});
