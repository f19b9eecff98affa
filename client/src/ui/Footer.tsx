import { Link } from 'react-router-dom';
import { useAuth } from '../features/accounts/auth/auth-context';
import { useConsent } from '../features/consent/consent-context';

const LINKS: { to: string; label: string; legal?: boolean }[] = [
  { to: '/ContactezNous', label: 'Contactez-nous' },
  { to: '/APropos', label: 'À propos' },
  { to: '/contact_inscription', label: 'Inscrire son restaurant' },
  { to: '/Fonctionnement', label: 'Fonctionnement du site' },
  { to: '/PolitiqueConfidentialite', legal: true, label: 'Politique de confidentialité' },
  { to: '/ConditionsGeneralesUtilisation', legal: true, label: 'Conditions générales d’utilisation' },
  { to: '/MentionsLegales', legal: true, label: 'Mentions légales' },
  { to: '/PolitiqueCookies', legal: true, label: 'Politique cookies' },
  { to: '/legalObligation', label: 'Obligations légales' },
];

const SOCIAL: { href: string; label: string; icon: string }[] = [
  { href: 'https://www.instagram.com/', label: 'Mijote sur Instagram', icon: 'IG' },
  { href: 'https://www.facebook.com/', label: 'Mijote sur Facebook', icon: 'f' },
  { href: 'https://www.linkedin.com/', label: 'Mijote sur LinkedIn', icon: 'in' },
];

interface FooterProps {
  /** Opens the cookie preferences. */
  onManageCookies?: () => void;
}

/** Site footer: information and legal links, cookie management and social links. */
export function Footer({ onManageCookies }: FooterProps) {
  // Restaurant accounts see only /legalObligation in the legal part (SPEC §2).
  const { isLogin } = useAuth();
  const { openPreferences } = useConsent();
  const links = isLogin === 2 ? LINKS.filter((link) => !link.legal) : LINKS;
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
              <button type="button" className="site-footer__cookies" aria-haspopup="dialog" onClick={() => (onManageCookies ?? openPreferences)()}>
                Gestion des cookies
              </button>
            </li>
          </ul>
        </nav>
        <ul className="site-footer__social" aria-label="Réseaux sociaux">
          {SOCIAL.map((s) => (
            <li key={s.href}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                <span aria-hidden="true">{s.icon}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="site-footer__copy">© {new Date().getFullYear()} Mijote</p>
      </div>
    </footer>
  );
}
