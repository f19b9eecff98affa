import { Link, useLocation } from 'react-router-dom';
import {
  ABOUT_PATH, ADMIN_PREFIX, CGU_PATH, CONTACT_PATH, COOKIES_PATH, DEVELOPERS_PATH, HOW_IT_WORKS_PATH, LEGAL_OBLIGATION_PATH, MENTIONS_PATH, PRIVACY_PATH,
  REGISTER_INFO_PATH,
} from '../../../common/page-addresses';
import { usePageFrameParts } from './page-frame';
import { useSiteInfo } from './site-info';
import { socialLinks } from './social-links';

const LINKS: { to: string; label: string; legal?: boolean }[] = [
  { to: CONTACT_PATH, label: 'Contactez-nous' },
  { to: ABOUT_PATH, label: 'À propos' },
  { to: REGISTER_INFO_PATH, label: 'Inscrire son restaurant' },
  { to: HOW_IT_WORKS_PATH, label: 'Fonctionnement du site' },
  { to: DEVELOPERS_PATH, label: 'Développeurs (API)' },
  { to: PRIVACY_PATH, legal: true, label: 'Politique de confidentialité' },
  { to: CGU_PATH, legal: true, label: 'Conditions générales d’utilisation' },
  { to: MENTIONS_PATH, legal: true, label: 'Mentions légales' },
  { to: COOKIES_PATH, legal: true, label: 'Politique cookies' },
  { to: LEGAL_OBLIGATION_PATH, label: 'Obligations légales' },
];

interface FooterProps {
  /** Opens the cookie preferences. */
  onManageCookies?: () => void;
}

/** Site footer: information and legal links, cookie management and the configured social links (none when unset). */
export function Footer({ onManageCookies }: FooterProps) {
  // Restaurant accounts see only /legalObligation in the legal part (SPEC §2).
  const { restaurateur, openCookiePreferences } = usePageFrameParts().useFooterFacts();
  // Restaurateurs are registered already, and the administration registers nobody: no 'Inscrire son restaurant' there.
  const inAdministration = useLocation().pathname.startsWith(ADMIN_PREFIX);
  const links = restaurateur ? LINKS.filter((link) => !link.legal && link.to !== REGISTER_INFO_PATH)
    : inAdministration ? LINKS.filter((link) => link.to !== REGISTER_INFO_PATH) : LINKS;
  const social = socialLinks(useSiteInfo().info?.socialLinks);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__logo">Mijote</p>
          <p className="site-footer__tagline">Les restaurants du Maine-et-Loire, sans classement payant.</p>
        </div>
        <nav aria-label="Liens du pied de page">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="site-footer__cookies" aria-haspopup="dialog" onClick={() => (onManageCookies ?? openCookiePreferences)()}>
                Gestion des cookies
              </button>
            </li>
          </ul>
        </nav>
        {social.length > 0 && (
          <ul className="site-footer__social" aria-label="Réseaux sociaux">
            {social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${s.label} (nouvel onglet)`}>
                  <span aria-hidden="true">{s.icon}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="site-footer__copy">© {new Date().getFullYear()} Mijote</p>
      </div>
    </footer>
  );
}
