import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VISITOR_POINTS_PER_MINUTE } from '../../common/api-budget.js';

/** Every environment variable, parsed and typed in one place (the README's table mirrors this). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  embeddedPgPort: number;
  mediaDir: string;
  /** Where photos are kept (issue 27, ADR 0039): MEDIA_DIR on this disk, or an S3-compatible bucket (S3_BUCKET…). */
  mediaStorage: MediaStorageConfig;
  appSecret: string;
  geocoderUrl: string;
  googleMapsApiKey: string | null;
  /** OpenStreetMap-style tile address ({z}/{x}/{y}) of the map without a Google key (issue 15); MAP_TILE_URL. */
  mapTileUrl: string;
  /** Its attribution, shown on the map; MAP_TILE_ATTRIBUTION. */
  mapTileAttribution: string;
  production: boolean;
  seedDemo: boolean;
  publicUrl: string;
  logSql: boolean;
  smtpUrl: string | null;
  adminPath: string;
  adminModerationPath: string;
  mailFrom: string;
  rateLimitWindowSeconds: number;
  /** Points a client (an address, later a partner key) may spend per minute on searches and GraphQL. */
  apiRatePerMinute: number;
  /** Express's `trust proxy`: false (the socket's address) unless TRUST_PROXY names the proxies in front. */
  trustProxy: boolean | number | string;
  /** Prometheus metrics on their own port (METRICS_PORT; none: no metrics server) and address (METRICS_HOST, loopback by default). */
  metrics: { port: number; host: string } | null;
  /** SIGTERM: how long /readyz answers 503 before the server stops accepting (the proxy's check interval × its fall count); DRAIN_MS. */
  drainMs: number;
  /** SIGTERM: how long in-flight requests may take to finish before their connections are cut; SHUTDOWN_TIMEOUT_MS. */
  shutdownTimeoutMs: number;
  graphqlIntrospection: boolean;
  /** Callers without an API key may run only the client's registered documents (docs/adr/0048). */
  graphqlTrustedDocuments: boolean;
  company: CompanyIdentity;
  /** Card payments (docs/adr/0011): the sandbox served by this app, or Up2pay e-Transactions. */
  payment: PaymentConfig;
  /** The production site's host name: invoices made anywhere else are marked « TEST » (PRODUCTION_HOST). */
  productionHost: string | null;
  /** Addresses of Mijote's own pages on social networks (SOCIAL_*_URL); a network without one gets no footer link. */
  social: SocialLinks;
}

/** The seller on the legal pages and the invoices (COMPANY_*). */
interface CompanyIdentity {
  name: string; siren: string; address: string; email: string; director: string; host: string;
  siret: string; rcs: string; capital: string; vatNumber: string;
}

/** S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the SDK's AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY. */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  region: string;
  /** Null: the SDK's own chain (instance role, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

type MediaStorageConfig = { kind: 'local' } | S3StorageConfig;

export type PaymentProviderName = 'sandbox' | 'up2pay';

/** PAYMENT_PROVIDER and the UP2PAY_* variables; the sandbox needs none (its keys are generated into DATA_DIR). */
interface PaymentConfig {
  provider: PaymentProviderName;
  site: string;
  rang: string;
  identifiant: string;
  /** The HMAC key as the back office shows it (hex); null for the sandbox, whose key is generated. */
  hmacKeyHex: string | null;
  /** Hosts of the payment page, main first then fallback (checked through /load.html). */
  hosts: string[];
  /** Hosts of the server-to-server Direct Plus endpoint (PPPS.php), main first. */
  directHosts: string[];
  /** The Direct password (CLE), when the contract uses it instead of the HMAC. */
  directCle: string | null;
  /** The provider's public keys (PEM), several while one is being rotated; empty for the sandbox. */
  publicKeysPem: string[];
}

/** The social networks the footer can link to, each with its variable. */
const SOCIAL_NETWORKS = { instagram: 'SOCIAL_INSTAGRAM_URL', facebook: 'SOCIAL_FACEBOOK_URL', linkedin: 'SOCIAL_LINKEDIN_URL' } as const;

type SocialLinks = Record<keyof typeof SOCIAL_NETWORKS, string | null>;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} doit être un entier valide (reçu « ${raw} »)`);
  return n;
}

/** TRUST_PROXY: unset or empty → false; a number → that many hops; otherwise Express's list of addresses or names. */
function trustProxy(raw: string | undefined): boolean | number | string {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') throw new Error('TRUST_PROXY=true ferait confiance à n’importe quel X-Forwarded-For : indiquez le nombre de relais ou leurs adresses.');
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function flag(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return raw !== '0' && raw !== 'false';
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} doit être un entier positif (reçu « ${raw} »)`);
  return n;
}

/**
 * A social page's address: unset or empty → null (no link); otherwise an https address of a page, not the network's
 * home page (a link to instagram.com itself would send visitors nowhere useful).
 */
function socialUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} doit être une adresse https complète, par exemple https://www.instagram.com/mijote (reçu « ${raw} »)`);
  }
  if (url.protocol !== 'https:') throw new Error(`${name} doit commencer par https:// (reçu « ${raw} »)`);
  if (url.username || url.password) throw new Error(`${name} ne doit contenir ni identifiant ni mot de passe (reçu « ${raw} »)`);
  if (url.pathname === '/' && !url.search) {
    throw new Error(`${name} doit être l’adresse de la page de Mijote, pas la page d’accueil du réseau (reçu « ${raw} ») ; laissez-la vide pour masquer le lien`);
  }
  return url.href;
}

const hex = (name: string, raw: string | undefined): string | null => {
  if (!raw) return null;
  const v = raw.trim();
  if (!/^([0-9a-fA-F]{2}){20,}$/.test(v)) throw new Error(`${name} doit être la clé HMAC en hexadécimal, telle que la montre le back-office (au moins 40 caractères)`);
  return v;
};

const list = (raw: string | undefined, fallback: string[]): string[] => (raw ? raw.split(',').map((s) => s.trim()).filter(Boolean) : fallback);

/** PEM public keys, one after the other in the variable. */
function pemKeys(raw: string | undefined): string[] {
  return (raw ?? '').replace(/\\n/g, '\n').match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
}

/**
 * A real deployment (NODE_ENV=production with DATABASE_URL) names its payment provider: the sandbox is the embedded
 * default only, never taken silently there (DESIGN §3, docs/adr/0011), like the demo data (SEED_DEMO).
 */
export const PAYMENT_PROVIDER_REQUIRED = 'Déploiement réel (NODE_ENV=production avec DATABASE_URL) sans prestataire de paiement : indiquez '
  + 'PAYMENT_PROVIDER=up2pay avec UP2PAY_SITE, UP2PAY_RANG, UP2PAY_IDENTIFIANT, UP2PAY_HMAC_KEY et UP2PAY_PUBLIC_KEYS, ou PAYMENT_PROVIDER=sandbox '
  + 'pour des paiements de test assumés (signalés dans l’espace restaurateur et sur les factures).';

function paymentConfig(env: NodeJS.ProcessEnv, realDeployment: boolean): PaymentConfig {
  if (!env.PAYMENT_PROVIDER && realDeployment) throw new Error(PAYMENT_PROVIDER_REQUIRED);
  const provider = (env.PAYMENT_PROVIDER || 'sandbox') as PaymentProviderName;
  if (provider !== 'sandbox' && provider !== 'up2pay') throw new Error(`PAYMENT_PROVIDER vaut sandbox ou up2pay (reçu « ${provider} »)`);
  if (provider === 'sandbox') {
    // The public test values of the protocol (shared/reference/payment-up2pay.md §2.5); the keys live in DATA_DIR.
    return { provider, site: '1999888', rang: '32', identifiant: '2', hmacKeyHex: null, hosts: [], directHosts: [], directCle: null, publicKeysPem: [] };
  }
  const missing = ['UP2PAY_SITE', 'UP2PAY_RANG', 'UP2PAY_IDENTIFIANT', 'UP2PAY_HMAC_KEY', 'UP2PAY_PUBLIC_KEYS'].filter((n) => !env[n]);
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=up2pay demande ${missing.join(', ')}`);
  const publicKeysPem = pemKeys(env.UP2PAY_PUBLIC_KEYS);
  if (!publicKeysPem.length) throw new Error('UP2PAY_PUBLIC_KEYS doit contenir au moins une clé publique PEM (-----BEGIN PUBLIC KEY-----…)');
  return {
    provider,
    site: env.UP2PAY_SITE!.trim(),
    rang: env.UP2PAY_RANG!.trim(),
    identifiant: env.UP2PAY_IDENTIFIANT!.trim(),
    hmacKeyHex: hex('UP2PAY_HMAC_KEY', env.UP2PAY_HMAC_KEY),
    hosts: list(env.UP2PAY_HOSTS, ['tpeweb.e-transactions.fr', 'tpeweb1.e-transactions.fr']),
    directHosts: list(env.UP2PAY_DIRECT_HOSTS, ['ppps.e-transactions.fr', 'ppps1.e-transactions.fr']),
    directCle: env.UP2PAY_DIRECT_CLE || null,
    publicKeysPem,
  };
}

/**
 * A real deployment keeps its photos where every instance reads them: it names a bucket (S3_BUCKET) or says the disk is
 * meant (MEDIA_STORAGE=local: one instance, or a volume all of them share), never falls back to a local folder unsaid.
 */
export const MEDIA_STORAGE_REQUIRED = 'Déploiement réel (NODE_ENV=production avec DATABASE_URL) sans stockage des photos : indiquez '
  + 'S3_BUCKET (avec S3_ENDPOINT, AWS_REGION, AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY selon le fournisseur), ou MEDIA_STORAGE=local '
  + 'si une seule instance sert les photos depuis MEDIA_DIR (ou si toutes partagent ce dossier).';

function mediaStorageConfig(env: NodeJS.ProcessEnv, realDeployment: boolean): MediaStorageConfig {
  const kind = env.MEDIA_STORAGE?.trim() || (env.S3_BUCKET ? 's3' : '');
  if (kind && kind !== 'local' && kind !== 's3') throw new Error(`MEDIA_STORAGE vaut local ou s3 (reçu « ${env.MEDIA_STORAGE} »)`);
  if (!kind && realDeployment) throw new Error(MEDIA_STORAGE_REQUIRED);
  if (kind !== 's3') {
    if (env.S3_BUCKET) throw new Error('MEDIA_STORAGE=local et S3_BUCKET se contredisent : retirez l’un des deux.');
    return { kind: 'local' };
  }
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) throw new Error('MEDIA_STORAGE=s3 demande S3_BUCKET (le nom du compartiment).');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET doit être un nom de compartiment valide : 3 à 63 minuscules, chiffres, points ou tirets (reçu « ${bucket} »)`);
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error(`S3_ENDPOINT doit être une adresse http(s) complète, par exemple https://s3.fr-par.scw.cloud (reçu « ${endpoint} »)`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', 'true', 'false', '1', '0'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE vaut true ou false (reçu « ${pathStyle} »)`);
  const [accessKeyId, secretAccessKey] = [env.AWS_ACCESS_KEY_ID?.trim() ?? '', env.AWS_SECRET_ACCESS_KEY?.trim() ?? ''];
  if (!accessKeyId !== !secretAccessKey) throw new Error('AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY vont ensemble : indiquez les deux, ou aucun (les identifiants de l’hôte).');
  return {
    kind: 's3',
    bucket,
    endpoint,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    region: env.AWS_REGION?.trim() || env.AWS_DEFAULT_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
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
  const production = env.NODE_ENV === 'production';
  // Read first: a real deployment without a payment provider or a photo storage stops here, before anything is written into DATA_DIR.
  const payment = paymentConfig(env, production && !!env.DATABASE_URL);
  const mediaStorage = mediaStorageConfig(env, production && !!env.DATABASE_URL);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const port = int(env, 'PORT', 3000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'media')),
    mediaStorage,
    appSecret: env.APP_SECRET || secretFile(dataDir),
    geocoderUrl: (env.GEOCODER_URL || 'https://data.geopf.fr/geocodage/search').replace(/\/$/, ''),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || null,
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION || '© les contributeurs d’OpenStreetMap',
    production,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false' : !env.DATABASE_URL || !production,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    logSql: env.LOG_SQL === '1',
    smtpUrl: env.SMTP_URL || null,
    adminPath: env.ADMIN_PATH || generatedSegment(dataDir, 'admin-path'),
    adminModerationPath: env.ADMIN_MODERATION_PATH || generatedSegment(dataDir, 'admin-moderation-path'),
    mailFrom: env.MAIL_FROM || 'Mijote <no-reply@mijote.fr>',
    rateLimitWindowSeconds: int(env, 'RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    apiRatePerMinute: positive(env, 'API_RATE_LIMIT_PER_MINUTE', VISITOR_POINTS_PER_MINUTE),
    trustProxy: trustProxy(env.TRUST_PROXY),
    drainMs: int(env, 'DRAIN_MS', 0),
    metrics: env.METRICS_PORT ? { port: int(env, 'METRICS_PORT', 0), host: env.METRICS_HOST || '127.0.0.1' } : null,
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    graphqlIntrospection: flag(env.GRAPHQL_INTROSPECTION, !production),
    graphqlTrustedDocuments: flag(env.GRAPHQL_TRUSTED_DOCUMENTS, production),
    company: {
      name: env.COMPANY_NAME || 'Mijote SAS',
      siren: env.COMPANY_SIREN || '000 000 000',
      address: env.COMPANY_ADDRESS || '1 place du Ralliement, 49100 Angers',
      email: env.COMPANY_EMAIL || 'contact@mijote.fr',
      director: env.COMPANY_DIRECTOR || 'La direction de Mijote SAS',
      host: env.COMPANY_HOST || 'Hébergeur à préciser par l’exploitant',
      siret: env.COMPANY_SIRET || '000 000 000 00000',
      rcs: env.COMPANY_RCS || 'RCS Angers 000 000 000',
      capital: env.COMPANY_CAPITAL || '1 000 €',
      vatNumber: env.COMPANY_VAT_NUMBER || 'FR00 000000000',
    },
    payment,
    productionHost: env.PRODUCTION_HOST?.trim().toLowerCase() || null,
    social: {
      instagram: socialUrl(env, SOCIAL_NETWORKS.instagram),
      facebook: socialUrl(env, SOCIAL_NETWORKS.facebook),
      linkedin: socialUrl(env, SOCIAL_NETWORKS.linkedin),
    },
  };
}
