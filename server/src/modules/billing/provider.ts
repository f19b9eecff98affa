import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, PaymentProviderName } from '../../config.js';
import { signForm, type FormField } from './signatures.js';

/**
 * The card provider (docs/adr/0011): one protocol, Up2pay e-Transactions / Paybox System
 * (shared/reference/payment-up2pay.md), spoken to the real hosts or to the sandbox this app serves under
 * /payment-sandbox with the same paths, fields and signatures. Only the hosts and the keys differ.
 */
export const PAGE_PATH = '/cgi/MYchoix_pagepaiement.cgi';
export const DIRECT_PATH = '/PPPS.php';
export const SANDBOX_BASE = '/payment-sandbox';
export const EURO = '978';
/** Direct Plus (shared/reference/payment-up2pay.md §3.3). */
const DIRECT_VERSION = '00104';
export const DIRECT_CHARGE = '00053';
/** Consultation of a transaction by its reference (after a crash: was it charged?). */
export const DIRECT_CONSULT = '00017';

export interface ChargeRequest {
  reference: string;
  amountCents: number;
  /** NUMQUESTION: unique per request, the same when the same payment is asked again. */
  question: number;
  cardRef: string;
  handle: string;
  /** AAMM, as U gave it. */
  expiry: string;
}

/** What Direct Plus answered (CODEREPONSE…), with the raw answer kept for the payment row. */
export interface DirectAnswer {
  code: string;
  authorization: string | null;
  transactionNumber: string | null;
  callNumber: string | null;
  raw: string;
}

export interface ProviderSettings {
  name: PaymentProviderName;
  site: string;
  rang: string;
  identifiant: string;
  hmacKeyHex: string;
  /** Payment page bases, main first (https://tpeweb.e-transactions.fr, or this app's /payment-sandbox). */
  pageBases: string[];
  directBases: string[];
  directCle: string | null;
  /** Keys whose signature of a notification is accepted. */
  keys: KeyObject[];
}

interface SandboxKeys { hmacKeyHex: string; privateKey: KeyObject; publicKey: KeyObject }
const sandboxKeyCache = new Map<string, SandboxKeys>();

/** Written once, never overwritten: two instances starting together keep the first file (flag wx). */
function once(file: string, make: () => string): string {
  if (!existsSync(file)) {
    try {
      writeFileSync(file, make(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8');
}

/** The sandbox's HMAC key and RSA key pair, generated once into DATA_DIR/payment-sandbox. */
export function sandboxKeys(dataDir: string): SandboxKeys {
  const cached = sandboxKeyCache.get(dataDir);
  if (cached) return cached;
  const dir = path.join(dataDir, 'payment-sandbox');
  mkdirSync(dir, { recursive: true });
  const hmacKeyHex = once(path.join(dir, 'hmac-key.hex'), () => randomBytes(64).toString('hex').toUpperCase()).trim();
  // 1024 bits like the provider's key (its signature is 128 bytes).
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 1024, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  let generated: ReturnType<typeof pair> | null = null;
  const privatePem = once(path.join(dir, 'rsa-private.pem'), () => (generated ??= pair()).privateKey);
  const publicPem = once(path.join(dir, 'rsa-public.pem'), () => createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString());
  const keys: SandboxKeys = { hmacKeyHex, privateKey: createPrivateKey(privatePem), publicKey: createPublicKey(publicPem) };
  sandboxKeyCache.set(dataDir, keys);
  return keys;
}

/** The provider a configuration names; the sandbox's addresses follow PUBLIC_URL. */
export function providerSettings(config: Config): ProviderSettings {
  const p = config.payment;
  if (p.provider === 'sandbox') {
    const keys = sandboxKeys(config.dataDir);
    const base = `${config.publicUrl}${SANDBOX_BASE}`;
    return { name: 'sandbox', site: p.site, rang: p.rang, identifiant: p.identifiant, hmacKeyHex: keys.hmacKeyHex, pageBases: [base], directBases: [base], directCle: null, keys: [keys.publicKey] };
  }
  return {
    name: 'up2pay', site: p.site, rang: p.rang, identifiant: p.identifiant, hmacKeyHex: p.hmacKeyHex!,
    pageBases: p.hosts.map((h) => (h.includes('://') ? h : `https://${h}`)),
    directBases: p.directHosts.map((h) => (h.includes('://') ? h : `https://${h}`)),
    directCle: p.directCle,
    keys: p.publicKeysPem.map((pem) => createPublicKey(pem)),
  };
}

/**
 * The payment page to send the browser to: the first host whose /load.html shows `id="server_status"` with OK
 * (reference §1.1), the last one otherwise.
 */
export async function paymentPageUrl(settings: ProviderSettings, fetchImpl: typeof fetch = fetch): Promise<string> {
  for (const base of settings.pageBases) {
    try {
      const res = await fetchImpl(`${base}/load.html`, { signal: AbortSignal.timeout(3000) });
      const html = await res.text();
      if (res.ok && /id=["']server_status["'][^>]*>\s*OK\s*</i.test(html)) return `${base}${PAGE_PATH}`;
    } catch {
      // Unreachable: try the next host.
    }
  }
  return `${settings.pageBases.at(-1)}${PAGE_PATH}`;
}

const pad = (n: number, size: number) => String(n).padStart(size, '0');

/** DATEQ: jjmmaaaahhmmss (Paris time is what the back office shows; the provider only needs it well formed). */
function dateq(now: Date): string {
  return `${pad(now.getUTCDate(), 2)}${pad(now.getUTCMonth() + 1, 2)}${now.getUTCFullYear()}${pad(now.getUTCHours(), 2)}${pad(now.getUTCMinutes(), 2)}${pad(now.getUTCSeconds(), 2)}`;
}

/** The Direct Plus request (reference §3.3), signed like the form (HASH + HMAC) or with the CLE. */
export function directRequest(settings: ProviderSettings, type: string, r: ChargeRequest, now = new Date()): FormField[] {
  const fields: FormField[] = [
    ['VERSION', DIRECT_VERSION], ['TYPE', type], ['SITE', settings.site], ['RANG', settings.rang], ['NUMQUESTION', pad(r.question, 10)],
    ['MONTANT', pad(r.amountCents, 10)], ['DEVISE', EURO], ['REFERENCE', r.reference], ['REFABONNE', r.cardRef], ['PORTEUR', r.handle],
    // DATEVAL is MMAA; U gives AAMM.
    ['DATEVAL', `${r.expiry.slice(2, 4)}${r.expiry.slice(0, 2)}`], ['DATEQ', dateq(now)], ['ACTIVITE', '027'],
  ];
  if (settings.directCle) return [...fields, ['CLE', settings.directCle]];
  return signForm([...fields, ['HASH', 'SHA512']], settings.hmacKeyHex, 'HMAC');
}

function parseDirectAnswer(raw: string): DirectAnswer {
  const values = new URLSearchParams(raw.trim());
  const get = (name: string) => values.get(name)?.trim() || null;
  return { code: get('CODEREPONSE') ?? '00001', authorization: get('AUTORISATION'), transactionNumber: get('NUMTRANS'), callNumber: get('NUMAPPEL'), raw: raw.slice(0, 2000) };
}

/** An answer that says nothing of the outcome (the request may or may not have reached the provider). */
export const UNKNOWN_OUTCOME = '';

const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET_BEFORE_SEND']);

/**
 * Sends a Direct Plus request to the main host, then to the fallback only when the main one surely did not take it
 * (connection refused, unknown host, or its answer 00001/00003, reference §2.4). Any other failure (a timeout, a
 * connection cut after sending) is an unknown outcome: the payment stays pending and is reconciled, never re-sent
 * blindly to another host.
 */
export async function callDirect(settings: ProviderSettings, type: string, r: ChargeRequest, fetchImpl: typeof fetch = fetch): Promise<DirectAnswer> {
  const body = new URLSearchParams(directRequest(settings, type, r) as [string, string][]).toString();
  let last: DirectAnswer = { code: UNKNOWN_OUTCOME, authorization: null, transactionNumber: null, callNumber: null, raw: 'aucun hôte' };
  for (const base of settings.directBases) {
    try {
      const res = await fetchImpl(`${base}${DIRECT_PATH}`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(20_000),
      });
      last = parseDirectAnswer(await res.text());
      if (last.code !== '00001' && last.code !== '00003') return last;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code ?? '';
      last = { code: UNKNOWN_OUTCOME, authorization: null, transactionNumber: null, callNumber: null, raw: `sans réponse : ${(error as Error).message} ${code}`.trim() };
      if (!NOT_SENT.has(code)) return last;
    }
  }
  return last;
}
