/** The addresses of the feature's pages that come through app/private-page.tsx: ./routes.tsx routes them, ./pages.ts gives each its code. */
export const ACCOUNT_PRIVATE_PATHS = ['/reset-password/:token'] as const;
