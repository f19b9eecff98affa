import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PROFILE_PATH, REGISTER_INFO_PATH, RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { Icon } from '../../../ui/Icon';
import { CHEF_ICON, USER_ICON } from '../../../ui/icons';
import { useAuth } from '../auth/auth-context';
import { HeaderMenu } from './HeaderMenu';

function Avatar({ picture, fallback }: { picture: string | null; fallback: ReactNode }) {
  return picture ? <img className="account-entry__picture" src={picture} alt="" width={36} height={36} /> : <>{fallback}</>;
}

/**
 * Top-bar login entry (SPEC §2): 'Connexion', the customer's initial or picture, or the owner's chef icon or picture;
 * for visitors, « Inscrire son restaurant » in the bar, or on a phone in the bar's menu (issue 15).
 */
export function AccountEntry() {
  const auth = useAuth();
  if (!auth.authDone && !auth.authFailed) return <span className="account-entry account-entry--pending" aria-hidden="true" />;
  if (auth.isLogin === 2) {
    return (
      <Link to={RESTAURATEUR_DASHBOARD_PATH} className="account-entry account-entry--avatar" aria-label="Espace restaurateur" title="Espace restaurateur">
        <Avatar picture={auth.imgProfil} fallback={<Icon path={CHEF_ICON} size={22} />} />
      </Link>
    );
  }
  const initial = <span className="account-entry__initial">{(auth.firstName.trim()[0] ?? '?').toUpperCase()}</span>;
  if (auth.isLogin === 1 && auth.role === 'admin') {
    return (
      <button
        type="button"
        className="account-entry account-entry--avatar"
        aria-label={`Administration (${auth.firstName})\u00a0: se déconnecter`}
        title="Se déconnecter"
        onClick={() => void auth.logOut()}
      >
        <Avatar picture={auth.imgProfil} fallback={initial} />
      </button>
    );
  }
  if (auth.isLogin === 1) {
    return (
      <Link to={PROFILE_PATH} className="account-entry account-entry--avatar" aria-label={`Mon profil (${auth.firstName})`} title="Mon profil">
        <Avatar picture={auth.imgProfil} fallback={initial} />
      </Link>
    );
  }
  return (
    <>
      <HeaderMenu />
      <Link to={REGISTER_INFO_PATH} className="header-bar__register">
        Inscrire son restaurant
      </Link>
      <button type="button" className="account-entry account-entry--login" onClick={() => auth.openConnection('login')} aria-haspopup="dialog">
        <Icon path={USER_ICON} size={20} />
        <span>Connexion</span>
      </button>
    </>
  );
}
