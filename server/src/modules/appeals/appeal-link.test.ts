import { describe, expect, it } from 'vitest';
import { secretSignature } from '../../auth/signed-tokens.js';
import { appealToken, isAppealToken } from './appeal-link.js';

const config = { appSecret: 'un-secret-de-test-assez-long-pour-signer' };

/** The personal link of an appeal (docs/adr/0041, 0049): a moderation decision's, and a subscription decision's. */
describe('appeal links', () => {
  it('a moderation decision signs its log entry as before, so links already mailed stay valid', () => {
    const row = { id: 7, log_entry_id: 41, email: 'lea@exemple.fr' };
    expect(appealToken(config, row)).toBe(`7-${secretSignature(config.appSecret, 'appeal:7:41:lea@exemple.fr')}`);
  });

  it('a subscription decision signs its own row: a log entry of the same number does not give the same link', () => {
    const bySubscription = { id: 7, log_entry_id: null, subscription_decision_id: 41, email: 'lea@exemple.fr' };
    const token = appealToken(config, bySubscription);
    expect(token).toMatch(/^7-[A-Za-z0-9_-]{32}$/);
    expect(isAppealToken(config, token, bySubscription)).toBe(true);
    expect(isAppealToken(config, token, { id: 7, log_entry_id: 41, email: 'lea@exemple.fr' })).toBe(false);
    expect(isAppealToken(config, token, { ...bySubscription, subscription_decision_id: 42 })).toBe(false);
    expect(isAppealToken(config, token, { ...bySubscription, email: 'autre@exemple.fr' })).toBe(false);
  });
});
