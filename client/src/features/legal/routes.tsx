import { Route } from 'react-router-dom';
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

/** Static and legal pages (SPEC §2); both spellings of the sales terms lead to the same page. */
export const legalRoutes = [
  <Route key="contact" path="/ContactezNous" element={<ContactPage />} />,
  <Route key="about" path="/APropos" element={<AboutPage />} />,
  <Route key="cgu" path="/ConditionsGeneralesUtilisation" element={<CguPage />} />,
  <Route key="how" path="/Fonctionnement" element={<HowItWorksPage />} />,
  <Route key="mentions" path="/MentionsLegales" element={<MentionsLegalesPage />} />,
  <Route key="cookies" path="/PolitiqueCookies" element={<CookiesPage />} />,
  <Route key="charte" path="/CharteMijote" element={<ChartePage />} />,
  <Route key="privacy" path="/PolitiqueConfidentialite" element={<PrivacyPage />} />,
  <Route key="obligations" path="/legalObligation" element={<LegalObligationPage />} />,
  <Route key="mentions-resto" path="/mentionsLegalesResto" element={<MentionsLegalesPage />} />,
  <Route key="privacy-resto" path="/politiqueConfidentialiteResto" element={<PrivacyRestoPage />} />,
  <Route key="cookies-resto" path="/politiqueCookiesResto" element={<CookiesPage />} />,
  <Route key="cgu-resto" path="/conditionsGeneralesUtilisationResto" element={<CguRestoPage />} />,
  <Route key="cgv-resto" path="/conditionsGeneralesVenteResto" element={<CgvRestoPage />} />,
  <Route key="cgv-resto-alt" path="/ConditionsGeneralesVenteResto" element={<CgvRestoPage />} />,
  <Route key="register-info" path="/contact_inscription" element={<RegisterInfoPage />} />,
];
