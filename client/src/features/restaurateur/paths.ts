/** The addresses of the feature's pages that come through app/private-page.tsx: ./routes.tsx routes them, ./pages.ts gives each its code. */
export const RESTAURATEUR_PATHS = ['/restaurateurLogin', '/modifyMenu', '/modifyMenu/:datePost', '/reservationPage', '/modifyInfo', '/modifyInfo/:encodedData', '/modifyDescription', '/statistiques', '/restaurateur/avis'] as const;
