import { createServer, type Server } from 'node:http';
import type { Request } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DataSource } from 'typeorm';

/**
 * Prometheus metrics (prom-client), served on their own port (METRICS_PORT, bound to METRICS_HOST: loopback unless
 * said otherwise), never on the site's. One registry per process; every name starts with `mijote_`.
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'mijote_' });

const httpDuration = new Histogram({
  name: 'mijote_http_request_duration_seconds', help: 'Durée des requêtes HTTP, par route et statut', registers: [registry],
  labelNames: ['method', 'route', 'status'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});
export const graphqlCost = new Histogram({
  name: 'mijote_graphql_operation_cost', help: 'Coût calculé des opérations GraphQL acceptées', registers: [registry],
  buckets: [1, 10, 100, 500, 1_000, 2_500, 5_000, 10_000],
});
export const quotaRefusals = new Counter({ name: 'mijote_quota_refusals_total', help: 'Requêtes refusées par le budget du client (429)', registers: [registry] });
export const pageCacheLookups = new Counter({
  name: 'mijote_page_cache_lookups_total', help: 'Données de page préparées : trouvées (hit) ou calculées (miss)', registers: [registry], labelNames: ['result'] as const,
});
export const jobRuns = new Counter({
  name: 'mijote_jobs_total', help: 'Tâches de fond exécutées, par file et issue', registers: [registry], labelNames: ['queue', 'outcome'] as const,
});

/** The queue's waiting jobs, read from pg-boss when scraped. */
export function watchQueues(boss: { getQueues(): Promise<{ name: string }[]>; getQueueSize(name: string): Promise<number> }): void {
  registry.removeSingleMetric('mijote_job_queue_depth');
  new Gauge({
    name: 'mijote_job_queue_depth', help: 'Tâches en attente, par file', registers: [registry], labelNames: ['queue'] as const,
    async collect() {
      for (const { name } of await boss.getQueues().catch(() => [])) this.set({ queue: name }, await boss.getQueueSize(name).catch(() => 0));
    },
  });
}

/** The route of a request as a bounded label: the matched REST route, else the family of the address. */
export function routeOf(req: Pick<Request, 'baseUrl' | 'path' | 'route' | 'method'>): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string' && req.baseUrl) return `${req.baseUrl}${route}`;
  const p = req.path;
  if (p === '/graphql' || req.baseUrl === '/graphql') return '/graphql';
  if (p === '/healthz' || p === '/readyz') return p;
  if (p.startsWith('/api/')) return '/api/*';
  if (p.startsWith('/media/')) return '/media/*';
  if (p.startsWith('/assets/')) return '/assets/*';
  return req.method === 'GET' || req.method === 'HEAD' ? 'page' : 'other';
}

export function observeRequest(req: Request, status: number, seconds: number): void {
  httpDuration.observe({ method: req.method, route: routeOf(req), status: String(status) }, seconds);
}

/** Gauges read when scraped: the database pool and whether the change listener is connected. */
export function watchServices(db: DataSource, listening: () => boolean): void {
  const pool = () => (db.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  registry.removeSingleMetric('mijote_db_pool_connections');
  registry.removeSingleMetric('mijote_change_listener_connected');
  new Gauge({
    name: 'mijote_db_pool_connections', help: 'Connexions du pool PostgreSQL : total, libres, requêtes en attente', registers: [registry], labelNames: ['state'] as const,
    collect() {
      const p = pool();
      this.set({ state: 'total' }, p?.totalCount ?? 0);
      this.set({ state: 'idle' }, p?.idleCount ?? 0);
      this.set({ state: 'waiting' }, p?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'mijote_change_listener_connected', help: '1 quand l’instance écoute les changements des autres (LISTEN)', registers: [registry],
    collect() {
      this.set(listening() ? 1 : 0);
    },
  });
}

/** The metrics' own HTTP server: GET /metrics, nothing else. */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable.');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
