/**
 * The developer portal's examples (/developpeurs): the operations it documents, their computed cost, and the curl,
 * JavaScript and Python snippets it shows. The same code is run by tests/api/developer-portal.test.ts against a real
 * server, and each documented cost is checked against the cost function (server/src/graphql/portal-examples.test.ts).
 */
import { restaurantPagePath } from './page-addresses.js';
import { WEBHOOK_EVENTS } from './webhook-rules.js';

interface CostLine {
  /** What is counted, in French with the API's names. */
  label: string;
  cost: number;
}

export interface ApiExample {
  id: string;
  /** In French. */
  title: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  /** The operation's cost (extensions.cost.requestedQueryCost), line by line. */
  costLines: CostLine[];
  /** What the answer's data looks like (a trimmed sample). */
  sampleAnswer: string;
}

export const SEARCH_EXAMPLE: ApiExample = {
  id: 'recherche',
  title: 'Chercher des restaurants d’une commune',
  operationName: 'Recherche',
  query: `query Recherche($input: SearchInput!) {
  searchRestaurants(input: $input) {
    __typename
    ... on SearchResult {
      total
      page
      pageCount
      items { name path rating }
    }
    ... on UserError { code message }
  }
}`,
  variables: { input: { citySlug: 'angers', page: 1 } },
  costLines: [
    { label: 'searchRestaurants : 1 par champ + 1 500 pour la recherche en base', cost: 1_501 },
    { label: '__typename, total, page, pageCount : 1 chacun', cost: 4 },
    { label: 'items : 1 + 30 résultats (pageSize) × 3 champs (name, path, rating)', cost: 91 },
    { label: 'code, message de UserError : 0 (d’un type au choix, seule la branche la plus chère compte, ici SearchResult)', cost: 0 },
  ],
  sampleAnswer: `{
  "data": {
    "searchRestaurants": {
      "__typename": "SearchResult",
      "total": 42, "page": 1, "pageCount": 2,
      "items": [{ "name": "Le Petit Angevin", "path": "${restaurantPagePath('angers', 'le-petit-angevin_ab12')}", "rating": 4.5 }]
    }
  },
  "extensions": { "cost": { "requestedQueryCost": …, "pointsSpent": …, "maximumQueryCost": …, "throttleStatus": { … } } }
}`,
};

export const BUDGET_EXAMPLE: ApiExample = {
  id: 'budget',
  title: 'Lire son budget',
  operationName: 'Budget',
  query: `query Budget {
  rateLimit { limit remaining resetInSeconds cost pointsSpent maxOperationCost }
}`,
  variables: {},
  costLines: [
    { label: 'rateLimit : 1', cost: 1 },
    { label: 'ses 6 champs : 1 chacun', cost: 6 },
  ],
  sampleAnswer: `{
  "data": {
    "rateLimit": { "limit": …, "remaining": …, "resetInSeconds": 60, "cost": 7, "pointsSpent": 1, "maxOperationCost": … }
  }
}`,
};

export const API_EXAMPLES: readonly ApiExample[] = [SEARCH_EXAMPLE, BUDGET_EXAMPLE];

/** An operation the explorer (/developpeurs/explorateur) loads with one click: the examples above, and this one. */
export type ExplorerExample = Pick<ApiExample, 'id' | 'title' | 'operationName' | 'query' | 'variables'>;

/** Registering a webhook with a key (docs/adr/0051): an HTTPS address and the four events. */
export const WEBHOOK_EXAMPLE: ExplorerExample = {
  id: 'webhook',
  title: 'Inscrire un webhook',
  operationName: 'InscrireWebhook',
  query: `mutation InscrireWebhook($input: WebhookInput!) {
  registerWebhook(input: $input) {
    __typename
    ... on WebhookRegistered { message secret webhook { id url events } }
    ... on UserError { code message }
  }
}`,
  variables: { input: { url: 'https://partenaire.example/webhooks/mijote', events: [...WEBHOOK_EVENTS] } },
};

export const documentedCost = (example: ApiExample): number => example.costLines.reduce((sum, line) => sum + line.cost, 0);

const body = (example: ApiExample) => JSON.stringify({ operationName: example.operationName, query: example.query, variables: example.variables });

const shellQuote = (text: string) => `'${text.replaceAll("'", `'"'"'`)}'`;

/** The curl command: `endpoint` is the site's /graphql address. */
export const curlSnippet = (example: ApiExample, endpoint: string): string =>
  `curl -sS ${shellQuote(endpoint)} \\\n  -H 'Content-Type: application/json' \\\n  -H "X-Api-Key: $MIJOTE_API_KEY" \\\n  --data ${shellQuote(body(example))}`;

/** JavaScript (browser or Node 18+): the answer's JSON is the value of the last expression. */
export const fetchSnippet = (example: ApiExample, endpoint: string): string => `const response = await fetch(${JSON.stringify(endpoint)}, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Api-Key': process.env.MIJOTE_API_KEY },
  body: JSON.stringify({
    operationName: ${JSON.stringify(example.operationName)},
    query: \`${example.query}\`,
    variables: ${JSON.stringify(example.variables)},
  }),
});
const answer = await response.json();
console.log(JSON.stringify(answer));`;

/** Python 3 with requests. */
export const pythonSnippet = (example: ApiExample, endpoint: string): string => `import json
import os
import requests

query = """${example.query}"""
response = requests.post(
    ${JSON.stringify(endpoint)},
    json={"operationName": ${JSON.stringify(example.operationName)}, "query": query, "variables": json.loads(${JSON.stringify(JSON.stringify(example.variables))})},
    headers={"X-Api-Key": os.environ["MIJOTE_API_KEY"]},
    timeout=10,
)
print(json.dumps(response.json()))`;
