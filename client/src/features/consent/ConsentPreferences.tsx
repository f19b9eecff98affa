import { Link } from 'react-router-dom';

interface ConsentPreferencesProps {
  /** Describes the banner (aria-describedby). */
  id: string;
  analytics: boolean;
  preferences: boolean;
  onAnalytics: (on: boolean) => void;
  onPreferences: (on: boolean) => void;
}

/** The banner's per-purpose view: every tracker with its purpose, and one switch per optional purpose. */
export default function ConsentPreferences({ id, analytics, preferences, onAnalytics, onPreferences }: ConsentPreferencesProps) {
  return (
    <div id={id} className="consent__purposes">
      <p className="consent__text">
        Choisissez finalité par finalité. Rien n’est activé sans votre accord ; vous pouvez retirer votre accord aussi simplement que
        vous l’avez donné. <Link to="/PolitiqueCookies">Détail des cookies</Link>
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
      <label className="consent__purpose">
        <span>
          <span className="consent__purpose-title">Mesure d’audience et carte</span>
          <span className="consent__purpose-text">
            Statistiques de fréquentation du site et affichage de la carte interactive Google Maps (Google Ireland Ltd, qui peut
            déposer ses propres cookies).
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="consent__switch"
          name="perform-analytics"
          checked={analytics}
          onChange={(e) => onAnalytics(e.target.checked)}
        />
      </label>
      <label className="consent__purpose">
        <span>
          <span className="consent__purpose-title">Préférences</span>
          <span className="consent__purpose-text">Mémoriser vos choix d’affichage dans ce navigateur.</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="consent__switch"
          name="preferences"
          checked={preferences}
          onChange={(e) => onPreferences(e.target.checked)}
        />
      </label>
    </div>
  );
}
