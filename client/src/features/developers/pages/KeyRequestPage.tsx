import { useState } from 'react';
import { HOME_PATH } from '../../../../../common/page-addresses';
import { PARTNER_KEY_CHECKS, PARTNER_KEY_LIMITS, PARTNER_TIERS } from '../../../../../common/partner-key-rules';
import { useRequestPartnerKeyMutation } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { FormError, MijoteForm, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import '../../../styles/accounts.css';
import '../key-request.css';

const TITLE = 'Demander une clé d’API';

interface KeyRequestValues { organisation: string; email: string; intendedUse: string; website: string }
const RULES: FormRules<KeyRequestValues> = {
  organisation: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.organisation },
  email: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.email },
  intendedUse: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.intendedUse },
  website: { normalise: (v) => v.trim(), check: PARTNER_KEY_CHECKS.website },
};
const FIELDS = new Set<keyof KeyRequestValues>(['organisation', 'email', 'intendedUse', 'website']);

/**
 * /developpeurs/cle (issue 29, docs/adr/0047): a partner asks for a key of the public API. The team reads the request
 * in area 1; the answer comes by e-mail, an approval with a personal link that shows the key once.
 */
export default function KeyRequestPage() {
  usePageTitle(TITLE);
  const form = useMijoteForm<KeyRequestValues>({ rules: RULES, defaultValues: { organisation: '', email: '', intendedUse: '', website: '' } });
  const [requestKey] = useRequestPartnerKeyMutation();
  const [done, setDone] = useState<string | null>(null);
  const partner = PARTNER_TIERS.partenaire;

  async function submit(values: KeyRequestValues) {
    try {
      const r = (await requestKey({ variables: { input: values } })).data?.requestPartnerKey;
      if (r?.__typename === 'PartnerKeyRequested') setDone(r.message);
      else if (r?.__typename === 'InvalidInputError' && r.field && FIELDS.has(r.field as keyof KeyRequestValues)) showServerError(form, r.field as keyof KeyRequestValues, r.message);
      else showServerError(form, null, r?.message ?? NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <>
      <HeaderBar title={TITLE} back={HOME_PATH} />
      <main id="contenu" className="page page--narrow">
        <section className="profile__card key-request" aria-labelledby="key-request-title">
          <h1 id="key-request-title" className="profile__title">{TITLE}</h1>
          <p>
            Sans clé, l’API GraphQL de Mijote (<code>/graphql</code>) n’exécute que les requêtes du site lui-même. Une clé partenaire permet
            d’écrire vos propres requêtes, avec un budget plus large ({partner.pointsPerMinute.toLocaleString('fr-FR')} points par minute),
            l’introspection du schéma, des webhooks et, si vous le demandez, l’usage depuis le navigateur sur votre site. Elle ne donne accès à
            aucune donnée privée.
          </p>
          <p className="muted">L’équipe examine chaque demande, en général sous deux jours ouvrés ; la réponse arrive par e-mail.</p>
          <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
          {!done && (
            <MijoteForm form={form} onValid={submit} aria-label={TITLE}>
              <TextField<KeyRequestValues> name="organisation" label="Organisation ou nom" maxLength={PARTNER_KEY_LIMITS.organisationMax} autoComplete="organization" />
              <TextField<KeyRequestValues> name="email" type="email" label="Adresse e-mail" maxLength={254} autoComplete="email" inputMode="email" />
              <TextAreaField<KeyRequestValues> name="intendedUse" label="Usage prévu des données (quelle application, quel public, quelles pages)" maxLength={PARTNER_KEY_LIMITS.useMax} rows={6} />
              <TextField<KeyRequestValues> name="website" type="url" label="Site web (facultatif)" maxLength={PARTNER_KEY_LIMITS.websiteMax} inputMode="url" placeholder="https://" />
              <FormError />
              <button type="submit" className="button button--primary key-request__submit" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Envoi…' : 'Envoyer ma demande'}
              </button>
            </MijoteForm>
          )}
        </section>
      </main>
      <Footer />
    </>
  );
}
