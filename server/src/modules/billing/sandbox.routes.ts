import { randomBytes, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { formatEuros } from '../../../../common/billing-rules.js';
import type { AppServices, RequestContext } from '../../graphql/context.js';
import { repository } from '../../db/transaction.js';
import { escapeHtml } from '../shared/escape-html.js';
import { SandboxChargeEntity } from './invoice.entity.js';
import { DIRECT_CHARGE, DIRECT_CONSULT, DIRECT_PATH, PAGE_PATH, SANDBOX_BASE, sandboxKeys } from './provider.js';
import { pbxHmac, signQuery, type FormField } from './signatures.js';
import { logger } from '../../logger.js';

/**
 * The sandbox provider (docs/adr/0011): what Up2pay does, served by this app when PAYMENT_PROVIDER=sandbox — the
 * host check (/load.html), the payment page that receives the signed form and verifies its HMAC and fields, the
 * documented test cards, the RSA-SHA1-signed notification sent server to server and the signed browser return, and
 * the Direct Plus endpoint (PPPS.php) for renewals. Everything it shows says « Environnement de test ».
 */
const SANDBOX_CARDS = {
  accepted: { number: '1111222233334444', label: 'Carte acceptée' },
  refused: { number: '4000000000000002', label: 'Carte refusée (code 00105)' },
  /** Accepted when registered, refused at every renewal: the failure paths of the subscription. */
  renewalRefused: { number: '4000000000000341', label: 'Carte acceptée à l’enregistrement, refusée aux échéances (code 00151)' },
} as const;
/** The card token the sandbox gives a renewalRefused card: its Direct Plus charges are refused. */
const REFUSED_HANDLE_PREFIX = 'SBXREFUSE';

/** The token the sandbox gives a registered card (U's handle): one it charges, or one it always refuses. */
export const sandboxCardHandle = (refusedOnRenewal = false) => `${refusedOnRenewal ? REFUSED_HANDLE_PREFIX : 'SBX'}${randomBytes(8).toString('hex').toUpperCase()}`;

const REQUIRED = ['PBX_SITE', 'PBX_RANG', 'PBX_IDENTIFIANT', 'PBX_TOTAL', 'PBX_DEVISE', 'PBX_CMD', 'PBX_PORTEUR', 'PBX_RETOUR', 'PBX_HASH', 'PBX_TIME', 'PBX_HMAC'] as const;

/** The posted fields in the order they came (the HMAC covers that order). */
function parseFormBody(raw: string): FormField[] {
  return raw.split('&').filter(Boolean).map((part) => {
    const eq = part.indexOf('=');
    const dec = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return [dec(eq < 0 ? part : part.slice(0, eq)), dec(eq < 0 ? '' : part.slice(eq + 1))] as const;
  });
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What is wrong with a received form, in French, or null (the sandbox's copy of the provider's checks). */
function formProblem(fields: readonly FormField[], expected: { site: string; rang: string; identifiant: string; hmacKeyHex: string }, now = Date.now()): string | null {
  const values = new Map(fields);
  for (const name of REQUIRED) if (!values.get(name)) return `Champ ${name} absent.`;
  if (fields.at(-1)?.[0] !== 'PBX_HMAC') return 'PBX_HMAC doit être le dernier champ.';
  if (values.get('PBX_HASH') !== 'SHA512') return 'PBX_HASH doit valoir SHA512.';
  if (!sameText(pbxHmac(fields, expected.hmacKeyHex), values.get('PBX_HMAC')!)) return 'Problème d’identification du commerce (PBX_HMAC invalide). Accès refusé !';
  if (values.get('PBX_SITE') !== expected.site || values.get('PBX_RANG') !== expected.rang || values.get('PBX_IDENTIFIANT') !== expected.identifiant) return 'Site, rang ou identifiant inconnu. Accès refusé !';
  if (!/^\d{3,10}$/.test(values.get('PBX_TOTAL')!)) return 'PBX_TOTAL doit être un montant en centimes (3 à 10 chiffres).';
  if (values.get('PBX_DEVISE') !== '978') return 'Devise inconnue.';
  if (values.get('PBX_CMD')!.length > 250) return 'PBX_CMD trop long.';
  const porteur = values.get('PBX_PORTEUR')!;
  if (porteur.length < 6 || porteur.length > 120 || !porteur.includes('@')) return 'PBX_PORTEUR doit être une adresse e-mail.';
  if (!/(^|;)K:K$/.test(values.get('PBX_RETOUR')!)) return 'PBX_RETOUR doit finir par la signature K.';
  const time = Date.parse(values.get('PBX_TIME')!);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/.test(values.get('PBX_TIME')!) || Number.isNaN(time) || Math.abs(now - time) > 24 * 3600_000) return 'PBX_TIME doit être la date ISO 8601 de la signature.';
  for (const url of ['PBX_REPONDRE_A', 'PBX_EFFECTUE', 'PBX_REFUSE', 'PBX_ANNULE']) {
    const v = values.get(url);
    if (v !== undefined && (!/^https?:\/\//.test(v) || (url !== 'PBX_REPONDRE_A' && v.length > 150))) return `${url} doit être une adresse http(s) de 150 caractères au plus.`;
  }
  return null;
}

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Environnement de test</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f3f3;color:#222}.test{background:#b00020;color:#fff;padding:12px;text-align:center;font-weight:bold;letter-spacing:.5px}
main{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 4px #0002}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #888;border-radius:4px}.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:16px;padding:12px 18px;font-size:16px;border-radius:4px;border:0;cursor:pointer}.pay{background:#1d5e3a;color:#fff;width:100%}.cancel{background:#ddd;width:100%}
table{border-collapse:collapse;width:100%;font-size:14px}td{border-top:1px solid #ddd;padding:6px 4px}td code{white-space:nowrap}.error{color:#b00020}</style></head>
<body><div class="test" role="banner">Environnement de test — aucune carte réelle, aucun paiement réel</div><main>${body}</main></body></html>`;

function paymentPage(rawForm: string, values: Map<string, string>, error: string | null = null): string {
  const cards = Object.values(SANDBOX_CARDS).map((c) => `<tr><td><code>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${escapeHtml(c.label)}</td></tr>`).join('');
  return page('Paiement sécurisé', `<h1>Paiement sécurisé</h1>
<p>Commande <strong>${escapeHtml(values.get('PBX_CMD') ?? '')}</strong> — montant : <strong>${escapeHtml(formatEuros(Number(values.get('PBX_TOTAL'))))}</strong>${values.get('PBX_AUTOSEULE') === 'O' ? ' (empreinte bancaire : autorisation seule, aucun débit)' : ''}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="POST" action="${SANDBOX_BASE}/cgi/pay">
<input type="hidden" name="form" value="${escapeHtml(Buffer.from(rawForm).toString('base64url'))}">
<label for="card">Numéro de carte</label><input id="card" name="card" inputmode="numeric" autocomplete="off" required>
<div class="row"><div><label for="expiry">Date d’expiration (MM/AA)</label><input id="expiry" name="expiry" value="12/30" autocomplete="off"></div>
<div><label for="cvv">Cryptogramme</label><input id="cvv" name="cvv" value="123" inputmode="numeric" autocomplete="off"></div></div>
<button class="pay" type="submit" name="action" value="pay">Valider le paiement</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Annuler et revenir au site</button>
</form>
<h2>Cartes de test</h2><table>${cards}</table>`);
}

/** The returned variables in PBX_RETOUR's order (K aside), URL-encoded as the provider sends them. */
function returnData(retour: string, vars: Record<string, string | undefined>): string {
  return retour.split(';').map((spec) => spec.split(':') as [string, string]).filter(([, letter]) => letter !== 'K' && vars[letter] !== undefined)
    .map(([name, letter]) => `${name}=${encodeURIComponent(vars[letter]!)}`).join('&');
}

/** What the sandbox's routes share: its keys, the merchant it expects, and its refusal page. */
interface Sandbox {
  keys: () => ReturnType<typeof sandboxKeys>;
  expected: () => Promise<{ site: string; rang: string; identifiant: string; hmacKeyHex: string }>;
  refuse: (res: Response, message: string) => void;
}

/** The payment page: the signed form checked as the provider checks it, then the card entry. */
function showPaymentPage(sandbox: Sandbox) {
  return async (req: Request, res: Response) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    let fields: FormField[];
    try {
      fields = parseFormBody(raw);
    } catch {
      return sandbox.refuse(res, 'Formulaire illisible.');
    }
    const problem = formProblem(fields, await sandbox.expected());
    if (problem) return sandbox.refuse(res, problem);
    res.type('html').send(paymentPage(raw, new Map(fields)));
  };
}

/** The provider's answer to a test card: its response code, and the variables PBX_RETOUR asks for. */
function cardAnswer(body: URLSearchParams, values: Map<string, string>, card: string, cancelled: boolean): { accepted: boolean; vars: Record<string, string | undefined> } {
  const expiry = /^(\d{2})\/(\d{2})$/.exec(body.get('expiry') ?? '') ?? [null, '12', '30'];
  const known = card === SANDBOX_CARDS.accepted.number || card === SANDBOX_CARDS.renewalRefused.number;
  const code = cancelled ? '00001' : known ? '00000' : card === SANDBOX_CARDS.refused.number ? '00105' : '00004';
  const accepted = code === '00000';
  const aamm = `${expiry[2]}${expiry[1]}`;
  const handle = sandboxCardHandle(card === SANDBOX_CARDS.renewalRefused.number);
  const vars: Record<string, string | undefined> = {
    M: values.get('PBX_TOTAL'), R: values.get('PBX_CMD'), T: String(Date.now() % 1e10).padStart(10, '0'), A: accepted ? 'XXXXXX' : undefined,
    C: cancelled ? undefined : 'CB', D: cancelled ? undefined : aamm, E: code, J: cancelled ? undefined : card.slice(-2),
    S: String(Math.floor(Math.random() * 1e10)).padStart(10, '0'), U: accepted && values.get('PBX_REFABONNE') ? `${handle}  ${aamm}  ---` : undefined,
  };
  return { accepted, vars };
}

/** Server to server first, as the provider does; the browser return only displays. */
async function notifyShop(notify: string, data: string, sandbox: Sandbox): Promise<void> {
  try {
    const answer = await fetch(`${notify}${notify.includes('?') ? '&' : '?'}${signQuery(data, (await sandbox.keys()).privateKey)}`, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) logger.warn({ status: answer.status }, 'Bac à sable de paiement : la notification a été refusée');
  } catch (error) {
    logger.warn({ err: error }, 'Bac à sable de paiement : notification impossible');
  }
}

/** The card entered (or « Annuler »): the notification to the shop, then the browser sent back to its result page. */
function takePayment(sandbox: Sandbox) {
  return async (req: Request, res: Response) => {
    const body = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
    let raw: string;
    let fields: FormField[];
    try {
      raw = Buffer.from(body.get('form') ?? '', 'base64url').toString('utf8');
      fields = parseFormBody(raw);
    } catch {
      return sandbox.refuse(res, 'Formulaire illisible.');
    }
    const problem = formProblem(fields, await sandbox.expected());
    if (problem) return sandbox.refuse(res, problem);
    const values = new Map(fields);
    const card = (body.get('card') ?? '').replace(/\s/g, '');
    const cancelled = body.get('action') === 'cancel';
    if (!cancelled && !/^\d{12,19}$/.test(card)) return res.type('html').send(paymentPage(raw, values, 'Saisissez le numéro d’une des cartes de test ci-dessous.'));
    const { accepted, vars } = cardAnswer(body, values, card, cancelled);
    const data = returnData(values.get('PBX_RETOUR')!, vars);
    const notify = values.get('PBX_REPONDRE_A');
    if (notify) await notifyShop(notify, data, sandbox);
    const back = values.get(cancelled ? 'PBX_ANNULE' : accepted ? 'PBX_EFFECTUE' : 'PBX_REFUSE');
    if (!back) return res.type('html').send(page('Paiement terminé', `<h1>${accepted ? 'Paiement accepté' : 'Paiement non abouti'}</h1>`));
    // The browser's return signs everything after '?', the site's own parameters included (reference §2.3).
    const [path, own] = back.split('?');
    res.redirect(303, `${path}?${signQuery(own ? `${own}&${data}` : data, (await sandbox.keys()).privateKey)}`);
  };
}

/** Direct Plus (PPPS.php): a renewal's charge, once per REFERENCE, or the consultation of one. */
function answerDirect(sandbox: Sandbox, newContext: () => RequestContext) {
  return async (req: Request, res: Response) => {
    const fields = parseFormBody(typeof req.body === 'string' ? req.body : '');
    const values = new Map(fields);
    const answer = (pairs: Record<string, string>) => res.type('text/plain').send(new URLSearchParams(pairs).toString());
    const base = { NUMQUESTION: values.get('NUMQUESTION') ?? '', SITE: values.get('SITE') ?? '', RANG: values.get('RANG') ?? '' };
    const e = await sandbox.expected();
    const signed = values.get('HMAC') && fields.at(-1)?.[0] === 'HMAC' && sameText(pbxHmac(fields, e.hmacKeyHex, 'HMAC'), values.get('HMAC')!);
    if (!signed || values.get('SITE') !== e.site || values.get('RANG') !== e.rang) return answer({ ...base, CODEREPONSE: '00006', COMMENTAIRE: 'Accès refusé ou site/rang/HMAC incorrect' });
    const reference = values.get('REFERENCE') ?? '';
    if (!/^[A-Za-z0-9-]{1,250}$/.test(reference)) return answer({ ...base, CODEREPONSE: '00003', COMMENTAIRE: 'REFERENCE invalide' });
    const ctx = newContext();
    const ledger = repository(ctx, SandboxChargeEntity);
    if (values.get('TYPE') === DIRECT_CONSULT) {
      const found = await ledger.findOneBy({ reference });
      if (!found) return answer({ ...base, CODEREPONSE: '00012', COMMENTAIRE: 'Transaction introuvable' });
      return answer({ ...base, CODEREPONSE: found.code, NUMTRANS: found.transactionNumber, NUMAPPEL: found.transactionNumber, AUTORISATION: found.code === '00000' ? 'XXXXXX' : '', COMMENTAIRE: 'Consultation' });
    }
    if (values.get('TYPE') !== DIRECT_CHARGE) return answer({ ...base, CODEREPONSE: '00003', COMMENTAIRE: 'TYPE non pris en charge par le bac à sable' });
    const amount = Number(values.get('MONTANT'));
    if (!Number.isInteger(amount) || amount <= 0) return answer({ ...base, CODEREPONSE: '00011', COMMENTAIRE: 'Montant invalide' });
    const porteur = values.get('PORTEUR') ?? '';
    const code = !porteur.startsWith('SBX') ? '00004' : porteur.startsWith(REFUSED_HANDLE_PREFIX) ? '00151' : '00000';
    // One charge per REFERENCE: the same request again is answered from the ledger.
    await ledger.createQueryBuilder().insert().values({ reference, amountCents: amount, code, transactionNumber: String(Math.floor(Math.random() * 1e10)).padStart(10, '0') }).orIgnore().updateEntity(false).execute();
    const charge = await ledger.findOneByOrFail({ reference });
    return answer({ ...base, CODEREPONSE: charge.code, NUMTRANS: charge.transactionNumber, NUMAPPEL: charge.transactionNumber, AUTORISATION: charge.code === '00000' ? 'XXXXXX' : '', COMMENTAIRE: charge.code === '00000' ? 'Demande traitée avec succès' : 'Paiement refusé' });
  };
}

/** The sandbox's Express routes, under /payment-sandbox (mounted only when PAYMENT_PROVIDER=sandbox). */
export function sandboxRouter(services: AppServices, newContext: () => RequestContext): Router {
  const router = Router();
  const form = express.text({ type: 'application/x-www-form-urlencoded', limit: '64kb' });
  const keys = () => sandboxKeys(services.db);
  const sandbox: Sandbox = {
    keys,
    expected: async () => ({ site: services.config.payment.site, rang: services.config.payment.rang, identifiant: services.config.payment.identifiant, hmacKeyHex: (await keys()).hmacKeyHex }),
    refuse: (res, message) => res.status(400).type('html').send(page('Paiement impossible', `<h1>Paiement impossible</h1><p class="error" role="alert">${escapeHtml(message)}</p>`)),
  };

  router.get(`${SANDBOX_BASE}/load.html`, (_req, res) => {
    res.type('html').send('<!DOCTYPE html><html lang="fr"><body><div id="server_status">OK</div></body></html>');
  });
  router.post(`${SANDBOX_BASE}${PAGE_PATH}`, form, showPaymentPage(sandbox));
  router.post(`${SANDBOX_BASE}/cgi/pay`, form, takePayment(sandbox));
  router.post(`${SANDBOX_BASE}${DIRECT_PATH}`, form, answerDirect(sandbox, newContext));
  return router;
}
