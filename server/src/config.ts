import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every environment variable, parsed and typed in one place (the README's table mirrors this). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  embeddedPgPort: number;
  mediaDir: string;
  appSecret: string;
  geocoderUrl: string;
  googleMapsApiKey: string | null;
  production: boolean;
  seedDemo: boolean;
  publicUrl: string;
  logSql: boolean;
  smtpUrl: string | null;
  adminPath: string;
  adminModerationPath: string;
  mailFrom: string;
  rateLimitWindowSeconds: number;
  company: { name: string; siren: string; address: string; email: string; director: string; host: string };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} doit être un entier valide (reçu « ${raw} »)`);
  return n;
}

function secretFile(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A random secret path segment, generated once into DATA_DIR. */
function generatedSegment(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const segment = `${name.startsWith('admin-moderation') ? 'moderation' : 'gestion'}-${randomBytes(9).toString('base64url').replace(/[_-]/g, 'x').toLowerCase()}`;
  writeFileSync(file, segment, { mode: 0o600 });
  return segment;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const port = int(env, 'PORT', 3000);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    appSecret: env.APP_SECRET || secretFile(dataDir),
    geocoderUrl: (env.GEOCODER_URL || 'https://data.geopf.fr/geocodage/search').replace(/\/$/, ''),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    production,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false' : !env.DATABASE_URL || !production,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    logSql: env.LOG_SQL === '1',
    smtpUrl: env.SMTP_URL || null,
    adminPath: env.ADMIN_PATH || generatedSegment(dataDir, 'admin-path'),
    adminModerationPath: env.ADMIN_MODERATION_PATH || generatedSegment(dataDir, 'admin-moderation-path'),
    mailFrom: env.MAIL_FROM || 'Mijote <no-reply@mijote.fr>',
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    company: {
      name: env.COMPANY_NAME || 'Mijote SAS',
      siren: env.COMPANY_SIREN || '000 000 000',
      address: env.COMPANY_ADDRESS || '1 place du Ralliement, 49100 Angers',
      email: env.COMPANY_EMAIL || 'contact@mijote.fr',
      director: env.COMPANY_DIRECTOR || 'La direction de Mijote SAS',
      host: env.COMPANY_HOST || 'Hébergeur à préciser par l’exploitant',
    },
  };
}
