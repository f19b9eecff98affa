/**
 * A review's or reply's moderation ground (a charter ground, required to refuse) and details as stored; both null to
 * publish. Their shape was checked by the transport (ReviewDecisionInput's IsCharterGround and IsCharterDetails).
 */
export function checkedDecision(publish: boolean, rawReason: string | null, rawDetails: string | null): { reason: string | null; details: string | null } {
  if (publish) return { reason: null, details: null };
  const details = (rawDetails ?? '').trim();
  return { reason: rawReason ?? '', details: details || null };
}
