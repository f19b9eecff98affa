import { Link } from 'react-router-dom';

const LINKS: { to: string; label: string }[] = [
  { to: '/ContactezNous', label: 'Contactez-nous' },
  { to: '/APropos', label: 'À propos' },
  { to: '/contact_inscription', label: 'Inscrire son restaurant' },
  { to: '/Fonctionnement', label: 'Fonctionnement du site' },
  { to: '/PolitiqueConfidentialite', label: 'Politique de confidentialité' },
  { to: '/ConditionsGeneralesUtilisation', label: 'Conditions générales d’utilisation' },
  { to: '/MentionsLegales', label: 'Mentions légales' },
  { to: '/PolitiqueCookies', label: 'Politique cookies' },
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
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__logo">Mijote</p>
          <p className="site-footer__tagline">Les restaurants du Maine-et-Loire, sans classement payant.</p>
        </div>
        <nav aria-label="Liens du pied de page">
          <ul className="site-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              {/* Hook point: the consent preferences open here once the cookie banner is in place. */}
              <button type="button" className="site-footer__cookies" onClick={() => onManageCookies?.()}>
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
