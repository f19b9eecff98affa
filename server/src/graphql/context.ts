import type { DataSource } from 'typeorm';
import type { Role } from '../auth/roles.js';
import type { BudgetReport } from '../auth/budget-report.js';
import type { Db } from '../db/db.js';
import type { ChangeListener } from '../db/change-channel.js';
import type { TokenKind, TokenService } from '../auth/token.service.js';
import type { Config } from '../config.js';
import type { ApiClient, ClientQuota } from '../auth/client-quota.js';
import type { RateLimits } from '../auth/rate-limits.js';
import type { TrustedDocuments } from './trusted-documents.js';

export interface Viewer { id: number; role: Role }

/** The seam to the moderation log (graphql/personal-data.ts; wired in services.ts): the infrastructure imports no module. */
export interface PersonalDataAudit {
  record(read: { actorId: number; operationName: string | null; fields: readonly string[] }): Promise<void>;
}

/**
 * The process-wide services (server/src/services.ts). A module that provides one declares it here by declaration merging
 * from its own files (`declare module '../../graphql/context.js' { interface AppServices { … } }`: the mail module's
 * mail outbox, the restaurants module's filter catalog), so this file imports no module.
 */
export interface AppServices {
  db: DataSource;
  config: Config;
  tokens: TokenService;
  limits: RateLimits;
  quota: ClientQuota;
  /** What the other instances changed (PostgreSQL LISTEN/NOTIFY, ADR 0037): the caches that must agree listen to it. */
  changes: ChangeListener;
  /** The first-party client's operations by hash (graphql/trusted-documents.ts, ADR 0048). */
  documents: TrustedDocuments;
  /** Where an admin's reading of personal data in a document of their own is written (graphql/personal-data.ts, the moderation log). */
  personalDataAudit: PersonalDataAudit;
  /** Every module's per-request DataLoaders for a new request (graphql/loaders.ts loadersOf, given the module list). */
  newLoaders: (ctx: RequestContext) => Loaders;
}

/**
 * Every module's per-request DataLoaders, by name: every field that can appear in a list is batched. Each module with
 * loaders adds them by declaration merging from its loaders file, so this file imports no module (the import circle of
 * issue 26 came from computing this type from every module).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface Loaders {}

/** Who is calling, as the transport saw it: the client's address (behind TRUST_PROXY) and its browser. */
export interface ClientInfo { address: string; userAgent: string }

/** The refresh cookies of the request, read and written by the transport (services never see HTTP). */
interface RefreshCookies {
  read(kind: TokenKind): string | null;
  write(kind: TokenKind, token: string): void;
  clear(kind: TokenKind): void;
}

/** What a transport (REST, GraphQL, the page shell) gives a request: server/src/http/express-transport.ts. */
export interface Transport {
  client: ClientInfo;
  /** The bearer access token sent with the request, unverified (a partner key is not one: docs/adr/0047). */
  bearerToken: string | null;
  /** The partner its valid API key names (http/api-key-gate.ts), or null for a visitor: a key opens nothing private. */
  apiClient: ApiClient | null;
  refreshCookies: RefreshCookies;
}

/** What every service method receives first: the services, the per-request loaders and who is asking. */
export interface RequestContext extends Omit<AppServices, 'db' | 'newLoaders'>, Transport {
  /** The pool, or the transaction of the mutation under way (server/src/db/transaction.ts withTransaction). */
  db: Db;
  loaders: Loaders;
  viewer: Viewer | null;
  /** What this request spent of its client's budget, once spent (protection.ts; the rateLimit query reads it). */
  budget: BudgetReport | null;
  /** A document of the caller's own on /graphql, not one of the site's registered documents (the explorer; ADR 0053). */
  ownDocument: boolean;
}

const NO_COOKIES: RefreshCookies = { read: () => null, write: () => {}, clear: () => {} };
const NO_TRANSPORT: Transport = { client: { address: 'local', userAgent: '' }, bearerToken: null, apiClient: null, refreshCookies: NO_COOKIES };

/** A request's context; without a transport, a local caller (scripts, benchmarks) with no session. */
export function createRequestContext(app: AppServices, transport: Transport = NO_TRANSPORT): RequestContext {
  const { newLoaders, ...services } = app;
  const ctx: RequestContext = { ...services, ...transport, loaders: null as unknown as Loaders, viewer: null, budget: null, ownDocument: false };
  ctx.loaders = newLoaders(ctx);
  return ctx;
}
