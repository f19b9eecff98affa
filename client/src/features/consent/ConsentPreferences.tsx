import { Link } from 'react-router-dom';
import { COOKIES_PATH } from '../../../../common/page-addresses';

interface ConsentPreferencesProps {
  /** Describes the banner (aria-describedby). */
  id: string;
  analytics: boolean;
  preferences: boolean;
  onAnalytics: (on: boolean) => void;
  onPreferences: (on: boolean) => void;
}

/** One optional purpose: its title and text, and its switch. */
function PurposeSwitch({ name, title, text, checked, onChange }: { name: string; title: string; text: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="consent__purpose">
      <span>
        <span className="consent__purpose-title">{title}</span>
        <span className="consent__purpose-text">{text}</span>
      </span>
      <input type="checkbox" role="switch" className="consent__switch" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

/** The banner's per-purpose view: every tracker with its purpose, and one switch per optional purpose. */
export default function ConsentPreferences({ id, analytics, preferences, onAnalytics, onPreferences }: ConsentPreferencesProps) {
  return (
    <div id={id} className="consent__purposes">
      <p className="consent__text">
        Choisissez finalité par finalité. Rien n’est activé sans votre accord ; vous pouvez retirer votre accord aussi simplement que
        vous l’avez donné. <Link to={COOKIES_PATH}>Détail des cookies</Link>
      </p>
      <div className="consent__purpose">
        <div>
          <p className="consent__purpose-title">Cookies nécessaires</p>
          <p className="consent__purpose-text">
            Mémorisation de votre choix, maintien de votre connexion, comptage d’un appel par session. Exemptés de consentement.
          </p>
        </div>
        <span className="consent__always">Toujours actifs</span>
      </div>
      <PurposeSwitch
        name="perform-analytics"
        title="Mesure d’audience et carte"
        text="Statistiques de fréquentation du site et affichage de la carte interactive : Google Maps (Google Ireland Ltd, qui peut déposer ses propres cookies) ou, sans clé Google, OpenStreetMap (ses serveurs de tuiles reçoivent votre adresse IP)."
        checked={analytics}
        onChange={onAnalytics}
      />
      <PurposeSwitch
        name="preferences"
        title="Préférences"
        text="Mémoriser des choix d’affichage dans ce navigateur. Mijote n’en mémorise aucun aujourd’hui : votre choix est enregistré pour être respecté si cela change."
        checked={preferences}
        onChange={onPreferences}
      />
    </div>
  );
}
