import { Link } from 'react-router-dom';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { REGISTRATION_MESSAGES } from '../../../../../common/registration-rules';

/**
 * SPEC §8's red notice « L’adresse e-mail est déjà utilisée », said once, with what to do next: sign in, or use another
 * address for another restaurant (one restaurant per account, docs/adr/0029). At the contact form and in the wizard.
 */
export function AccountExistsNotice({ id }: { id?: string }) {
  return (
    <div id={id} className="notice notice--error account-exists" role="alert">
      <p>
        <strong>{REGISTRATION_MESSAGES.emailTakenNotice}</strong>
      </p>
      <p>{REGISTRATION_MESSAGES.accountExists}</p>
      <p>{REGISTRATION_MESSAGES.oneRestaurantPerAccount}</p>
      <Link to={RESTAURATEUR_DASHBOARD_PATH} className="button">
        Se connecter à mon espace
      </Link>
    </div>
  );
}
