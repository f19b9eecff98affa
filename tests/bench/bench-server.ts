import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { weekdayOf } from '../../common/schedule.js';
import { parisToday } from '../../common/search.js';

/** What the search bench (search-bench.ts) and the notice bench (notice-bench.ts) share: the search they time and the server they start. */
const root = path.resolve(import.meta.dirname, '../../../..');
const ANGERS = { lat: 47.4712, lng: -0.5518 };

function nextFriday(): string {
  const d = new Date(`${parisToday()}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (weekdayOf(d.toISOString().slice(0, 10)) !== 4);
  return d.toISOString().slice(0, 10);
}

/** The benchmark search: near Angers 10 km, open next Friday 20:00, 3 filters, by rating, page 1. */
export const BENCH_SEARCH_INPUT = { near: { ...ANGERS, radiusKm: 10 }, date: nextFriday(), hour: '20:00', filters: ['Terrasse', 'Carte bancaire', 'En famille'], sort: 'RATING', page: 1 };
export const BENCH_SEARCH_QUERY = `query Bench($input: SearchInput!) { searchRestaurants(input: $input) { __typename
  ... on SearchResult { total pageCount closest items { idUrl name path rating reviewCount averagePrice distanceKm isNew types cuisines
    photos { url width height alt } schedule specialDates } } ... on UserError { code message } } }`;


/** The built server in its own process on `port`, as in production; resolves once it is ready. */
export function startBenchServer(dbUrl: string, port: number, tmp: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // BENCH_SERVER_MAIN: another build's server (an earlier commit's, for figures before and after a change).
    const child = spawn(process.execPath, [process.env.BENCH_SERVER_MAIN ?? path.join(root, 'dist/server/server/src/main.js')], {
      env: {
        ...process.env, DATABASE_URL: dbUrl, PORT: String(port), SEED_DEMO: '0', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', MEDIA_STORAGE: 'local', DATA_DIR: path.join(tmp, `srv-${port}`),
        // The load comes from one address: the per-client budget would refuse it (its PostgreSQL write is still made).
        API_RATE_LIMIT_PER_MINUTE: '100000000',
        // The bench sends its own documents (the worst operations a partner key may send): docs/adr/0048's rule is off.
        GRAPHQL_TRUSTED_DOCUMENTS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('Mijote est prêt')) resolve(child); });
    child.once('exit', (code) => reject(new Error(`le serveur s'est arrêté (${code})`)));
  });
}
