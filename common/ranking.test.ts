import { describe, expect, it } from 'vitest';
import { rankingScore, RANKING_PRIOR } from './ranking.js';

describe('the « Notes » order: a Bayesian average', () => {
  it('puts 4.8★ with 40 reviews before 5★ with 2', () => {
    expect(rankingScore(4.8, 40)).toBeGreaterThan(rankingScore(5, 2));
  });
  it('is the prior without reviews, and tends to the plain average with many', () => {
    expect(rankingScore(0, 0)).toBe(RANKING_PRIOR.rating);
    expect(rankingScore(4.2, 10_000)).toBeCloseTo(4.2, 2);
  });
  it('keeps the plain order between restaurants with as many reviews', () => {
    expect(rankingScore(4.5, 12)).toBeGreaterThan(rankingScore(4.4, 12));
  });
});
