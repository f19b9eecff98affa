import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { REGISTRATION_MESSAGES, REGISTRATION_STEPS, type RegistrationStep } from '../../../../../common/registration-rules';
import type { RegistrationQuery } from '../../../graphql/__generated__/graphql';
import { useRegistrationQuery } from '../../../graphql/__generated__/hooks-registration-registration';
import { Footer } from '../../../ui/Footer';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { useAuth, requestAccessToken, LoginForm } from '../../accounts';
import { AccountStep } from '../components/AccountStep';
import { PaymentStep } from '../components/PaymentStep';
import { ProgressHeader } from '../components/ProgressHeader';
import { RestaurantStep } from '../components/RestaurantStep';
import '../../../styles/accounts.css';
import '../registration.css';

type Registration = Extract<RegistrationQuery['registration'], { __typename: 'Registration' }>;

/**
 * /register/restaurateur?token=… (SPEC §2, §4): the three-step wizard behind its own guard — a link that no longer
 * opens it (unknown, expired, finished) goes to the home page. A registration resumes at its first step not done.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, refetch } = useRegistrationQuery({ variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  usePageTitle('Inscrire mon restaurant');
  if (!token || error) return <Navigate to={HOME_PATH} replace />;
  const registration = data?.registration;
  if (registration && registration.__typename !== 'Registration') return <Navigate to={HOME_PATH} replace />;
  return (
    <>
      <HeaderBar title="Inscrire mon restaurant" />
      <main id="contenu" className="page page--narrow registration">
        <h1 className="registration__title">Inscrire mon restaurant sur Mijote</h1>
        {registration ? <Wizard key={token} token={token} registration={registration} reload={() => refetch()} /> : <Loading label="Chargement de votre inscription" />}
      </main>
      <Footer />
    </>
  );
}

function Wizard({ token, registration, reload }: { token: string; registration: Registration; reload: () => Promise<unknown> }) {
  const auth = useAuth();
  const doneCount = REGISTRATION_STEPS.indexOf(registration.step);
  const [shown, setShown] = useState<RegistrationStep>(registration.step);
  const go = async (step: RegistrationStep) => {
    await reload();
    setShown(step);
  };
  const afterAccount = async () => {
    // Step 1 opened the new account's session (its refresh cookie): the wizard continues signed in (login state 2).
    // Without it (a refused cookie), the wizard asks for the sign-in below.
    if (doneCount === 0) await requestAccessToken('restau').then((accessToken) => auth.logIn(accessToken, 'restaurateur')).catch(() => undefined);
    await go('restaurant');
  };

  // Once the account exists, the link alone opens nothing (issue 24): the wizard resumes with the account's session.
  if (doneCount > 0 && !auth.authDone) return <Loading label="Chargement de votre inscription" />;
  if (doneCount > 0 && auth.isLogin !== 2) {
    return (
      <section className="registration__resume" aria-labelledby="reprise-titre">
        <h2 id="reprise-titre">Connectez-vous pour reprendre votre inscription</h2>
        <p className="muted">{REGISTRATION_MESSAGES.signInToResume}</p>
        <LoginForm space="restaurateur" initialEmail={registration.email} submitLabel="Se connecter et reprendre" onSuccess={() => void reload()} />
      </section>
    );
  }

  return (
    <>
      <ProgressHeader current={shown} doneCount={doneCount} onSelect={setShown} />
      {shown === 'account' && (
        <AccountStep
          token={token}
          email={registration.email}
          created={doneCount > 0 ? { firstName: registration.firstName ?? null, lastName: registration.lastName ?? null, email: registration.email } : null}
          pending={registration.pendingAccount ?? null}
          onDone={() => void afterAccount()}
        />
      )}
      {shown === 'restaurant' && (
        <RestaurantStep
          token={token}
          prefill={registration.restaurant}
          newsletter={registration.newsletter}
          onDone={async (accessToken) => {
            // SPEC §7 registerTempSecond: the token is stored and the restaurateur is signed in (login state 2).
            await auth.logIn(accessToken, 'restaurateur');
            await go('payment');
          }}
        />
      )}
      {shown === 'payment' && <PaymentStep token={token} registration={registration} />}
    </>
  );
}
