import { describe, expect, it } from 'vitest';
import { RETENTION_PERIODS, frenchDuration, type RetentionPeriod } from '../../../../common/retention-periods';
import { PRIVACY_ROWS } from './privacy-rows';
import privacyPage from './pages/PrivacyPage.tsx?raw';

const declared = Object.entries(RETENTION_PERIODS as Record<string, RetentionPeriod>);
const cellOf = (policy: 'site' | 'restaurateurs', row: string) => PRIVACY_ROWS[policy].find((r) => r[0] === row)?.[3];
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

describe('privacy policies’ retention column (issue 28: built from common/retention-periods.ts)', () => {
  it.each(declared)('states %s in every row it names, with its period', (_key, period) => {
    expect(period.rows.length).toBeGreaterThan(0);
    expect(period.text).toContain(frenchDuration(period.amount, period.unit));
    for (const { policy, row } of period.rows) {
      const cell = cellOf(policy, row);
      expect(cell, `${policy} / ${row}`).toBeDefined();
      expect(lower(cell!)).toContain(period.text);
    }
  });

  it('states no server-side period that is not declared (only what the browser keeps, which no job does)', () => {
    // Kept by the browser, or the rate limiter's own window (server/src/auth/rate-limits.ts: its store clears expired counters), not a retention step.
    const browserSide = ['13 mois au plus par le navigateur', '6 mois pour le choix', '(15 minutes à 24 heures)'];
    for (const policy of ['site', 'restaurateurs'] as const) {
      for (const [row, , , cell] of PRIVACY_ROWS[policy]) {
        let rest = lower(cell);
        for (const [, p] of declared) if (p.rows.some((r) => r.policy === policy && r.row === row)) rest = rest.replace(p.text, '');
        for (const b of browserSide) rest = rest.replace(b, '');
        expect(rest, `${policy} / ${row}`).not.toMatch(/\b\d+\s*(ans?|mois|jours?|heures?)\b/);
      }
    }
  });

  it('is the table both privacy pages render', () => {
    expect(privacyPage).toContain(`<Table rows={PRIVACY_ROWS[restaurateur ? 'restaurateurs' : 'site']} />`);
    expect(privacyPage).not.toMatch(/ans après|an après|mois pour les contestations/);
  });
});
