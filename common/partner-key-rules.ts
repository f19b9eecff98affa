/**
 * Partner keys of the public API (issue 29, docs/adr/0047-partner-keys.md): the tiers a key may have, the key's form,
 * the request form's rules and every French message the page, area 1 and the server share.
 */
import { checkEmail, normaliseEmail } from './account-rules.js';
import { PARTNER_KEY_REQUEST_PATH } from './page-addresses.js';

/** Every key starts with this: a Bearer value with it is a key, anything else stays a user's access token. */
export const PARTNER_KEY_PREFIX = 'mjk_live_';
/** The key after its prefix: 32 random bytes in base64url (43 characters). */
export const PARTNER_KEY_PATTERN = /^mjk_live_[A-Za-z0-9_-]{43}$/;

/**
 * The tiers, in one place: points per minute (the visitor has 300) and the largest cost of one GraphQL operation (the
 * visitor's is 10,000). The quota (server/src/auth/client-quota.ts) and area 1 read them here.
 */
export const PARTNER_TIERS = {
  partenaire: { label: 'Partenaire', pointsPerMinute: 3_000, maxOperationCost: 25_000 },
  'partenaire-plus': { label: 'Partenaire plus', pointsPerMinute: 12_000, maxOperationCost: 50_000 },
} as const;
export type PartnerTier = keyof typeof PARTNER_TIERS;
export const PARTNER_TIER_NAMES = Object.keys(PARTNER_TIERS) as PartnerTier[];
export const isPartnerTier = (tier: string): tier is PartnerTier => Object.hasOwn(PARTNER_TIERS, tier);

/** A rotated key's predecessor stays valid this many days. */
export const ROTATION_GRACE_DAYS = 7;
/** The personal link that reveals an approved key works this many days, once. */
export const REVEAL_LINK_DAYS = 14;

export const PARTNER_KEY_LIMITS = { organisationMin: 2, organisationMax: 120, useMin: 20, useMax: 2000, websiteMax: 200, originsMax: 10, reasonMin: 5, reasonMax: 1000, listed: 100 } as const;

export const PARTNER_KEY_MESSAGES = {
  organisation: `Indiquez votre organisation ou votre nom (${PARTNER_KEY_LIMITS.organisationMin} à ${PARTNER_KEY_LIMITS.organisationMax} caractères, sur une ligne).`,
  email: 'Indiquez une adresse e-mail valide.',
  intendedUse: `Décrivez l’usage prévu en ${PARTNER_KEY_LIMITS.useMin} à ${PARTNER_KEY_LIMITS.useMax} caractères.`,
  website: 'Indiquez l’adresse complète du site (https://…), ou laissez le champ vide.',
  origins: `Les origines autorisées sont au plus ${PARTNER_KEY_LIMITS.originsMax} adresses de la forme https://exemple.fr (sans chemin), une par ligne.`,
  tier: 'Choisissez le niveau de la clé.',
  reason: `Indiquez le motif du refus (${PARTNER_KEY_LIMITS.reasonMin} à ${PARTNER_KEY_LIMITS.reasonMax} caractères) : il est envoyé au demandeur.`,
  requested: 'Votre demande est enregistrée. Vous recevrez un e-mail dès qu’elle aura été examinée, en général sous deux jours ouvrés.',
  tooManyRequests: 'Trop de demandes de clé depuis cette adresse. Réessayez plus tard.',
  requestNotFound: 'Demande introuvable.',
  requestDecided: 'Cette demande a déjà été traitée.',
  keyNotFound: 'Clé introuvable.',
  keyRevoked: 'Cette clé est révoquée.',
  revealUsed: 'Ce lien a déjà servi : la clé ne s’affiche qu’une fois. Demandez une nouvelle clé si vous l’avez perdue.',
  revealInvalid: 'Ce lien n’est pas valide ou a expiré.',
  /** The 401 of a request whose key does not open the API (code API_KEY_INVALID). */
  unknownKey: `Clé d’API inconnue : vérifiez-la, ou demandez-en une sur ${PARTNER_KEY_REQUEST_PATH}.`,
  revokedKey: 'Cette clé d’API a été révoquée : elle n’ouvre plus l’API.',
  expiredKey: 'Cette clé d’API a été remplacée et sa période de transition est terminée : utilisez la nouvelle clé.',
  /** The 403 of a browser request from an origin the key does not list (code ORIGIN_REFUSED). */
  originRefused: 'Cette clé d’API n’est pas autorisée depuis ce site (origine non déclarée).',
} as const;

const oneLine = (v: string) => !/[\r\n]/.test(v);
const length = (v: string) => [...v.trim()].length;

/** An origin as a browser sends it: scheme, host and port, nothing else. */
function normaliseOrigin(origin: string): string | null {
  try {
    const u = new URL(origin.trim());
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (u.pathname !== '/' || u.search || u.hash || u.username || u.password) return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** One origin per line (or comma) → the normalised list, or null when one is not an origin or too many. */
export function parseOrigins(text: string): string[] | null {
  const items = text.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);
  if (items.length > PARTNER_KEY_LIMITS.originsMax) return null;
  const origins = items.map(normaliseOrigin);
  return origins.every((o): o is string => o !== null) ? [...new Set(origins)] : null;
}

export const PARTNER_KEY_CHECKS = {
  organisation: (v: string): string | null => (length(v) < PARTNER_KEY_LIMITS.organisationMin || length(v) > PARTNER_KEY_LIMITS.organisationMax || !oneLine(v.trim()) ? PARTNER_KEY_MESSAGES.organisation : null),
  email: (v: string): string | null => (checkEmail(normaliseEmail(v)) ? PARTNER_KEY_MESSAGES.email : null),
  intendedUse: (v: string): string | null => (length(v) < PARTNER_KEY_LIMITS.useMin || length(v) > PARTNER_KEY_LIMITS.useMax ? PARTNER_KEY_MESSAGES.intendedUse : null),
  website: (v: string): string | null => {
    const t = v.trim();
    if (!t) return null;
    if (t.length > PARTNER_KEY_LIMITS.websiteMax || !oneLine(t)) return PARTNER_KEY_MESSAGES.website;
    try {
      const u = new URL(t);
      return u.protocol === 'https:' || u.protocol === 'http:' ? null : PARTNER_KEY_MESSAGES.website;
    } catch {
      return PARTNER_KEY_MESSAGES.website;
    }
  },
  origins: (v: string): string | null => (parseOrigins(v) === null ? PARTNER_KEY_MESSAGES.origins : null),
  tier: (v: string): string | null => (isPartnerTier(v) ? null : PARTNER_KEY_MESSAGES.tier),
  reason: (v: string): string | null => (length(v) < PARTNER_KEY_LIMITS.reasonMin || length(v) > PARTNER_KEY_LIMITS.reasonMax ? PARTNER_KEY_MESSAGES.reason : null),
} as const;
