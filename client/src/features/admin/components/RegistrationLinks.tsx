import { useState } from 'react';
import { ACCOUNT_LIMITS, checkEmail } from '../../../../../common/account-rules';
import { frenchDateTime } from '../../../../../common/french-dates';
import { networkProblem } from '../../../../../common/network-messages';
import { useSendRegistrationLinkMutation } from '../../../graphql/__generated__/hooks';
import { FormError, MijoteForm, showServerError, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import type { RestaurantFileView } from './restaurant-file-view';

interface LinkValues { email: string }
const linkRules: FormRules<LinkValues> = { email: (email) => checkEmail(email.trim().toLowerCase()) };

/**
 * A listed restaurant no account manages (an imported listing): its manager gets a personal registration link, and the
 * wizard hands them this page (it stays online meanwhile). The links sent and how far each went.
 */
export function RegistrationLinks({ file, onDone }: { file: RestaurantFileView; onDone: () => void }) {
  const [send] = useSendRegistrationLinkMutation();
  const [done, setDone] = useState<string | null>(null);
  const form = useMijoteForm<LinkValues>({ rules: linkRules, defaultValues: { email: '' } });
  const owned = Boolean(file.restaurant.ownerEmail);
  async function submit(values: LinkValues) {
    setDone(null);
    try {
      const { data } = await send({ variables: { input: { idUrl: file.restaurant.idUrl, email: values.email.trim() } } });
      const r = data?.sendRegistrationLink;
      if (r?.__typename === 'RegistrationLinkSent') {
        setDone(r.message);
        form.reset({ email: '' });
        onDone();
      } else showServerError(form, r?.__typename === 'InvalidInputError' ? 'email' : null, r?.message ?? 'Le lien n’a pas pu être envoyé.');
    } catch {
      showServerError(form, null, networkProblem('Le lien n’a pas pu être envoyé.'));
    }
  }
  return (
    <section className="profile__card moderation__section" aria-labelledby="file-links-title">
      <h2 id="file-links-title" className="section-title">
        Lien d’inscription
      </h2>
      {!owned && (
        <>
          <p className="muted">Aucun compte ne gère ce restaurant. Son gérant reçoit un lien personnel : en s’inscrivant, il prend la gestion de cette page, qui reste en ligne.</p>
          <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
          <MijoteForm form={form} onValid={submit} aria-label="Envoyer un lien d’inscription au gérant">
            <TextField<LinkValues> name="email" label="Adresse e-mail du gérant" type="email" maxLength={ACCOUNT_LIMITS.email} />
            <FormError />
            <button type="submit" className="button button--primary">
              Envoyer le lien d’inscription
            </button>
          </MijoteForm>
        </>
      )}
      {file.registrationLinks.length > 0 && (
        <ul className="moderation__history" data-testid="registration-links">
          {file.registrationLinks.map((l) => (
            <li key={String(l.sentAt)}>
              Envoyé le {frenchDateTime(l.sentAt as string)} à {l.email} :{' '}
              {l.handedOver ? 'restaurant confié à son compte' : l.accountCreated ? 'compte créé, restaurant pas encore confié' : new Date(l.expiresAt as string).getTime() > Date.now() ? `valable jusqu’au ${frenchDateTime(l.expiresAt as string)}` : 'lien expiré'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
