import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, Kind, parse, visit, type DocumentNode, type GraphQLSchema, type SelectionSetNode, type ValidationRule } from 'graphql';
import { hasControlCharacter, INPUT_MESSAGES, inputProblem } from '../../../common/input-rules.js';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../../common/network-messages.js';
import { DEVELOPERS_PATH, PARTNER_KEY_REQUEST_PATH } from '../../../common/page-addresses.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { budgetHeaders, costExtension, spentBudget } from '../auth/budget-report.js';
import { ClientQuota } from '../auth/client-quota.js';
import { ServiceError } from '../modules/shared/service-errors.js';
import { operationCost } from './cost.js';
import { graphqlCost } from '../metrics.js';
import type { RequestContext } from './context.js';

/** Limits chosen from the schema: the client's deepest operation (a menu's daily images) has depth 4 and no alias. */
export const GRAPHQL_LIMITS = { aliases: 10, depth: 7, directives: 10, tokens: 1_500, documentChars: 12_000 } as const;

/** The French messages of the refusals; formatError keeps every message starting with « Requête GraphQL ». */
export const PROTECTION_MESSAGES = {
  aliases: `Requête GraphQL refusée : ${GRAPHQL_LIMITS.aliases} alias au plus par opération.`,
  depth: `Requête GraphQL refusée : ${GRAPHQL_LIMITS.depth} niveaux d’imbrication au plus.`,
  directives: `Requête GraphQL refusée : ${GRAPHQL_LIMITS.directives} directives au plus.`,
  tokens: `Requête GraphQL refusée : ${GRAPHQL_LIMITS.tokens} éléments au plus.`,
  document: `Requête GraphQL refusée : ${GRAPHQL_LIMITS.documentChars.toLocaleString('fr-FR')} caractères au plus.`,
  cost: (cost: number, max: number) => `Requête GraphQL trop coûteuse (coût ${cost}, ${max} au plus) : demandez moins de résultats ou de champs, ou découpez-la.`,
  nodes: 'Requête GraphQL trop complexe : découpez-la en plusieurs requêtes.',
  subscription: 'Requête GraphQL refusée : les abonnements (subscription) ne sont pas proposés.',
  introspection: `Requête GraphQL refusée : l’introspection du schéma est réservée aux clés d’API partenaires (demandez une clé sur ${PARTNER_KEY_REQUEST_PATH} ; le schéma publié est schema/schema.graphql).`,
  trustedOnly: `Requête GraphQL refusée : sans clé d’API, seules les requêtes du site Mijote sont acceptées. Les partenaires demandent une clé sur ${DEVELOPERS_PATH}.`,
  unknownDocument: 'Requête GraphQL inconnue sous cette empreinte : envoyez son texte.',
  introspectionNested: 'Requête GraphQL refusée : dans l’introspection, un type atteint par type, ofType, interfaces ou possibleTypes ne donne que son genre et son nom (kind, name, ofType), comme dans la requête d’introspection standard.',
} as const;

/** The operation asks the schema about itself (__schema or __type, wherever in the document). */
function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** The introspection lists of a __Type: selected again under a type reached through another type, they multiply. */
const TYPE_LISTS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);
/** Fields that reach a __Type from another one (or from a field or an argument). */
const TYPE_HOPS = new Set(['type', 'ofType', 'interfaces', 'possibleTypes']);

/**
 * Introspection lists do not multiply in the cost (cost.ts) and the depth limit skips introspection, so a document that
 * selects a type's lists again under `fields { type { fields { … } } }` grows as (fields per type) to the power of its
 * nesting; graphql-js's own MaxIntrospectionDepthRule stops it at three levels only. The standard introspection query
 * (getIntrospectionQuery, GraphiQL's) asks only kind, name and ofType of a type reached that way: anything more is refused.
 */
export function introspectionNestsLists(document: DocumentNode): boolean {
  const fragments = new Map<string, SelectionSetNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode, reached: boolean): boolean => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        if (reached && TYPE_LISTS.has(name)) return true;
        if (sel.selectionSet && walk(sel.selectionSet, reached || TYPE_HOPS.has(name))) return true;
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        if (walk(sel.selectionSet, reached)) return true;
      } else {
        const key = `${sel.name.value}:${reached}`;
        const frag = fragments.get(sel.name.value);
        if (frag && !seen.has(key)) {
          seen.add(key);
          if (walk(frag, reached)) return true;
        }
      }
    }
    return false;
  };
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const sel of d.selectionSet.selections) {
      if (sel.kind === Kind.FIELD && (sel.name.value === '__schema' || sel.name.value === '__type') && sel.selectionSet && walk(sel.selectionSet, false)) return true;
    }
  }
  return false;
}

/** graphql-armor (aliases, depth, directives; no field suggestions in production) with French refusals. */
export function armor(production: boolean): { plugins: ApolloServerPlugin<RequestContext>[]; validationRules: ValidationRule[] } {
  const refusal = (errorMessage: string) => ({ exposeLimits: false, errorMessage });
  const { plugins, validationRules } = new ApolloArmor({
    maxAliases: { n: GRAPHQL_LIMITS.aliases, ...refusal(PROTECTION_MESSAGES.aliases) },
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, ...refusal(PROTECTION_MESSAGES.depth) },
    maxDirectives: { n: GRAPHQL_LIMITS.directives, ...refusal(PROTECTION_MESSAGES.directives) },
    // Counted before Apollo parses (tokenLimitProblem): graphql-armor's parser turns every syntax error into a 500.
    maxTokens: { enabled: false },
    // The cost is computed by cost.ts, which reads list sizes from the arguments (graphql-armor's does not).
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: production, mask: '' },
  }).protect();
  return { plugins: plugins as ApolloServerPlugin<RequestContext>[], validationRules: [...validationRules, noSubscriptions] };
}

/** The schema has no subscription type: refused at validation rather than failing during execution. */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') context.reportError(new GraphQLError(PROTECTION_MESSAGES.subscription, { nodes: [node] }));
  },
});

/** A document with more tokens than the limit (graphql-js stops counting there); other syntax errors are Apollo's to report. */
export function tokenLimitProblem(query: string): string | null {
  try {
    parse(query, { maxTokens: GRAPHQL_LIMITS.tokens, noLocation: true });
    return null;
  } catch (error) {
    return error instanceof GraphQLError && /contains more th(?:an|at) \d+ tokens/.test(error.message) ? PROTECTION_MESSAGES.tokens : null;
  }
}

/** A refusal with its HTTP status (and Retry-After), as Apollo Server sends errors thrown while resolving the operation. */
function refusal(message: string, code: string, status: number, retryAfterSeconds?: number | null, extraHeaders: [string, string][] = []): GraphQLError {
  const headers = new HeaderMap();
  if (retryAfterSeconds) headers.set('retry-after', String(retryAfterSeconds));
  for (const [name, value] of extraHeaders) headers.set(name.toLowerCase(), value);
  return new GraphQLError(message, { extensions: { code, http: { status, headers } } });
}

/** A document the client did not register, sent without an API key in production (docs/adr/0048). */
export function trustedDocumentRefusal(): GraphQLError {
  return refusal(PROTECTION_MESSAGES.trustedOnly, 'TRUSTED_DOCUMENT_REQUIRED', 400);
}

/**
 * The database away before the operation runs (the viewer's session, the client's quota): the French 503 to retry,
 * which Apollo answers with this status (unavailable-status.ts does it for failures while the operation runs).
 */
export function unavailableBeforeExecution(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? refusal(SERVICE_UNAVAILABLE, 'UNAVAILABLE', 503, UNAVAILABLE_RETRY_SECONDS) : error;
}

/** A string literal of the document holding a control character (variables are checked with the same rule). */
function literalProblem(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (hasControlCharacter(node.value)) found = true;
    },
  });
  return found;
}

/** What the checks below read of a document, which never changes for it. */
interface DocumentFacts { controlCharacter: boolean; introspection: boolean; nestedIntrospection: boolean }

/**
 * Apollo keeps each parsed document (its document store) and hands the same object back for the same text: the walks
 * of the document are made once per document, not once per request.
 */
const factsByDocument = new WeakMap<DocumentNode, DocumentFacts>();

function factsOf(document: DocumentNode): DocumentFacts {
  let facts = factsByDocument.get(document);
  if (!facts) {
    const introspection = asksIntrospection(document);
    facts = { controlCharacter: literalProblem(document), introspection, nestedIntrospection: introspection && introspectionNestsLists(document) };
    factsByDocument.set(document, facts);
  }
  return facts;
}

/**
 * Before execution: inputs free of control characters, the operation's cost computable (every argument's value
 * readable) and within the client's budget, and the client's points spent (1 + cost / 1,000); refusals are French
 * 400s and 429s. Every operation spends, whoever sends it: the page shell's too (modules/seo/page-shell.ts runs its
 * searches for the visitor, with the visitor's address).
 */
export function costAndQuotaPlugin(schema: GraphQLSchema, introspectionForAll: boolean): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operationName, contextValue: ctx }) {
          const problem = inputProblem(request.variables ?? {});
          if (problem) throw refusal(problem.message, 'INVALID_INPUT', 400);
          const facts = factsOf(document);
          if (facts.controlCharacter) throw refusal(INPUT_MESSAGES.controlCharacter, 'INVALID_INPUT', 400);
          // Introspection: for everybody where GRAPHQL_INTROSPECTION says so, else for partner keys and admins signed in
          // only (docs/adr/0002, 0047; the explorer's documentation, 0053).
          if (!introspectionForAll && !ctx.apiClient && ctx.viewer?.role !== 'admin' && facts.introspection) throw refusal(PROTECTION_MESSAGES.introspection, 'INTROSPECTION_DISABLED', 403);
          if (facts.nestedIntrospection) throw refusal(PROTECTION_MESSAGES.introspectionNested, 'INTROSPECTION_TOO_DEEP', 400);
          const client = ctx.quota.clientOf(ctx.client.address, ctx.apiClient);
          const { maxOperationCost } = ctx.quota.limitsOf(client);
          const outcome = operationCost(schema, document, request.variables, operationName);
          if ('refused' in outcome) {
            ctx.quota.usage.record(client, operationName, 0, 'costLimited');
            throw refusal(PROTECTION_MESSAGES.nodes, 'COST_LIMIT', 400);
          }
          // graphql-js's message, made French by formatGraphQLError: nothing of the operation runs.
          if ('invalidInput' in outcome) throw refusal(outcome.invalidInput, 'BAD_USER_INPUT', 400);
          const { cost } = outcome;
          if (cost > maxOperationCost) {
            ctx.quota.usage.record(client, operationName, 0, 'costLimited');
            throw refusal(PROTECTION_MESSAGES.cost(cost, maxOperationCost), 'COST_LIMIT', 400);
          }
          const points = ClientQuota.pointsFor(cost);
          try {
            const left = await ctx.quota.spend(client, points);
            ctx.budget = { ...left, requestedCost: cost, pointsSpent: points, maxOperationCost };
            ctx.quota.usage.record(client, operationName, cost);
            graphqlCost.observe(cost);
          } catch (error) {
            if (error instanceof ServiceError) {
              if (error.code === 'RATE_LIMITED') ctx.quota.usage.record(client, operationName, 0, 'rateLimited');
              // A spent budget says so in the headers too: nothing left until the retry.
              const spent = error.code === 'RATE_LIMITED' ? budgetHeaders(spentBudget(ctx.quota.limitsOf(client).pointsPerMinute, error.retryAfterSeconds)) : [];
              throw refusal(error.message, error.code, error.status, error.retryAfterSeconds, spent);
            }
            throw unavailableBeforeExecution(error);
          }
        },
        async willSendResponse({ response, contextValue: ctx }) {
          if (!ctx.budget) return;
          for (const [name, value] of budgetHeaders(ctx.budget)) response.http.headers.set(name.toLowerCase(), value);
          if (response.body.kind === 'single') response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: costExtension(ctx.budget) };
        },
      };
    },
  };
}
