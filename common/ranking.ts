/**
 * The « Notes » order (issue 15, DSA art. 27, explained on /Fonctionnement): a Bayesian average, as if every restaurant
 * had PRIOR_REVIEWS more reviews at PRIOR_RATING stars. Two 5★ reviews weigh less than forty at 4.8★; with many reviews
 * the score is the plain average. The plain average is what the cards show. The database computes the same expression
 * (restaurant.ranking_score, migration ranking-score); ties: more reviews first, then the older listing.
 */
export const RANKING_PRIOR = { reviews: 5, rating: 3.5 } as const;

export function rankingScore(rating: number, reviewCount: number): number {
  return Math.round(((rating * reviewCount + RANKING_PRIOR.rating * RANKING_PRIOR.reviews) / (reviewCount + RANKING_PRIOR.reviews)) * 1000) / 1000;
}

/** The SQL of the same score, for the generated column, written as PostgreSQL prints it back (the schema check compares them). */
export const RANKING_SCORE_SQL =
  `round((((rating * (review_count)::numeric) + (${RANKING_PRIOR.rating} * (${RANKING_PRIOR.reviews})::numeric)) / ((review_count + ${RANKING_PRIOR.reviews}))::numeric), 3)`;
