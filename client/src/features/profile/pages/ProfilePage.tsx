import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useMeQuery } from '../../../graphql/__generated__/hooks';
import { HOME_PATH, RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { useAuth, CustomerSignIn, AuthPending } from '../../accounts';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { MyAppeals } from '../../appeals';
import { MyReviews } from '../../reviews';
import { DataSection } from '../components/DataSection';
import { FavouritesSection } from '../components/FavouritesSection';
import { InfoSection } from '../components/InfoSection';
import { PasswordSection } from '../components/PasswordSection';
import { PhotoSection } from '../components/PhotoSection';
import '../../../styles/accounts.css';

/**
 * /profilScreen: the customer's own profile. A person who opens it without a session gets the connection screen over it
 * and the profile once signed in (issue 25); signing out here (or deleting the account) goes home. A restaurateur goes to
 * their space, an admin home.
 */
export default function ProfilePage() {
  const auth = useAuth();
  usePageTitle('Mon profil');
  // Whether this page has shown a session: its end is then the customer leaving, not a sign-in to ask for.
  const [hadSession, setHadSession] = useState(false);
  if (auth.isLogin === 1 && !hadSession) setHadSession(true);
  if (!auth.authDone) return <AuthPending failed={auth.authFailed} title="Mon profil" />;
  if (auth.isLogin === 2) return <Navigate to={RESTAURATEUR_DASHBOARD_PATH} replace />;
  if (auth.isLogin === 0 && hadSession) return <Navigate to={HOME_PATH} replace />;
  if (auth.isLogin === 0) {
    return (
      <>
        <HeaderBar title="Mon profil" back={HOME_PATH} />
        <main id="contenu" className="page page--narrow">
          <CustomerSignIn
            title="Mon profil"
            text="Pour retrouver vos favoris, vos avis et les informations de votre compte, connectez-vous à votre compte client : votre profil s’affichera ici."
          />
        </main>
        <Footer />
      </>
    );
  }
  if (auth.role !== 'customer') return <Navigate to={HOME_PATH} replace />;
  return <ProfileView />;
}

function ProfileView() {
  const me = useMeQuery({ fetchPolicy: 'cache-and-network' });
  const account = me.data?.me;
  return (
    <>
      <HeaderBar title="Mon profil" back={HOME_PATH} />
      <main id="contenu" className="page profile">
        <h1 className="profile__title">Mon profil</h1>
        {!account && (me.error ? <p className="notice notice--error" role="alert">{NETWORK_ERROR}</p> : <Loading />)}
        {account && (
          <>
            <PhotoSection account={account} />
            {/* What a diner comes for first, before the settings (issue 15). */}
            <FavouritesSection />
            <MyReviews />
            <MyAppeals />
            <div className="profile__grid">
              <InfoSection key={account.id} account={account} />
              <div className="profile__side">
                <PasswordSection />
                <DataSection />
              </div>
            </div>
          </>
        )}
      </main>
      <Footer />
    </>
  );
}
