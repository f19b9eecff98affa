import { COOKIES_PATH, MENTIONS_PATH, PRIVACY_PATH } from '../../../../../common/page-addresses';
import { STATIC_PAGES } from '../../../../../common/static-pages';
import { Link } from 'react-router-dom';
import { CompanyName, ContactEmail } from '../components/Publisher';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { LEGAL_UPDATED } from '../legal-constants';
import { PRIVACY_ROWS, type PrivacyRow } from '../privacy-rows';

function Table({ rows }: { rows: readonly PrivacyRow[] }) {
  return (
    <div className="legal__table-wrap">
      <table className="legal__table">
        <thead>
          <tr>
            <th scope="col">Traitement</th>
            <th scope="col">Données</th>
            <th scope="col">Base légale</th>
            <th scope="col">Durée de conservation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Privacy policy; `restaurateur` adds the owner, billing and payment processing (/politiqueConfidentialiteResto). */
export function PrivacyContent({ restaurateur = false }: { restaurateur?: boolean }) {
  const sections: LegalSection[] = [
    { id: 'responsable', title: 'Responsable du traitement', content: <ControllerSection /> },
    { id: 'donnees', title: restaurateur ? 'Données des restaurateurs' : 'Données traitées, finalités, bases légales et durées', content: <DataProcessedSection restaurateur={restaurateur} /> },
    { id: 'destinataires', title: 'Qui reçoit vos données ?', content: <RecipientsSection restaurateur={restaurateur} /> },
    { id: 'droits', title: 'Vos droits', content: <YourRightsSection /> },
    { id: 'cnil', title: 'Réclamation auprès de la CNIL', content: <CnilComplaintSection /> },
    { id: 'securite', title: 'Sécurité', content: <SecuritySection /> },
    { id: 'cookies', title: 'Cookies', content: <CookiesSection /> },
  ];
  return (
    <LegalPage
      page={restaurateur ? STATIC_PAGES.privacyResto : STATIC_PAGES.privacy}
      updated={LEGAL_UPDATED}
      intro={<p>Cette politique explique quelles données personnelles Mijote traite, pourquoi, combien de temps, et comment exercer vos droits.</p>}
      sections={sections}
    />
  );
}

export default function PrivacyPage() {
  return <PrivacyContent />;
}

function ControllerSection() {
  return (
    <p>
      <CompanyName />, éditeur de Mijote (coordonnées dans les <Link to={MENTIONS_PATH}>mentions légales</Link>), est responsable des
      traitements décrits ici. Pour toute question sur vos données : <ContactEmail />.
    </p>
  );
}

function DataProcessedSection({ restaurateur }: { restaurateur: boolean }) {
  return (
    <>
      <p>Nous ne collectons que les données utiles au service. Aucune donnée n’est vendue ni utilisée pour de la publicité ciblée.</p>
      <Table rows={PRIVACY_ROWS[restaurateur ? 'restaurateurs' : 'site']} />
      {restaurateur && (
        <p>
          Les données des visiteurs et des clients (avis, favoris, comptes) sont traitées par Mijote en tant que responsable de traitement ; la
          politique qui les concerne est la <Link to={PRIVACY_PATH}>politique de confidentialité du site</Link>. Les statistiques
          fournies aux restaurateurs sont des totaux qui n’identifient pas les visiteurs.
        </p>
      )}
    </>
  );
}

function RecipientsSection({ restaurateur }: { restaurateur: boolean }) {
  return (
    <>
      <p>Seule l’équipe Mijote y a accès, avec des sous-traitants liés par contrat et tenus à la confidentialité :</p>
      <ul>
        <li>notre hébergeur (indiqué dans les mentions légales) ;</li>
        <li>notre prestataire d’envoi d’e-mails (codes de vérification, réinitialisation du mot de passe, décisions de modération) ;</li>
        {restaurateur && <li>notre prestataire de paiement par carte (page de paiement sécurisée) ;</li>}
        {restaurateur && <li>la Base Adresse Nationale (IGN), interrogée pour localiser l’adresse du restaurant ;</li>}
        <li>Google Ireland Limited pour la carte, uniquement si vous l’avez acceptée (voir la politique cookies).</li>
      </ul>
      <p>
        Les données publiées volontairement (avis avec votre prénom, fiche d’un restaurant) sont visibles de tous. Nous pouvons transmettre des
        données aux autorités lorsque la loi l’exige. Les éventuels transferts hors de l’Union européenne (Google) sont encadrés par le Data Privacy
        Framework ou des clauses contractuelles types.
      </p>
    </>
  );
}

function YourRightsSection() {
  return (
    <>
      <p>Vous disposez des droits suivants sur vos données :</p>
      <ul>
        <li>accès et copie, y compris dans un format réutilisable (portabilité) ;</li>
        <li>rectification des données inexactes ;</li>
        <li>effacement (suppression du compte) ;</li>
        <li>opposition et limitation du traitement ;</li>
        <li>retrait de votre consentement à tout moment (lettre d’information, cookies), sans effet sur ce qui a été fait avant ;</li>
        <li>directives sur le sort de vos données après votre décès.</li>
      </ul>
      <p>
        Écrivez à <ContactEmail /> ; nous pouvons vous demander de confirmer votre identité. Nous répondons dans un délai d’un mois, prolongeable
        de deux mois pour une demande complexe (nous vous en informons alors dans le premier mois). Certaines données doivent être gardées malgré
        une demande d’effacement lorsque la loi l’impose (factures, données d’identification d’hébergeur).
      </p>
    </>
  );
}

function CnilComplaintSection() {
  return (
    <p>
      Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et
      des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur{' '}
      <a href="https://www.cnil.fr/fr/plaintes" target="_blank" rel="noopener noreferrer">
        www.cnil.fr
      </a>
      .
    </p>
  );
}

function SecuritySection() {
  return (
    <p>
      Les échanges sont chiffrés (HTTPS). Les mots de passe sont stockés sous forme d’empreinte lente et salée (argon2id), jamais en clair. Les
      cookies de connexion sont inaccessibles aux scripts de la page. Les tentatives de connexion répétées sont limitées. En cas de violation de
      données présentant un risque, nous prévenons la CNIL sous 72 heures et, si nécessaire, les personnes concernées.
    </p>
  );
}

function CookiesSection() {
  return (
    <p>
      Le détail des cookies et traceurs est dans la <Link to={COOKIES_PATH}>politique cookies</Link>. Vous pouvez modifier votre choix à tout
      moment avec « Gestion des cookies », en bas de chaque page.
    </p>
  );
}
