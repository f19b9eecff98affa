import { field, useSiteInfo } from '../../../ui/site-info';

/** Publisher e-mail as a mailto link. */
export function ContactEmail() {
  const { info } = useSiteInfo();
  const email = field(info, 'email');
  return info ? <a href={`mailto:${email}`}>{email}</a> : <span>{email}</span>;
}

/** Company name of the publisher. */
export function CompanyName() {
  const { info } = useSiteInfo();
  return <>{field(info, 'companyName')}</>;
}

/** Company, address and contact of the publisher, as a definition list. */
export function PublisherIdentity({ withHost = false }: { withHost?: boolean }) {
  const { info, error } = useSiteInfo();
  if (error && !info) {
    return (
      <p className="notice notice--error" role="alert">
        Les informations de l’éditeur n’ont pas pu être chargées. Rechargez la page ou réessayez plus tard.
      </p>
    );
  }
  return (
    <dl className="legal__identity" aria-busy={!info}>
      <dt>Éditeur</dt>
      <dd>{field(info, 'companyName')}</dd>
      <dt>SIREN</dt>
      <dd>{field(info, 'siren')}</dd>
      <dt>Siège social</dt>
      <dd>{field(info, 'address')}</dd>
      <dt>Courriel</dt>
      <dd>
        <ContactEmail />
      </dd>
      <dt>Directeur de la publication</dt>
      <dd>{field(info, 'director')}</dd>
      {withHost && (
        <>
          <dt>Hébergeur</dt>
          <dd>{field(info, 'host')}</dd>
        </>
      )}
      <dt>Site</dt>
      <dd>{field(info, 'publicUrl')}</dd>
    </dl>
  );
}
