import { Link } from 'react-router-dom';
import { HOME_PATH, PROFILE_PATH, REGISTER_INFO_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { useAuth } from '../auth/auth-context';
import { LoginForm } from './LoginForm';
import '../../../styles/accounts.css';

interface RestaurateurSignInProps {
  /** The header's title: the page asked for (« Ma carte »), or « Espace restaurateur ». */
  title: string;
  /** The page asked for, named in the invitation; none on /restaurateurLogin. */
  pageName?: string;
  /** The session was refused by the server (expired, ended elsewhere). */
  expired?: boolean;
  /** A session was just opened. */
  onSignedIn?: () => void;
}

/**
 * The restaurateur sign-in (issue 25, docs/adr/0027): on /restaurateurLogin, and in place of every page of the space for
 * a person without a restaurateur session, at the page's own address, so that once signed in they are on the page they
 * asked for (a bookmark, the link of an e-mail). Signed in with another account (customer, admin), it says so and where
 * to go instead of asking again.
 */
export function RestaurateurSignIn({ title, pageName, expired = false, onSignedIn }: RestaurateurSignInProps) {
  const auth = useAuth();
  return (
    <>
      <HeaderBar title={title} back={HOME_PATH} />
      <main id="contenu" className="page page--narrow">
        <section className="profile__card reset" aria-labelledby="connexion-restaurateur">
          <h1 className="profile__title" id="connexion-restaurateur">
            Espace restaurateur
          </h1>
          {auth.isLogin === 1 ? (
            <OtherAccount />
          ) : (
            <>
              {expired && (
                <p className="notice" role="status">
                  Votre session a pris fin&nbsp;: reconnectez-vous pour continuer.
                </p>
              )}
              <p className="muted">
                {pageName ? `Connectez-vous pour ouvrir «\u00a0${pageName}\u00a0» de votre espace restaurateur.` : 'Connectez-vous pour gérer la page de votre restaurant.'}
              </p>
              <LoginForm space="restaurateur" onSuccess={onSignedIn}>
                <div className="account-form__links">
                  <button type="button" className="link-button" onClick={() => auth.openConnection('forgot')}>
                    Mot de passe oublié&nbsp;?
                  </button>
                  <Link to={REGISTER_INFO_PATH} className="link">
                    Pas encore inscrit&nbsp;? Inscrire son restaurant
                  </Link>
                </div>
              </LoginForm>
            </>
          )}
        </section>
      </main>
      <Footer />
    </>
  );
}

/** Signed in, but not as a restaurateur: where this account's things are, and the way to change accounts. */
function OtherAccount() {
  const auth = useAuth();
  const admin = auth.role === 'admin';
  return (
    <>
      <p className="notice" role="status">
        {admin
          ? 'Vous êtes connecté avec un compte d’administration. L’espace restaurateur est réservé aux comptes des restaurateurs.'
          : `Vous êtes connecté avec votre compte client${auth.firstName ? ` (${auth.firstName})` : ''}. L’espace restaurateur est réservé aux comptes des restaurateurs : vos favoris et vos avis sont dans « Mon profil ».`}
      </p>
      <div className="account-form__links">
        {!admin && (
          <Link to={PROFILE_PATH} className="button button--primary">
            Mon profil
          </Link>
        )}
        <button type="button" className="button" onClick={() => void auth.logOut()}>
          Se déconnecter pour changer de compte
        </button>
      </div>
    </>
  );
}
