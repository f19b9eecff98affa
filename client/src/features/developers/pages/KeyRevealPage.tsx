import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PARTNER_KEY_REQUEST_PATH } from '../../../../../common/page-addresses';
import { useRevealPartnerKeyMutation } from '../../../graphql/__generated__/hooks';
import { Footer } from '../../../ui/Footer';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { usePageTitle } from '../../../ui/head-meta';
import { HeaderBar } from '../../../ui/HeaderBar';
import '../../../styles/accounts.css';
import '../key-request.css';

const TITLE = 'Votre clé d’API';

/**
 * /developpeurs/cle/:token (docs/adr/0047): the personal link of an approval e-mail shows the key once. The key is made
 * when the person asks for it (a button, so a mail scanner that opens links does not spend the link), then only its
 * hash is kept: a second opening is refused.
 */
export default function KeyRevealPage() {
  const { token = '' } = useParams();
  usePageTitle(TITLE);
  const [reveal, { loading }] = useRevealPartnerKeyMutation();
  const [shown, setShown] = useState<{ name: string; tierLabel: string; secret: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function show() {
    setProblem(null);
    try {
      const r = (await reveal({ variables: { token } })).data?.revealPartnerKey;
      if (r?.__typename === 'PartnerKeyRevealed') setShown(r);
      else setProblem(r?.message ?? NETWORK_ERROR);
    } catch {
      setProblem(NETWORK_ERROR);
    }
  }

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <>
      <HeaderBar title={TITLE} back={PARTNER_KEY_REQUEST_PATH} />
      <main id="contenu" className="page page--narrow">
        <section className="profile__card key-request" aria-labelledby="key-reveal-title">
          <h1 id="key-reveal-title" className="profile__title">{TITLE}</h1>
          {problem && <p className="notice notice--error" role="alert">{problem}</p>}
          {!shown ? (
            <>
              <p>Votre demande de clé est acceptée. La clé ne s’affiche qu’une fois : préparez-vous à la copier et à la garder en lieu sûr.</p>
              <button type="button" className="button button--primary key-request__submit" onClick={() => void show()} disabled={loading} aria-busy={loading}>
                {loading ? 'Affichage…' : 'Afficher ma clé'}
              </button>
            </>
          ) : (
            <div role="status">
              <p className="notice notice--saved">
                Voici la clé de « {shown.name} », niveau {shown.tierLabel}. Copiez-la maintenant : elle ne sera plus jamais affichée, Mijote
                n’en garde qu’une empreinte.
              </p>
              <label className="text-input__label" htmlFor="partner-key">Clé d’API</label>
              <textarea id="partner-key" className="key-request__secret" readOnly rows={2} value={shown.secret} onFocus={(e) => e.currentTarget.select()} data-testid="partner-key-secret" />
              <button type="button" className="button" onClick={() => void copy()}>
                {copied ? 'Clé copiée' : 'Copier la clé'}
              </button>
              <p className="muted">
                Envoyez-la avec chaque requête : <code>Authorization: Bearer &lt;clé&gt;</code> ou <code>X-Api-Key: &lt;clé&gt;</code>.
              </p>
            </div>
          )}
        </section>
      </main>
      <Footer />
    </>
  );
}
