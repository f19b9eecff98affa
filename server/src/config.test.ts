import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, MEDIA_STORAGE_REQUIRED, PAYMENT_PROVIDER_REQUIRED } from './config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mijote-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('never seeds demo data or demo accounts on a production database unless forced', () => {
    const prod = { DATA_DIR: dir, DATABASE_URL: 'postgres://x@db/prod', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', MEDIA_STORAGE: 'local' };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('generates the secret and the admin segments once, then reuses them', () => {
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.appSecret).toBe(b.appSecret);
    expect(a.appSecret.length).toBeGreaterThanOrEqual(40);
    expect(readFileSync(path.join(dir, 'admin-path'), 'utf8')).toBe(a.adminPath);
    expect(a.adminPath).not.toBe(a.adminModerationPath);
    expect(loadConfig({ DATA_DIR: dir, ADMIN_PATH: 'gestion-fixe' }).adminPath).toBe('gestion-fixe');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'trois-mille' })).toThrow(/PORT/);
  });

  it('trusts no X-Forwarded-For unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('turns GraphQL introspection off in production unless asked, and reads the API budget', () => {
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).graphqlIntrospection).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).apiRatePerMinute).toBe(300);
    expect(() => loadConfig({ DATA_DIR: dir, API_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
  });

  it('reads the social pages: none by default, https page addresses only, refused in French otherwise', () => {
    expect(loadConfig({ DATA_DIR: dir }).social).toEqual({ instagram: null, facebook: null, linkedin: null });
    expect(loadConfig({ DATA_DIR: dir, SOCIAL_INSTAGRAM_URL: '', SOCIAL_FACEBOOK_URL: ' ' }).social).toEqual({ instagram: null, facebook: null, linkedin: null });
    expect(loadConfig({ DATA_DIR: dir, SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/mijote49' }).social).toEqual({
      instagram: null,
      facebook: 'https://www.facebook.com/mijote49',
      linkedin: null,
    });
    expect(loadConfig({ DATA_DIR: dir, SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/mijote/' }).social.linkedin).toBe('https://www.linkedin.com/company/mijote/');
    expect(() => loadConfig({ DATA_DIR: dir, SOCIAL_INSTAGRAM_URL: 'http://www.instagram.com/mijote' })).toThrow(/SOCIAL_INSTAGRAM_URL doit commencer par https:\/\//);
    expect(() => loadConfig({ DATA_DIR: dir, SOCIAL_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/SOCIAL_INSTAGRAM_URL doit commencer par https/);
    expect(() => loadConfig({ DATA_DIR: dir, SOCIAL_FACEBOOK_URL: 'www.facebook.com/mijote' })).toThrow(/SOCIAL_FACEBOOK_URL doit être une adresse https complète/);
    expect(() => loadConfig({ DATA_DIR: dir, SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/' })).toThrow(/pas la page d’accueil du réseau/);
    expect(() => loadConfig({ DATA_DIR: dir, SOCIAL_LINKEDIN_URL: 'https://moi:secret@www.linkedin.com/company/mijote' })).toThrow(/SOCIAL_LINKEDIN_URL ne doit contenir ni identifiant/);
  });
});

describe('card payments (PAYMENT_PROVIDER, UP2PAY_*)', () => {
  const pem = () => generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const up2pay = { DATA_DIR: dir, PAYMENT_PROVIDER: 'up2pay', UP2PAY_SITE: '1999888', UP2PAY_RANG: '32', UP2PAY_IDENTIFIANT: '2', UP2PAY_HMAC_KEY: '0123456789ABCDEF'.repeat(8) };

  it('uses the sandbox with no configuration', () => {
    expect(loadConfig({ DATA_DIR: dir }).payment).toMatchObject({ provider: 'sandbox', hosts: [], publicKeysPem: [] });
    // Production on the embedded database (npm start alone), or a non-production external database: still the sandbox.
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).payment.provider).toBe('sandbox');
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@db/recette' }).payment.provider).toBe('sandbox');
  });
  it('refuses a real deployment (NODE_ENV=production with DATABASE_URL) that names no provider, naming the variables; the sandbox only when asked by name', () => {
    const real = { DATA_DIR: path.join(dir, 'real'), DATABASE_URL: 'postgres://x@db/prod', NODE_ENV: 'production' };
    expect(() => loadConfig(real)).toThrow(PAYMENT_PROVIDER_REQUIRED);
    expect(PAYMENT_PROVIDER_REQUIRED).toMatch(/PAYMENT_PROVIDER=up2pay avec UP2PAY_SITE, UP2PAY_RANG, UP2PAY_IDENTIFIANT, UP2PAY_HMAC_KEY et UP2PAY_PUBLIC_KEYS, ou PAYMENT_PROVIDER=sandbox/);
    expect(() => loadConfig({ ...real, PAYMENT_PROVIDER: '' })).toThrow(/PAYMENT_PROVIDER=up2pay/);
    // Refused before anything is written into DATA_DIR.
    expect(existsSync(real.DATA_DIR)).toBe(false);
    expect(loadConfig({ ...real, PAYMENT_PROVIDER: 'sandbox', MEDIA_STORAGE: 'local' }).payment.provider).toBe('sandbox');
    expect(loadConfig({ ...up2pay, ...real, MEDIA_STORAGE: 'local', UP2PAY_PUBLIC_KEYS: pem() }).payment.provider).toBe('up2pay');
  });
  it('asks for every UP2PAY_* value in up2pay mode, a hex HMAC key and at least one PEM key', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_PROVIDER: 'up2pay' })).toThrow(/UP2PAY_SITE, UP2PAY_RANG, UP2PAY_IDENTIFIANT, UP2PAY_HMAC_KEY, UP2PAY_PUBLIC_KEYS/);
    expect(() => loadConfig({ ...up2pay, UP2PAY_PUBLIC_KEYS: 'pas une clé' })).toThrow(/UP2PAY_PUBLIC_KEYS/);
    expect(() => loadConfig({ ...up2pay, UP2PAY_HMAC_KEY: 'clé-en-texte', UP2PAY_PUBLIC_KEYS: pem() })).toThrow(/UP2PAY_HMAC_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });
  it('reads several public keys (one after the other, newlines written \\n) and the main and fallback hosts', () => {
    const keys = `${pem()}${pem()}`.replace(/\n/g, '\\n');
    const c = loadConfig({ ...up2pay, UP2PAY_PUBLIC_KEYS: keys }).payment;
    expect(c.publicKeysPem).toHaveLength(2);
    expect(c.hosts).toEqual(['tpeweb.e-transactions.fr', 'tpeweb1.e-transactions.fr']);
    expect(loadConfig({ ...up2pay, UP2PAY_PUBLIC_KEYS: pem(), UP2PAY_HOSTS: 'a.example, b.example' }).payment.hosts).toEqual(['a.example', 'b.example']);
  });
});

describe('photo storage (MEDIA_STORAGE, S3_*, AWS_*)', () => {
  const s3 = { DATA_DIR: dir, S3_BUCKET: 'mijote-photos' };

  it('keeps the photos in MEDIA_DIR with no configuration, in a bucket once S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: dir }).mediaStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).mediaStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', AWS_REGION: 'fr-par', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' }).mediaStorage).toEqual({
      kind: 's3', bucket: 'mijote-photos', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'fr-par', credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadConfig(s3).mediaStorage).toMatchObject({ kind: 's3', endpoint: null, forcePathStyle: false, region: 'us-east-1', credentials: null });
  });
  it('refuses a real deployment that names no storage, before anything is written; the disk only when asked by name', () => {
    const real = { DATA_DIR: path.join(dir, 'real-media'), DATABASE_URL: 'postgres://x@db/prod', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' };
    expect(() => loadConfig(real)).toThrow(MEDIA_STORAGE_REQUIRED);
    expect(MEDIA_STORAGE_REQUIRED).toMatch(/indiquez S3_BUCKET .* ou MEDIA_STORAGE=local/);
    expect(existsSync(real.DATA_DIR)).toBe(false);
    expect(loadConfig({ ...real, MEDIA_STORAGE: 'local' }).mediaStorage.kind).toBe('local');
    expect(loadConfig({ ...real, S3_BUCKET: 'mijote-photos' }).mediaStorage.kind).toBe('s3');
  });
  it('refuses bad values in French', () => {
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE vaut local ou s3/);
    expect(() => loadConfig({ DATA_DIR: dir, MEDIA_STORAGE: 's3' })).toThrow(/MEDIA_STORAGE=s3 demande S3_BUCKET/);
    expect(() => loadConfig({ ...s3, MEDIA_STORAGE: 'local' })).toThrow(/se contredisent/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Mes_Photos' })).toThrow(/S3_BUCKET doit être un nom de compartiment valide/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT doit être une adresse http\(s\) complète/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'oui' })).toThrow(/S3_FORCE_PATH_STYLE vaut true ou false/);
    expect(() => loadConfig({ ...s3, AWS_ACCESS_KEY_ID: 'id' })).toThrow(/AWS_ACCESS_KEY_ID et AWS_SECRET_ACCESS_KEY vont ensemble/);
  });
});
