/** The addresses of the feature's pages that come through app/private-page.tsx: ./routes.tsx routes them, ./pages.ts gives each its code. */
export const BILLING_PATHS = ['/payment/success', '/payment/refuse', '/payment/cancel'] as const;
