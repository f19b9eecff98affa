import { isPartnerTier, PARTNER_TIERS } from '../../../../common/partner-key-rules.js';
import type { KeyUsage } from './partner-key-usage.js';
import { PartnerKeyUsageDay, PartnerKeyUsageOperation, PartnerKeyUsageView } from './partner-key-usage.type.js';
import type { KeyRequestRow, PartnerKeyRow } from './partner-keys.queries.js';
import { PartnerKeyRequestView, PartnerKeyView } from './partner-keys.type.js';

const STATE_LABELS = { ACTIVE: 'Active', PENDING_REVEAL: 'En attente d’affichage par le demandeur', ROTATING: 'Renouvelée : l’ancienne vaut encore', REVOKED: 'Révoquée' } as const;

/** A tier's name in clear, with its budget. */
export function tierLabelOf(tier: string): string {
  if (!isPartnerTier(tier)) return tier;
  const t = PARTNER_TIERS[tier];
  return `${t.label} (${t.pointsPerMinute.toLocaleString('fr-FR')} points par minute, coût ${t.maxOperationCost.toLocaleString('fr-FR')} au plus par opération)`;
}

export function toKeyView(k: PartnerKeyRow): PartnerKeyView {
  const state = k.revoked_at ? 'REVOKED' : !k.revealed ? 'PENDING_REVEAL' : k.previous_valid_until ? 'ROTATING' : 'ACTIVE';
  return Object.assign(new PartnerKeyView(), {
    id: k.id, name: k.name, ownerEmail: k.owner_email, tier: k.tier, tierLabel: tierLabelOf(k.tier), allowedOrigins: k.allowed_origins,
    keyHint: k.key_hint, state, stateLabel: STATE_LABELS[state], previousValidUntil: k.revoked_at ? null : k.previous_valid_until,
    createdAt: k.created_at, lastUsedAt: k.last_used_at, revokedAt: k.revoked_at,
  });
}

export const toRequestView = (r: KeyRequestRow) => Object.assign(new PartnerKeyRequestView(), {
  id: r.id, organisation: r.organisation, email: r.email, intendedUse: r.intended_use, website: r.website, createdAt: r.created_at,
  decision: r.decision, decidedAt: r.decided_at, refusalReason: r.refusal_reason,
});

export const toUsageView = (u: KeyUsage) => Object.assign(new PartnerKeyUsageView(), {
  keyId: u.keyId, lastUsedAt: u.lastUsedAt,
  days: u.days.map((d) => Object.assign(new PartnerKeyUsageDay(), { day: d.day, requests: d.requests, cost: d.cost, rateLimited: d.rate_limited, costLimited: d.cost_limited })),
  operations: u.operations.map((o) => Object.assign(new PartnerKeyUsageOperation(), { operation: o.operation, requests: o.requests, cost: o.cost, refusals: o.refusals })),
});
