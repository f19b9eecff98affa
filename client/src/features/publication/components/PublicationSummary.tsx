import { Link } from 'react-router-dom';
import { PUBLICATION_PATH } from '../../../../../common/page-addresses';
import { REQUIREMENT_LABELS, type PublicationRequirement } from '../../../../../common/publication-rules';
import { usePublicationInfoQuery } from '../../../graphql/__generated__/hooks-publication-publication';
import '../publication.css';

const STATUS_TEXT: Record<string, string> = {
  draft: 'Brouillon : votre page n’est pas encore publiée.',
  pending: 'Demande de publication en cours de traitement.',
  published: 'Publiée : votre page est en ligne.',
  rejected: 'Demande refusée : corrigez votre page puis renvoyez-la.',
  offline: 'Hors ligne : l’équipe Mijote a retiré votre page du site.',
};

/** The page as visitors see it: the public page once published, else the signed preview (SPEC §2), in a new tab. */
export function PreviewLink({ path, published }: { path: string; published: boolean }) {
  return (
    <p>
      <a href={path} target="_blank" rel="noopener" className="link" data-testid="preview-link">
        {published ? 'Voir ma page en ligne' : 'Voir l’aperçu de ma page'}
        <span className="visually-hidden"> (nouvel onglet)</span>
      </a>
      {!published && <span className="muted"> — telle que les visiteurs la verront une fois publiée (lien valable 7 jours).</span>}
    </p>
  );
}

/** The dashboard's publication block (issue 12): the page's state, the rejection's reason, and what is still missing. */
export function PublicationSummary({ restaurant }: { restaurant: string }) {
  const { data } = usePublicationInfoQuery({ variables: { restaurant }, fetchPolicy: 'cache-and-network' });
  const info = data?.publicationInfo;
  if (!info) return null;
  const missing = info.requirements.filter((r) => !r.done).map((r) => REQUIREMENT_LABELS[r.key as PublicationRequirement].label);
  return (
    <section className="publication-summary" aria-labelledby="publication-summary-title">
      <h2 id="publication-summary-title" className="publication__subtitle">Ma page</h2>
      <p data-testid="publication-status">{STATUS_TEXT[info.status] ?? info.status}</p>
      <PreviewLink path={info.previewPath} published={info.status === 'published'} />
      {(info.status === 'rejected' || info.status === 'offline') && info.rejectionReason && <p className="notice notice--error">Motif : {info.rejectionReason}</p>}
      {info.status !== 'published' && missing.length > 0 && (
        <p className="muted">
          Il manque encore : {missing.join(', ').toLowerCase()}. <Link to={PUBLICATION_PATH}>Voir ce qu’il faut compléter</Link>
        </p>
      )}
      {info.status !== 'published' && missing.length === 0 && info.status !== 'pending' && (
        <p>
          Tout est prêt : <Link to={PUBLICATION_PATH}>demander la publication</Link>.
        </p>
      )}
    </section>
  );
}
