import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ContactPage = lazy(() => import('./pages/ContactPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const CguPage = lazy(() => import('./pages/CguPage'));
const HowItWorksPage = lazy(() => import('./pages/HowItWorksPage'));
const MentionsLegalesPage = lazy(() => import('./pages/MentionsLegalesPage'));
const CookiesPage = lazy(() => import('./pages/CookiesPage'));
const ChartePage = lazy(() => import('./pages/ChartePage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const PrivacyRestoPage = lazy(() => import('./pages/PrivacyRestoPage'));
const LegalObligationPage = lazy(() => import('./pages/LegalObligationPage'));
const CguRestoPage = lazy(() => import('./pages/CguRestoPage'));
const CgvRestoPage = lazy(() => import('./pages/CgvRestoPage'));
const RegisterInfoPage = lazy(() => import('./pages/RegisterInfoPage'));

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
