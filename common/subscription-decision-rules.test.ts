import { describe, expect, it } from 'vitest';
import { checkDecisionReasons, checkSubscriptionGround, restoredDueDate, SUBSCRIPTION_DECISION_MESSAGES, SUBSCRIPTION_GROUND_KEYS, SUBSCRIPTION_GROUNDS } from './subscription-decision-rules.js';

describe('the grounds of Mijote’s decisions on a subscription (docs/adr/0043)', () => {
  it('allow an end without notice only for repeated breaches and a legal obligation, the last two the CGV list', () => {
    // The CGV (CgvRestoPage « Durée, renouvellement et résiliation ») say « les deux derniers motifs ».
    expect(SUBSCRIPTION_GROUND_KEYS.filter((g) => SUBSCRIPTION_GROUNDS[g].immediate)).toEqual(SUBSCRIPTION_GROUND_KEYS.slice(-2));
    expect(SUBSCRIPTION_GROUND_KEYS.slice(-2)).toEqual(['repeated_breach', 'legal_obligation']);
    expect(checkSubscriptionGround('end_now', 'breach')).toBe(SUBSCRIPTION_DECISION_MESSAGES.groundNotImmediate);
    expect(checkSubscriptionGround('end_now', 'legal_obligation')).toBeNull();
    expect(checkSubscriptionGround('end_notice', 'closed')).toBeNull();
    expect(checkSubscriptionGround('suspend', 'nope')).toBe(SUBSCRIPTION_DECISION_MESSAGES.groundRequired);
    expect(checkSubscriptionGround('suspend', null)).toBe(SUBSCRIPTION_DECISION_MESSAGES.groundRequired);
    expect(checkSubscriptionGround('lift', null)).toBeNull();
    expect(checkSubscriptionGround('lift', 'breach')).toBe(SUBSCRIPTION_DECISION_MESSAGES.groundRequired);
  });
  it('want a statement of reasons the restaurateur can read', () => {
    expect(checkDecisionReasons('   court   ')).toBe(SUBSCRIPTION_DECISION_MESSAGES.reasonsRequired);
    expect(checkDecisionReasons('x'.repeat(1001))).toBe(SUBSCRIPTION_DECISION_MESSAGES.reasonsTooLong);
    expect(checkDecisionReasons('Trois signalements vérifiés.')).toBeNull();
  });
});

describe('a subscription restored by an appeal (docs/adr/0049)', () => {
  it('renews at the end of the paid period while it is ahead, otherwise from the day of the restoration', () => {
    expect(restoredDueDate('2026-12-11', '2026-11-29')).toBe('2026-12-11');
    expect(restoredDueDate('2026-11-29', '2026-11-29')).toBe('2026-11-29');
    expect(restoredDueDate('2026-11-09', '2026-11-29')).toBe('2026-11-29');
    expect(restoredDueDate(null, '2026-11-29')).toBe('2026-11-29');
  });
});
