import { useState } from 'react';
import {
  BILLING_CHECKS, BILLING_NORMALISE, CARD_CHECK_CENTS, firstPeriodLines, formatEuros, SUBSCRIPTION_HT_CENTS, SUBSCRIPTION_TTC_CENTS, type BillingIdentity,
} from '../../../../../common/billing-rules';
import type { RegistrationQuery } from '../../../graphql/__generated__/graphql';
import { Modal } from '../../../ui/Modal';
import { FormError, MijoteForm, PhoneField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { OrderRecap } from '../../billing';
import { useCardCheck } from './useCardCheck';

type Registration = Extract<RegistrationQuery['registration'], { __typename: 'Registration' }>;

/** The billing identity (SPEC §3 Billing form payload) with the rules and clean-up the server applies. */
type BillingValues = BillingIdentity;
const billingRules = Object.fromEntries(
  (Object.keys(BILLING_CHECKS) as (keyof BillingValues)[]).map((k) => [k, { normalise: BILLING_NORMALISE[k], check: BILLING_CHECKS[k] }]),
) as FormRules<BillingValues>;

const billingOf = ({ company, lastName, firstName, address, zipcode, city, email, phone }: BillingValues): BillingValues => ({ company, lastName, firstName, address, zipcode, city, email, phone });

/**
 * Step 3 (SPEC §2, §4, §5): the billing details and the order summary; 'Passer au paiement' asks for confirmation,
 * then the server's signed form is submitted to the card provider's page (a 1 € check, nothing debited).
 */
export function PaymentStep({ token, registration }: { token: string; registration: Registration }) {
  const [confirming, setConfirming] = useState<BillingValues | null>(null);
  const lines = firstPeriodLines(null);
  const r = registration.restaurant;
  const form = useMijoteForm<BillingValues>({
    rules: billingRules,
    // The details given at the last card check (a refused card, a return to this step), else the earlier steps'.
    defaultValues: registration.billing ? billingOf(registration.billing) : {
      company: '', lastName: registration.lastName ?? '', firstName: registration.firstName ?? '', address: r.address ?? '', city: r.city ?? '',
      zipcode: r.postalCode ?? '', email: registration.email, phone: r.phone ?? '',
    },
  });
  const { pay, sending, locked, alert, holder } = useCardCheck(token, form);

  return (
    <section className="wizard-step" aria-labelledby="step-payment">
      <h2 id="step-payment" className="wizard-step__title">Paiement</h2>
      {alert && (
        <p className="notice notice--error" role="alert">
          {alert}
        </p>
      )}
      <MijoteForm form={form} onValid={(values) => setConfirming(values)}>
        <h3 className="wizard-step__subtitle">Coordonnées de facturation</h3>
        <TextField<BillingValues> name="company" label="Dénomination sociale" maxLength={120} />
        <div className="account-form__row account-form__row--two">
          <TextField<BillingValues> name="lastName" label="Nom" maxLength={50} />
          <TextField<BillingValues> name="firstName" label="Prénom" maxLength={50} />
        </div>
        <TextField<BillingValues> name="address" label="Adresse postale de facturation" maxLength={120} />
        <div className="account-form__row account-form__row--two">
          <TextField<BillingValues> name="zipcode" label="Code postal" inputMode="numeric" maxLength={5} />
          <TextField<BillingValues> name="city" label="Ville" maxLength={120} />
        </div>
        <TextField<BillingValues> name="email" label="E-mail de facturation" type="email" inputMode="email" maxLength={254} />
        <PhoneField<BillingValues> name="phone" label="Téléphone" />

        <h3 className="wizard-step__subtitle">Récapitulatif de la commande</h3>
        <OrderRecap lines={lines} />
        <p className="muted">
          Ensuite {formatEuros(SUBSCRIPTION_HT_CENTS)} HT par mois, soit {formatEuros(SUBSCRIPTION_TTC_CENTS)} TTC, sans engagement. Une empreinte bancaire
          de {formatEuros(CARD_CHECK_CENTS)} vérifie votre carte : aucun montant n’est débité.
        </p>
        <FormError />
        <button type="submit" className="button button--primary account-form__submit" disabled={sending || locked}>
          {sending ? 'Préparation du paiement…' : 'Passer au paiement'}
        </button>
      </MijoteForm>
      {confirming && (
        <CardCheckDialog
          sending={sending}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void pay(confirming);
          }}
        />
      )}
      <div ref={holder} hidden />
    </section>
  );
}

/** The confirmation before the card provider's page. */
function CardCheckDialog({ sending, onClose, onConfirm }: { sending: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Modal
      title="Validation de votre moyen de paiement"
      onClose={onClose}
      actions={
        <button type="button" className="button button--primary" disabled={sending} onClick={onConfirm}>
          Enregistrer ma carte
        </button>
      }
    >
      <p>
        Vous allez être dirigé vers la page sécurisée de notre prestataire de paiement pour enregistrer votre carte. Une empreinte de{' '}
        {formatEuros(CARD_CHECK_CENTS)} vérifie la carte, sans débit ; votre premier mois est offert.
      </p>
      <p className="muted">Mijote ne voit ni ne conserve jamais le numéro de votre carte.</p>
    </Modal>
  );
}
