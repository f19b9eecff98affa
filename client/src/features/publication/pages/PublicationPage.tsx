import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../../common/page-addresses';
import { PUBLICATION_MESSAGE_MS, PUBLICATION_MESSAGES, PUBLICATION_PENDING_HINT, REQUIREMENT_LABELS, type PublicationRequirement } from '../../../../../common/publication-rules';
import { usePublicationInfoQuery, useSendPublicationMutation } from '../../../graphql/__generated__/hooks-publication-publication';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';
import { RestaurateurGuard } from '../../accounts';
import { PreviewLink } from '../components/PublicationSummary';
import '../../../styles/accounts.css';
import '../publication.css';

const TITLE = 'Publication';

/** /restaurateur/publication (SPEC §2, §4, §8): what is missing, then the request for publication. */
export default function PublicationPage() {
  return (
    <RestaurateurGuard title={TITLE}>{(restaurant) => <Publication restaurant={restaurant.idUrl} />}</RestaurateurGuard>
  );
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** SPEC §8: the French message the page shows for the server's answer. */
function noticeFor(code: string | null): Notice {
  if (code === null) return { kind: 'ok', text: PUBLICATION_MESSAGES.sent };
  if (code === 'PUBLICATION_PENDING') return { kind: 'error', text: PUBLICATION_MESSAGES.shownAlreadyPending };
  if (code === 'NOT_SUBSCRIBED') return { kind: 'error', text: PUBLICATION_MESSAGES.shownNotSubscribed };
  if (code === 'INCOMPLETE') return { kind: 'error', text: PUBLICATION_MESSAGES.incomplete };
  return { kind: 'error', text: PUBLICATION_MESSAGES.shownOther };
}

function Publication({ restaurant }: { restaurant: string }) {
  const info = usePublicationInfoQuery({ variables: { restaurant }, skip: !restaurant, fetchPolicy: 'network-only' });
  const [send, sending] = useSendPublicationMutation();
  const [notice, setNotice] = useState<Notice>(null);

  // SPEC §4: the messages disappear after 5 s.
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), PUBLICATION_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function request() {
    try {
      const { data } = await send({ variables: { restaurant } });
      const result = data?.sendPublication;
      setNotice(noticeFor(result?.__typename === 'PublicationSent' ? null : (result?.code ?? 'OTHER')));
      await info.refetch();
    } catch {
      setNotice(noticeFor('OTHER'));
    }
  }

  const data = info.data?.publicationInfo;
  const missing = data?.requirements.filter((r) => !r.done) ?? [];
  return (
    <>
      <HeaderBar title={TITLE} back={RESTAURATEUR_DASHBOARD_PATH} />
      <main id="contenu" className="page page--narrow publication">
        <h1 className="publication__title">Publier mon restaurant</h1>
        {!data && (info.error ? <p className="notice notice--error" role="alert">{PUBLICATION_MESSAGES.shownOther}</p> : <Loading />)}
        {data && (
          <>
            <StatusLine status={data.status} pendingSince={data.pendingSince ?? null} rejectionReason={data.rejectionReason ?? null} />
            <PreviewLink path={data.previewPath} published={data.status === 'published'} />
            <h2 className="publication__subtitle">Ce qu’il faut avant la publication</h2>
            <Checklist requirements={data.requirements} />
            {!data.subscriptionActive && <p className="notice">{PUBLICATION_MESSAGES.shownNotSubscribed}</p>}
            <div aria-live="polite">
              {notice && (
                <p className={notice.kind === 'ok' ? 'notice' : 'notice notice--error'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
                  {notice.text}
                </p>
              )}
            </div>
            {data.status !== 'published' && (
              <button
                type="button"
                className="button button--primary publication__send"
                disabled={!data.complete || data.status === 'pending' || sending.loading}
                aria-describedby={data.status === 'pending' ? 'publication-pending-hint' : undefined}
                onClick={() => void request()}
              >
                {sending.loading ? 'Envoi…' : 'Demander la publication'}
              </button>
            )}
            {data.status === 'pending' ? (
              <p className="muted" id="publication-pending-hint">
                {PUBLICATION_PENDING_HINT}
              </p>
            ) : (
              missing.length > 0 && <p className="muted">Le bouton s’active quand tout est complété.</p>
            )}
          </>
        )}
      </main>
      <Footer />
    </>
  );
}

function StatusLine({ status, pendingSince, rejectionReason }: { status: string; pendingSince: string | null; rejectionReason: string | null }) {
  if (status === 'published') return <p className="notice" role="status">Votre restaurant est en ligne. Vos modifications y apparaissent aussitôt.</p>;
  if (status === 'pending') {
    const since = pendingSince ? new Date(pendingSince).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long' }) : null;
    return <p className="notice" role="status">Votre demande est en cours de traitement{since ? ` depuis le ${since}` : ''}. Nous vous écrirons dès qu’elle aura été examinée.</p>;
  }
  if (status === 'rejected') {
    return (
      <p className="notice notice--error" role="status">
        Votre dernière demande n’a pas été acceptée{rejectionReason ? ` : ${rejectionReason}` : '.'} Corrigez votre page puis renvoyez la demande.
      </p>
    );
  }
  if (status === 'offline') {
    return (
      <p className="notice notice--error" role="status">
        L’équipe Mijote a retiré votre page du site{rejectionReason ? ` : ${rejectionReason}` : '.'} Corrigez-la puis demandez à nouveau sa publication.
      </p>
    );
  }
  return <p className="muted">Votre page n’est pas encore publiée.</p>;
}

function Checklist({ requirements }: { requirements: { key: string; done: boolean }[] }) {
  return (
    <ul className="publication__checklist">
      {requirements.map((r) => {
        const label = REQUIREMENT_LABELS[r.key as PublicationRequirement];
        return (
          <li key={r.key} className={r.done ? 'publication__item publication__item--done' : 'publication__item'}>
            <span aria-hidden="true">{r.done ? '✓' : '•'}</span>
            <span>
              <strong>{label.label}</strong>
              <span className="visually-hidden">{r.done ? ' : fait' : ' : à compléter'}</span>
              {!r.done && (
                <>
                  {' — '}
                  {label.fix} <Link to={label.to}>Compléter</Link>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
