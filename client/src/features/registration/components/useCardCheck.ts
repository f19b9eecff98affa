import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { BillingIdentity } from '../../../../../common/billing-rules';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { REGISTRATION_MESSAGES } from '../../../../../common/registration-rules';
import { showServerError } from '../../../ui/forms';
import { apiFetch, authFetch, HttpError } from '../../accounts';

/** SPEC §9: after a failure the button comes back after 3 s. */
const RETRY_LOCK_MS = 3000;
const HOME_AFTER_MS = 3000;

/** SPEC §3 Billing form payload: the company is its `denomination`. */
const billingPayload = (values: BillingIdentity, token: string) => ({
  denomination: values.company, lastName: values.lastName, firstName: values.firstName, phone: values.phone, address: values.address, email: values.email, token,
  city: values.city, zipcode: values.zipcode,
});

/**
 * The card check of step 3 (SPEC §4): the server's signed form, put in `holder` and submitted to the card provider's
 * page. A refusal shows its message and locks the button for a while; a finished registration goes home.
 */
export function useCardCheck(token: string, form: UseFormReturn<BillingIdentity>) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [locked, setLocked] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), RETRY_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [locked]);

  function refused(failure: HttpError, values: BillingIdentity) {
    if (failure.code === 'TOKEN_USED') {
      setAlert(REGISTRATION_MESSAGES.registrationClosed);
      window.setTimeout(() => navigate(HOME_PATH, { replace: true }), HOME_AFTER_MS);
      return;
    }
    const field = failure.field === 'denomination' ? 'company' : failure.field;
    if (failure.code === 'INVALID_INPUT' && field && field in values) showServerError(form, field as keyof BillingIdentity, failure.message);
    setAlert(REGISTRATION_MESSAGES.paymentFailed);
    setLocked(true);
  }

  async function pay(values: BillingIdentity) {
    setSending(true);
    setAlert(null);
    try {
      // The card check needs the account's session (issue 24): an access token gone stale is refreshed once.
      const html = await authFetch<string>('/api/formulaire_hmac', { method: 'POST', body: JSON.stringify(billingPayload(values, token)) }, { kind: 'restau', text: true });
      // SPEC §4: the page submits the returned form to the card provider, then registers the restaurant.
      const box = holder.current!;
      box.innerHTML = html;
      const providerForm = box.querySelector('form');
      if (!providerForm) throw new Error('formulaire absent');
      void apiFetch('/api/registerResto', { method: 'POST', body: JSON.stringify({ token }), keepalive: true }).catch(() => undefined);
      providerForm.submit();
    } catch (error) {
      if (error instanceof HttpError) refused(error, values);
      else {
        setAlert(REGISTRATION_MESSAGES.paymentNetworkFailed);
        setLocked(true);
      }
    } finally {
      setSending(false);
    }
  }

  return { pay, sending, locked, alert, holder };
}
