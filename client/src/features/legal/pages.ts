import { lazyPage } from '../../app/lazy-page';
import type { LEGAL_PATHS } from './paths';

const ContactPage = lazyPage(() => import('./pages/ContactPage'));
const AboutPage = lazyPage(() => import('./pages/AboutPage'));
const CguPage = lazyPage(() => import('./pages/CguPage'));
const HowItWorksPage = lazyPage(() => import('./pages/HowItWorksPage'));
const MentionsLegalesPage = lazyPage(() => import('./pages/MentionsLegalesPage'));
const CookiesPage = lazyPage(() => import('./pages/CookiesPage'));
const ChartePage = lazyPage(() => import('./pages/ChartePage'));
const PrivacyPage = lazyPage(() => import('./pages/PrivacyPage'));
const PrivacyRestoPage = lazyPage(() => import('./pages/PrivacyRestoPage'));
const LegalObligationPage = lazyPage(() => import('./pages/LegalObligationPage'));
const CguRestoPage = lazyPage(() => import('./pages/CguRestoPage'));
const CgvRestoPage = lazyPage(() => import('./pages/CgvRestoPage'));
const RegisterInfoPage = lazyPage(() => import('./pages/RegisterInfoPage'));

/** The static and legal pages, loaded through app/private-pages.tsx (few visitors land on them first). */
export const legalPages: Record<(typeof LEGAL_PATHS)[number], ReturnType<typeof lazyPage>> = {
  '/ContactezNous': ContactPage,
  '/APropos': AboutPage,
  '/ConditionsGeneralesUtilisation': CguPage,
  '/Fonctionnement': HowItWorksPage,
  '/MentionsLegales': MentionsLegalesPage,
  '/PolitiqueCookies': CookiesPage,
  '/CharteMijote': ChartePage,
  '/PolitiqueConfidentialite': PrivacyPage,
  '/legalObligation': LegalObligationPage,
  '/mentionsLegalesResto': MentionsLegalesPage,
  '/politiqueConfidentialiteResto': PrivacyRestoPage,
  '/politiqueCookiesResto': CookiesPage,
  '/conditionsGeneralesUtilisationResto': CguRestoPage,
  '/conditionsGeneralesVenteResto': CgvRestoPage,
  '/ConditionsGeneralesVenteResto': CgvRestoPage,
  '/contact_inscription': RegisterInfoPage,
};
