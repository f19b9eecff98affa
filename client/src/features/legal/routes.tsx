import { Route } from 'react-router-dom';
import { PrivatePage } from '../../app/private-page';

/** Static and legal pages (SPEC §2); both spellings of the sales terms lead to the same page. Their code: ./pages.ts. */
export const LEGAL_PATHS = ['/ContactezNous', '/APropos', '/ConditionsGeneralesUtilisation', '/Fonctionnement', '/MentionsLegales', '/PolitiqueCookies', '/CharteMijote', '/PolitiqueConfidentialite', '/legalObligation', '/mentionsLegalesResto', '/politiqueConfidentialiteResto', '/politiqueCookiesResto', '/conditionsGeneralesUtilisationResto', '/conditionsGeneralesVenteResto', '/ConditionsGeneralesVenteResto', '/contact_inscription'] as const;
export const legalRoutes = LEGAL_PATHS.map((path) => <Route key={path} path={path} element={<PrivatePage />} />);
