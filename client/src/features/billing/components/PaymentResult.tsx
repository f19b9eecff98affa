import { useCallback, useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH, RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { usePaymentResultQuery, useSignInAfterPaymentMutation } from '../../../graphql/__generated__/hooks';
import { useAuth } from '../../accounts';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageTitle } from '../../../ui/head-meta';
import { Loading } from '../../../ui/Loading';
import { BILLING_TEXTS, PAYMENT_PAGES, POLL_MS, REDIRECT_SECONDS, type PaymentPageKind } from '../billing-texts';
import { lineOf } from '../line-of';
import { OrderRecap } from './OrderRecap';
import '../billing.css';

/** Once the payment is accepted, its one-time code signs the restaurateur in (once), then leaves the address. */
function useSignInAfterPayment(token: string, accessCode: string | null, accepted: boolean) {
  const [, setParams] = useSearchParams();
  const auth = useAuth();
  const [signIn] = useSignInAfterPaymentMutation();
  const signInTried = useRef(false);
  // A restaurateur who follows « Aller à mon espace restaurateur » before this runs has left: the address is no longer
  // this page's to tidy (the page stays drawn while the space's code loads; replacing the address would bring them back).
  const { pathname } = useLocation();
  const tidyAddress = useCallback(() => {
    if (window.location.pathname === pathname) setParams({ token }, { replace: true });
  }, [pathname, setParams, token]);
  useEffect(() => {
    if (!accessCode || !accepted || !auth.authDone || signInTried.current) return;
    signInTried.current = true;
    // Back in the browser that left (the wizard's session is there): nothing to open, and a second session swapped in
    // under a dashboard already loading would leave it half-filled. The unused code dies within the hour.
    if (auth.isLogin === 2) {
      tidyAddress();
      return;
    }
    void signIn({ variables: { token, accesToken: accessCode } })
      .then(async ({ data: answer }) => {
        const session = answer?.signInAfterPayment;
        if (session?.__typename === 'Session') await auth.logIn(session.accessToken, 'restaurateur');
      })
      // Without the session (a spent or old code, the network), the space's own sign-in form takes over after 10 s.
      .catch(() => undefined)
      .finally(tidyAddress);
  }, [accessCode, accepted, token, signIn, auth, tidyAddress]);
}

/**
 * A payment result page (SPEC §2, §4): shown only with a valid payment token, home otherwise. The page only displays:
 * the server's notification is what activates the subscription, so success waits for it (polling). Once it has,
 * success's one-time `accesToken` signs the restaurateur in (login state 2, docs/adr/0025) — the return may come
 * back in a browser that never had the session — and leaves the address. After 10 s, success goes to the
 * restaurateur's space, a refusal or a cancellation back two history entries (the form).
 */
export function PaymentResult({ kind }: { kind: PaymentPageKind }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const accessCode = kind === 'success' ? params.get('accesToken') : null;
  const navigate = useNavigate();
  const { data, error, startPolling, stopPolling } = usePaymentResultQuery({ variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const result = data?.paymentResult;
  const payment = result?.payment ?? null;
  const waiting = kind === 'success' && payment?.state === 'pending';
  usePageTitle(PAYMENT_PAGES[kind].title);

  useEffect(() => {
    if (waiting) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  useSignInAfterPayment(token, accessCode, payment?.state === 'accepted');

  useEffect(() => {
    if (!result?.valid) return;
    const timer = window.setTimeout(() => {
      if (kind === 'success') navigate(RESTAURATEUR_DASHBOARD_PATH);
      else window.history.go(-2);
    }, REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [result?.valid, kind, navigate]);

  // SPEC §8: a missing or invalid token, or a failed check, leads home.
  if (!token || error || (result && !result.valid)) return <Navigate to={HOME_PATH} replace />;
  const page = PAYMENT_PAGES[kind];
  return (
    <>
      <HeaderBar title={page.title} />
      <main id="contenu" className="page page--narrow payment-result">
        {!payment ? (
          <Loading />
        ) : (
          <section className={`payment-result__card payment-result__card--${kind}`}>
            <h1 className="payment-result__title">{page.title}</h1>
            <p>{page.text}</p>
            {kind === 'success' && (
              <>
                <p className="payment-result__status" role="status" aria-live="polite">
                  {waiting ? BILLING_TEXTS.waiting : payment.state === 'accepted' ? BILLING_TEXTS.confirmed : ''}
                </p>
                <h2 className="payment-result__subtitle">Récapitulatif de la commande</h2>
                <OrderRecap lines={payment.command.map(lineOf)} />
                <p className="muted">Commande {payment.ref}{payment.auto ? ` — autorisation ${payment.auto}` : ''}</p>
              </>
            )}
            <p className="muted">{kind === 'success' ? BILLING_TEXTS.redirectDashboard : BILLING_TEXTS.redirectBack}</p>
            {kind === 'success' ? (
              <Link className="button button--primary" to={RESTAURATEUR_DASHBOARD_PATH}>{BILLING_TEXTS.goDashboard}</Link>
            ) : (
              <button type="button" className="button button--primary" onClick={() => window.history.go(-2)}>{BILLING_TEXTS.goBack}</button>
            )}
          </section>
        )}
      </main>
    </>
  );
}
