/* Généré par npm run codegen (scripts/codegen-hooks-plugin.cjs) : ne pas modifier à la main. */
export * from './hooks-accounts-accounts';
export * from './hooks-billing-billing';
export * from './hooks-favourites-favourite-ids';
export * from './hooks-favourites-favourites';
export * from './hooks-geo-city';
export * from './hooks-legal-site-info';
export * from './hooks-moderation-administration';
export * from './hooks-moderation-moderation';
export * from './hooks-publication-publication';
export * from './hooks-registration-registration';
export * from './hooks-restaurants-restaurant';
export * from './hooks-restaurants-review-report';
export * from './hooks-restaurants-search';
export * from './hooks-restaurateur-description';
export * from './hooks-restaurateur-info';
export * from './hooks-restaurateur-restaurateur';
export * from './hooks-restaurateur-statistics';
