import { Router } from 'express';
import type { AppServices } from '../graphql/context.js';

/** Readiness is asked by every proxy every few seconds: its checks run at most once a second. */
const READY_CACHE_MS = 1_000;

interface Readiness { database: boolean; migrations: boolean; listener: boolean; draining: boolean }

/**
 * The load balancer's probes (README « Production »): /healthz says the process answers; /readyz says this instance
 * can serve (database reachable, every migration applied, the change listener connected, not draining after SIGTERM).
 * Neither touches the client's quota nor says more than these booleans.
 */
export function healthRouter(services: AppServices, draining: () => boolean): Router {
  const router = Router();
  let last: { at: number; value: Promise<Readiness> } | null = null;

  const check = async (): Promise<Readiness> => {
    const database = await services.db.query('SELECT 1').then(() => true, () => false);
    const migrations = database && !(await services.db.showMigrations().catch(() => true));
    return { database, migrations, listener: services.changes.connected, draining: draining() };
  };

  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const now = Date.now();
    if (!last || now - last.at >= READY_CACHE_MS) last = { at: now, value: check() };
    // The listener and the draining flag are read live: only the database round trips are kept a second.
    const r = { ...(await last.value), listener: services.changes.connected, draining: draining() };
    const ready = r.database && r.migrations && r.listener && !r.draining;
    res.status(ready ? 200 : 503).set('cache-control', 'no-store').json({ status: ready ? 'ready' : 'unavailable', ...r });
  });
  return router;
}
