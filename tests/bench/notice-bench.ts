import 'reflect-metadata';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { earliestEffect } from '../../common/notice-rules.js';
import { loadConfig } from '../../server/src/config.js';
import { entities } from '../../server/src/composition.js';
import { openDatabase } from '../../server/src/db/database.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { createRequestContext } from '../../server/src/graphql/context.js';
import { NOTICE_THROTTLE, noticeService } from '../../server/src/modules/notices/notices.service.js';
import { createServices } from '../../server/src/services.js';
import { insertAccount, insertManyAccounts } from '../factories/accounts.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { buildBenchData } from './bench-data.js';
import { BENCH_SEARCH_INPUT, BENCH_SEARCH_QUERY, startBenchServer } from './bench-server.js';
import { closedLoop, type LoadResult } from './load.js';
import { NOTICE_HEADING, SOAK_HEADING } from './soak-section.js';

/**
 * npm run bench:notice — a notice sent to 1,000 restaurateur accounts through the job queue does not hold the server
 * (issue 28 item 3, docs/adr/0044): the benchmark search (1,000 restaurants, 10 connections) is timed on the built
 * server before the notice, then while the same server's notice job sends it by batches through the mail outbox; its
 * p95 during the send must stay within 20 % of before. Then every account must have got its e-mail once.
 * Uses DATABASE_URL's server when set (a scratch database named BENCH_DB_PREFIX…), otherwise an embedded PostgreSQL.
 */
const ACCOUNTS = 1000;
const RESTAURANTS = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const LIMIT = 1.2;
const WARM_UP_SECONDS = 15;
const ROUNDS = 2;
const root = path.resolve(import.meta.dirname, '../../../..');
const f = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'mijote-notice-bench-'));
  const log = (m: string) => console.log(m);
  let base = process.env.DATABASE_URL ?? null;
  const embedded = base ? null : await startEmbeddedPostgres(loadConfig({ ...process.env, DATA_DIR: tmp, EMBEDDED_PG_PORT: '54389' }), log);
  base ??= embedded!.url;
  const scratch = await scratchDatabase(base, process.env.BENCH_DB_PREFIX ?? 'mijote_bench_notice_');
  const problems: string[] = [];
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: scratch.url, DATA_DIR: tmp, SEED_DEMO: '0' });
    const db = await openDatabase(config, () => {}, entities);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    client.on('error', () => {});
    await buildBenchData(client, RESTAURANTS);
    // The factories take TypeORM's query (rows answered as an array).
    const rows = { query: async (sql: string, params?: unknown[]) => (await client.query(sql, params)).rows };
    await insertManyAccounts(rows, 'banc-preavis', 'restaurateur', ACCOUNTS);
    const adminId = await insertAccount(rows, { email: 'banc-admin@exemple.fr', role: 'admin' });

    const port = 3950;
    const server = await startBenchServer(scratch.url, port, tmp);
    const dispatcher = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 30_000 });
    const body = JSON.stringify({ query: BENCH_SEARCH_QUERY, variables: { input: BENCH_SEARCH_INPUT } });
    const search = async () => {
      const res = await request(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, body, dispatcher });
      const raw = Buffer.from(await res.body.arrayBuffer());
      const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8', 0, 200);
      return res.statusCode === 200 && text.startsWith('{"data":{"searchRestaurants":{"__typename":"SearchResult"');
    };
    const queuedOf = async (id: number) => (await client.query(`SELECT count(*)::int AS n FROM notice_recipient WHERE notice_id = $1 AND queued_at IS NOT NULL`, [id])).rows[0].n as number;
    const services = await createServices(db.dataSource, config, () => {});
    const ctx = { ...createRequestContext(services), viewer: { id: adminId, role: 'admin' as const } };
    const boss = new PgBoss({ connectionString: scratch.url, schema: 'pgboss', max: 1 });
    await boss.start();

    // A server just started is slower (JIT, PostgreSQL's caches): a longer warm-up before the first quiet measure.
    await closedLoop(search, CONNECTIONS, WARM_UP_SECONDS);
    const quiet: LoadResult[] = [];
    const during: LoadResult[] = [];
    const notes: string[] = [];
    // The machine's 2 cores are shared: each round is a quiet measure then one during a notice's sending, twice, then a last quiet one.
    for (let round = 1; round <= ROUNDS; round += 1) {
      quiet.push(await closedLoop(search, CONNECTIONS, SECONDS));
      // The admin's notice, recorded as area 1's mutation does; its first step asked of the server's job queue.
      const subject = `Nouveau prix de l’abonnement (${round})`;
      const { notice } = await noticeService.send(ctx, {
        kind: 'PRICE', subject, body: 'Le prix de l’abonnement passe de 60 € HT à 65 € HT par mois à cette date.', effectiveOn: earliestEffect('PRICE'),
      });
      await boss.send('notice-send', { noticeId: notice.id }, { singletonKey: `notice:${notice.id}` });
      const sendStart = Date.now();
      // Measured once the sending has begun (the first batch is in the outbox), so that the whole measure is during it.
      for (let i = 0; i < 120 && (await queuedOf(notice.id)) === 0; i += 1) await new Promise((r) => setTimeout(r, 250));
      let atStart = 0;
      during.push(await closedLoop(search, CONNECTIONS, SECONDS, () => void queuedOf(notice.id).then((n) => { atStart = n; })));
      const atEnd = await queuedOf(notice.id);
      if (atEnd <= atStart || atEnd >= ACCOUNTS) problems.push(`préavis ${round} : l’envoi n’était pas en cours pendant toute la mesure (${atStart} → ${atEnd} courriels en file)`);
      let settled = false;
      for (let i = 0; i < 600 && !settled; i += 1) {
        settled = (await client.query(`SELECT settled_at IS NOT NULL AS s FROM notice WHERE id = $1`, [notice.id])).rows[0].s as boolean;
        if (!settled) await new Promise((r) => setTimeout(r, 500));
      }
      const seconds = (Date.now() - sendStart) / 1000;
      const { rows: [mail] } = await client.query(`SELECT count(*)::int AS mails, count(DISTINCT recipient)::int AS recipients, count(sent_at)::int AS sent FROM mail_outbox WHERE subject = $1`, [subject]);
      const { rows: [recorded] } = await client.query(`SELECT count(*)::int AS n, count(delivered_at)::int AS delivered FROM notice_recipient WHERE notice_id = $1`, [notice.id]);
      if (!settled) problems.push(`préavis ${round} non terminé après 5 minutes`);
      if (mail.mails !== ACCOUNTS || mail.recipients !== ACCOUNTS || mail.sent !== ACCOUNTS) problems.push(`préavis ${round} : ${mail.mails} courriels écrits, ${mail.recipients} destinataires, ${mail.sent} envoyés (attendu ${ACCOUNTS} chacun)`);
      if (recorded.n !== ACCOUNTS || recorded.delivered !== ACCOUNTS) problems.push(`préavis ${round} : ${recorded.n} destinataires enregistrés, ${recorded.delivered} remis`);
      notes.push(`notice ${round}: ${atStart} → ${atEnd} of its e-mails in the outbox during the measure, all ${ACCOUNTS} sent ${seconds.toFixed(0)} s after it was sent, ${mail.mails} e-mails to ${mail.recipients} distinct addresses`);
    }
    quiet.push(await closedLoop(search, CONNECTIONS, SECONDS));
    // What the sending itself costs, whatever the neighbours do: the server's CPU time while a third notice goes to
    // the same accounts with no search running (the server's own process, /proc).
    const cpu0 = processCpuMs(server.pid!);
    const idle = await noticeService.send(ctx, { kind: 'PRICE', subject: 'Nouveau prix (mesure du coût)', body: 'Le prix de l’abonnement passe de 60 € HT à 65 € HT par mois à cette date.', effectiveOn: earliestEffect('PRICE') });
    await boss.send('notice-send', { noticeId: idle.notice.id }, { singletonKey: `notice:${idle.notice.id}` });
    const idleStart = Date.now();
    let idleSettled = false;
    for (let i = 0; i < 600 && !idleSettled; i += 1) {
      idleSettled = (await client.query(`SELECT settled_at IS NOT NULL AS s FROM notice WHERE id = $1`, [idle.notice.id])).rows[0].s as boolean;
      if (!idleSettled) await new Promise((r) => setTimeout(r, 500));
    }
    const idleSeconds = (Date.now() - idleStart) / 1000;
    const idleCpu = processCpuMs(server.pid!) - cpu0;
    if (!idleSettled) problems.push('préavis sans charge non terminé après 5 minutes');
    await boss.stop({ graceful: false });

    await dispatcher.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await client.end();
    await services.mail.close();
    await services.changes.stop();
    await db.close();

    const mean = (rs: LoadResult[]) => rs.reduce((n, r) => n + r.p95, 0) / rs.length;
    const ratio = mean(during) / mean(quiet);
    const errors = [...quiet, ...during].reduce((n, r) => n + r.errors, 0);
    if (errors) problems.push(`${errors} recherches en erreur`);
    if (ratio > LIMIT) problems.push(`p95 pendant l’envoi ${f(mean(during))} : plus de 20 % au-dessus d’avant (${f(mean(quiet))})`);

    const row = (name: string, r: LoadResult) => `| ${name} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.rps.toFixed(0)} | ${r.errors} |`;
    const section = `${NOTICE_HEADING}\n\nMeasured ${new Date().toISOString()} with \`npm run bench:notice\` on ${os.cpus().length} cores, Node ${process.version}: `
      + `the built server on ${RESTAURANTS.toLocaleString('en')} restaurants, the benchmark search above through HTTP+GraphQL with ${CONNECTIONS} connections, ${SECONDS} s per measure after a 2 s warm-up `
      + `(and ${WARM_UP_SECONDS} s of warm-up of the fresh server first). ${ROUNDS} rounds: the search on the quiet server, then while a price notice to ${ACCOUNTS.toLocaleString('en')} restaurateur accounts `
      + `is sent by the same server's job queue (modules/notices: batches of ${NOTICE_THROTTLE.sendBatch} e-mails into the mail outbox, a step every ${NOTICE_THROTTLE.stepPauseSeconds} s or so; docs/adr/0044); a last quiet measure after. `
      + `The machine's 2 cores are shared, hence several measures of each. ${notes.join('; ')}. Limit: the mean p95 during the sending within 20 % of the mean p95 on the quiet server.\n\n`
      + `| search | p50 | p95 | p99 | req/s | errors |\n|---|---:|---:|---:|---:|---:|\n`
      + [...quiet.slice(0, ROUNDS).flatMap((q, i) => [row(`quiet ${i + 1}`, q), row(`during notice ${i + 1}`, during[i])]), row('quiet, after', quiet[ROUNDS])].join('\n')
      + `\n\nMean p95: ${f(mean(quiet))} quiet, ${f(mean(during))} during the sending; ratio ${ratio.toFixed(2)} (${ratio <= LIMIT ? 'within' : 'over'} the limit of ${LIMIT.toFixed(2)}).`
      + `\n\nCost of the sending itself (a third notice to the same ${ACCOUNTS.toLocaleString('en')} accounts, no search running): ${(idleCpu / 1000).toFixed(1)} s of the server's CPU over ${idleSeconds.toFixed(0)} s, `
      + `${(idleCpu / ACCOUNTS).toFixed(1)} ms per e-mail, ${((idleCpu / 10) / idleSeconds).toFixed(0)} % of one core on average.\n`;
    console.log(`\n${section}`);
    writeSection(path.join(root, 'tests/bench/results.md'), section);
  } catch (error) {
    problems.push(String((error as Error).stack ?? error));
  } finally {
    await scratch.drop();
    await embedded?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  if (problems.length) {
    console.error(`Banc d’essai en échec :\n- ${problems.join('\n- ')}`);
    process.exitCode = 1;
  }
}

/** User + system CPU time of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Writes the section in place of its previous version, before the soak's (search-bench.ts and soak-bench.ts keep it). */
function writeSection(file: string, section: string): void {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(NOTICE_HEADING);
  const soak = text.indexOf(SOAK_HEADING);
  const head = (at !== -1 ? text.slice(0, at) : soak !== -1 ? text.slice(0, soak) : text).trimEnd();
  const tail = soak !== -1 ? `\n${text.slice(soak)}` : '';
  writeFileSync(file, `${head}\n\n${section}${tail}`);
}

await main();
