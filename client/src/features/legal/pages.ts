import {
  ABOUT_PATH, CGU_PATH, CGU_RESTO_PATH, CGV_RESTO_CAPITALISED_PATH, CGV_RESTO_PATH, CHARTE_PATH, CONTACT_PATH, COOKIES_PATH, COOKIES_RESTO_PATH,
  HOW_IT_WORKS_PATH, LEGAL_OBLIGATION_PATH, type LegalPath, MENTIONS_PATH, MENTIONS_RESTO_PATH, PRIVACY_PATH, PRIVACY_RESTO_PATH, REGISTER_INFO_PATH,
} from '../../../../common/page-addresses';
import { lazyPage } from '../../app/lazy-page';

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
export const legalPages: Record<LegalPath, ReturnType<typeof lazyPage>> = {
  [CONTACT_PATH]: ContactPage,
  [ABOUT_PATH]: AboutPage,
  [CGU_PATH]: CguPage,
  [HOW_IT_WORKS_PATH]: HowItWorksPage,
  [MENTIONS_PATH]: MentionsLegalesPage,
  [COOKIES_PATH]: CookiesPage,
  [CHARTE_PATH]: ChartePage,
  [PRIVACY_PATH]: PrivacyPage,
  [LEGAL_OBLIGATION_PATH]: LegalObligationPage,
  [MENTIONS_RESTO_PATH]: MentionsLegalesPage,
  [PRIVACY_RESTO_PATH]: PrivacyRestoPage,
  [COOKIES_RESTO_PATH]: CookiesPage,
  [CGU_RESTO_PATH]: CguRestoPage,
  [CGV_RESTO_PATH]: CgvRestoPage,
  [CGV_RESTO_CAPITALISED_PATH]: CgvRestoPage,
  [REGISTER_INFO_PATH]: RegisterInfoPage,
};
