import { Link } from 'react-router-dom';
import portal from 'virtual:mijote-api-reference';
import { BUDGET_WINDOW_SECONDS, COST_PER_POINT, pointsForCost, VISITOR_MAX_OPERATION_COST, VISITOR_POINTS_PER_MINUTE } from '../../../../../common/api-budget';
import { API_EXAMPLES, BUDGET_EXAMPLE, curlSnippet, documentedCost, fetchSnippet, pythonSnippet, SEARCH_EXAMPLE } from '../../../../../common/api-examples';
import { DEPRECATION_PERIOD_DAYS } from '../../../../../common/api-reference';
import { NEAR_LIMIT_MAX, PAGE_SIZE } from '../../../../../common/constants';
import { frenchDate } from '../../../../../common/french-dates';
import { CGU_PATH, CHARTE_PATH, CONTACT_PATH, PARTNER_KEY_REQUEST_PATH, DEVELOPERS_EXPLORER_PATH, DEVELOPERS_REFERENCE_PATH, DEVELOPERS_WEBHOOKS_PATH, HOME_PATH } from '../../../../../common/page-addresses';
import { DEVELOPER_PAGES } from '../../../../../common/static-pages';
import { WEBHOOK_DISABLE_AFTER, WEBHOOK_EVENTS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_SECONDS, WEBHOOK_TIMEOUT_SECONDS, WEBHOOK_VERIFY_SNIPPET, WEBHOOKS_PER_KEY } from '../../../../../common/webhook-rules';
import { CodeBlock } from '../components/CodeBlock';
import { DevPage } from '../components/DevPage';
import { DevSection } from '../components/DevSection';
import { Changelog } from '../components/Changelog';
import { REQUEST_ERROR_CODES } from '../../../../../common/api-errors';
import { ERROR_CODE_MEANINGS } from '../error-codes';
import type { ErrorCode } from '../../../graphql/__generated__/graphql';

const SECTIONS = [
  ['cle', 'Obtenir une clé'],
  ['authentification', 'Authentification'],
  ['budget', 'Budget et coût des requêtes'],
  ['pagination', 'Pagination'],
  ['erreurs', 'Erreurs et codes'],
  ['exemples', 'Exemples à copier'],
  ['webhooks', 'Webhooks'],
  ['reference', 'Référence des types et des champs'],
  ['changements', 'Journal des changements'],
  ['depreciation', 'Politique de dépréciation'],
  ['conditions', 'Conditions d’utilisation des données'],
] as const;

const number = (n: number) => n.toLocaleString('fr-FR');

/** The developer portal's guide (issue 29): everything a partner needs to call the public GraphQL API. */
export default function DevelopersPage() {
  const page = DEVELOPER_PAGES.guide;
  const endpoint = `${window.location.origin}/graphql`;
  const { reference, changelog, releasedOn } = portal;
  const errorCodes = reference.types.find((t) => t.name === 'ErrorCode')?.values ?? [];
  const searchCost = documentedCost(SEARCH_EXAMPLE);
  const budgetCost = documentedCost(BUDGET_EXAMPLE);
  return (
    <DevPage
      page={page}
      barTitle="Développeurs"
      back={HOME_PATH}
      intro={
        <>
          Les restaurants publiés du Maine-et-Loire, leurs horaires, leurs cartes et leurs notes sont accessibles par une API GraphQL, à
          l’adresse <code>{endpoint}</code> (requêtes <code>POST</code>, corps JSON). Les noms de l’API (types, champs, arguments) sont en
          anglais ; les messages d’erreur et les descriptions, en français.
        </>
      }
    >
      <nav className="dev__toc" aria-label="Sommaire">
        <ol>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <DevSection id="cle" title="Obtenir une clé">
        <p>
          Sans clé, l’API GraphQL n’exécute que les requêtes du site Mijote lui-même, enregistrées à sa construction : toute autre requête
          est refusée (code <code>TRUSTED_DOCUMENT_REQUIRED</code>). Pour écrire vos propres requêtes (office de tourisme, conciergerie,
          portail de données, comparateur), demandez une clé partenaire :
        </p>
        <ol>
          <li>
            remplissez le <Link to={PARTNER_KEY_REQUEST_PATH}>formulaire de demande de clé</Link> (le nom de votre service et une adresse
            e-mail de contact) ;
          </li>
          <li>l’équipe Mijote examine la demande ;</li>
          <li>
            la clé (elle commence par <code>mjk_</code>) ne s’affiche <strong>qu’une seule fois</strong> : copiez-la aussitôt et gardez-la
            secrète, côté serveur. Nous n’en gardons qu’une empreinte et ne pouvons pas vous la renvoyer.
          </li>
        </ol>
        <p>
          Une clé peut être renouvelée : l’ancienne et la nouvelle restent valables ensemble pendant une période de transition, le temps de
          déployer la nouvelle. Une clé révoquée est refusée immédiatement. Une clé donne un budget plus élevé, fixé pour chaque clé ; elle
          n’ouvre jamais de données privées.
        </p>
      </DevSection>

      <DevSection id="authentification" title="Authentification">
        <p>Envoyez la clé dans l’un de ces deux en-têtes (au choix, pas les deux) :</p>
        <CodeBlock label="En-tête Authorization" code={`Authorization: Bearer mjk_votre_cle`} />
        <CodeBlock label="En-tête X-Api-Key" code={`X-Api-Key: mjk_votre_cle`} />
        <CodeBlock
          label="Exemple curl avec une clé"
          code={`curl -sS '${endpoint}' \\\n  -H 'Content-Type: application/json' \\\n  -H "Authorization: Bearer $MIJOTE_API_KEY" \\\n  --data '{"query":"{ rateLimit { limit remaining } }"}'`}
        />
        <p>
          Une clé se garde sur votre serveur : ne la mettez pas dans le code d’une page web, où chacun peut la lire. Les exemples ci-dessous
          lisent la clé dans la variable d’environnement <code>MIJOTE_API_KEY</code>.
        </p>
      </DevSection>

      <DevSection id="budget" title="Budget et coût des requêtes">
        <p>
          Chaque appelant a un budget de points par fenêtre de {BUDGET_WINDOW_SECONDS} secondes : sans clé (les pages du site),{' '}
          <strong>{number(VISITOR_POINTS_PER_MINUTE)} points par minute</strong>, et une opération coûte au plus{' '}
          <strong>{number(VISITOR_MAX_OPERATION_COST)}</strong>. Une clé partenaire a un budget plus élevé, fixé pour chaque clé. Tous les points
          reviennent à la fin de la fenêtre.
        </p>
        <p>
          Une requête prend <strong>1 point</strong>, plus <strong>1 point par tranche de {number(COST_PER_POINT)}</strong> de son coût. Le coût
          d’une opération est calculé avant de l’exécuter : chaque champ coûte 1 ; une liste multiplie le coût de ce qu’on y sélectionne par le
          nombre d’éléments qu’elle peut contenir (une page de recherche : {PAGE_SIZE} restaurants) ; les requêtes qui lisent beaucoup de données
          en base (une recherche, par exemple) ont un coût propre. Pour un type au choix (union), seule la branche la plus chère compte.
        </p>
        <h3>Exemple détaillé : une recherche</h3>
        <CodeBlock label="Opération Recherche" code={SEARCH_EXAMPLE.query} />
        <table className="dev-table">
          <caption>Coût de l’opération Recherche</caption>
          <thead>
            <tr>
              <th scope="col">Ce qui est compté</th>
              <th scope="col">Coût</th>
            </tr>
          </thead>
          <tbody>
            {SEARCH_EXAMPLE.costLines.map((line) => (
              <tr key={line.label}>
                <td>{line.label}</td>
                <td>{number(line.cost)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total (requestedQueryCost)</th>
              <td data-testid="cout-recherche">{number(searchCost)}</td>
            </tr>
            <tr>
              <th scope="row">Points pris (pointsSpent) : 1 + {number(searchCost)} ÷ {number(COST_PER_POINT)} arrondi à l’unité inférieure</th>
              <td data-testid="points-recherche">{pointsForCost(searchCost)}</td>
            </tr>
          </tbody>
        </table>
        <p>
          Au budget d’un visiteur, on peut donc lancer {Math.floor(VISITOR_POINTS_PER_MINUTE / pointsForCost(searchCost))} recherches comme celle-ci par minute ; une clé en permet davantage.
          La requête <code>rateLimit</code> ci-dessous coûte {budgetCost} : elle prend {pointsForCost(budgetCost)} point.
        </p>
        <h3>Ce que dit chaque réponse</h3>
        <p>
          Chaque réponse GraphQL porte <code>extensions.cost</code> : le coût calculé (<code>requestedQueryCost</code>), les points pris
          (<code>pointsSpent</code>), le coût maximal d’une opération (<code>maximumQueryCost</code>) et l’état du budget
          (<code>throttleStatus</code> : <code>maximumAvailable</code>, <code>currentlyAvailable</code>, <code>windowSeconds</code>,{' '}
          <code>resetInSeconds</code>). Les mêmes chiffres sont dans les en-têtes HTTP :
        </p>
        <CodeBlock
          label="En-têtes de budget"
          code={`RateLimit-Policy: ${VISITOR_POINTS_PER_MINUTE};w=${BUDGET_WINDOW_SECONDS}\nRateLimit: limit=${VISITOR_POINTS_PER_MINUTE}, remaining=${VISITOR_POINTS_PER_MINUTE - pointsForCost(searchCost)}, reset=${BUDGET_WINDOW_SECONDS}`}
        />
        <p>
          La requête <code>rateLimit</code> renvoie les mêmes chiffres dans les données. Budget épuisé : la réponse a le statut{' '}
          <strong>429</strong>, le code <code>RATE_LIMITED</code> et l’en-tête <code>Retry-After</code> (en secondes) ; une opération plus chère
          que le maximum est refusée avant de s’exécuter, avec le statut 400 et le code <code>COST_LIMIT</code>.
        </p>
        <CodeBlock label="Opération Budget" code={BUDGET_EXAMPLE.query} />
      </DevSection>

      <DevSection id="pagination" title="Pagination">
        <p>
          <code>searchRestaurants</code> renvoie des pages de {PAGE_SIZE} restaurants (<code>pageSize</code>). Donnez <code>page</code> (à partir
          de 1) dans <code>SearchInput</code> ; la réponse indique <code>total</code>, <code>page</code> et <code>pageCount</code>. Pour tout
          lire, demandez les pages 1, 2… jusqu’à <code>pageCount</code>, en respectant votre budget (chaque page est une recherche).
        </p>
        <CodeBlock label="Variables de la page 2" code={JSON.stringify({ input: { citySlug: 'angers', page: 2 } }, null, 2)} />
        <p>
          <code>restaurantsNear</code> prend un argument <code>limit</code> (au plus {NEAR_LIMIT_MAX}) et un rayon <code>radiusKm</code> : son
          coût grandit avec les deux. Quand rien ne correspond, une recherche renvoie les résultats les plus proches avec{' '}
          <code>closest: true</code> et, dans <code>relaxed</code>, les critères laissés de côté.
        </p>
      </DevSection>

      <DevSection id="erreurs" title="Erreurs et codes">
        <p>
          Les échecs attendus d’une requête sont des <strong>résultats</strong> : le champ renvoie un type au choix (union) dont une branche
          implémente <code>UserError</code> (<code>code</code>, <code>message</code> en français). Demandez <code>__typename</code> et une
          branche <code>... on UserError {'{ code message }'}</code>, comme dans l’exemple de recherche.
        </p>
        <table className="dev-table">
          <caption>Codes de UserError.code et de extensions.code (enum ErrorCode)</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Signification</th>
            </tr>
          </thead>
          <tbody>
            {errorCodes.map((value) => (
              <tr key={value.name}>
                <th scope="row">
                  <code>{value.name}</code>
                </th>
                <td>{ERROR_CODE_MEANINGS[value.name as ErrorCode] ?? value.description ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Les refus de la requête elle-même arrivent dans <code>errors</code>, avec <code>extensions.code</code> et un message en français :
        </p>
        <table className="dev-table">
          <caption>Codes des refus de requête (errors[].extensions.code)</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Statut HTTP</th>
              <th scope="col">Signification</th>
            </tr>
          </thead>
          <tbody>
            {REQUEST_ERROR_CODES.map((e) => (
              <tr key={e.code}>
                <th scope="row">
                  <code>{e.code}</code>
                </th>
                <td>{e.status}</td>
                <td>{e.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DevSection>

      <DevSection id="exemples" title="Exemples à copier">
        <p>
          Ces exemples sont lancés par nos tests contre un vrai serveur à chaque changement du site : s’ils ne marchaient plus, le changement
          ne serait pas publié. Essayez-les dans l’<Link to={DEVELOPERS_EXPLORER_PATH}>explorateur</Link> (GraphiQL), avec votre clé : il montre la
          réponse, ce qu’elle a coûté et la documentation de chaque type.
        </p>
        {API_EXAMPLES.map((example) => (
          <div key={example.id} className="dev-example">
            <h3>{example.title}</h3>
            <CodeBlock label={`${example.title} — curl`} code={curlSnippet(example, endpoint)} />
            <CodeBlock label={`${example.title} — JavaScript (fetch)`} code={fetchSnippet(example, endpoint)} />
            <CodeBlock label={`${example.title} — Python (requests)`} code={pythonSnippet(example, endpoint)} />
            <CodeBlock label={`${example.title} — réponse (extrait)`} code={example.sampleAnswer} />
          </div>
        ))}
      </DevSection>

      <DevSection id="webhooks" title="Webhooks">
        <p>
          Plutôt que d’interroger l’API à intervalles réguliers, votre serveur peut être prévenu. Avec votre clé, la mutation{' '}
          <code>registerWebhook</code> enregistre l’adresse HTTPS publique de votre point de réception et les événements voulus (
          {WEBHOOKS_PER_KEY} adresses par clé au plus ; <Link to={DEVELOPERS_EXPLORER_PATH}>essayez-la en direct</Link>). Sa réponse
          donne le secret de signature (<code>whsec_…</code>), <strong>une seule fois</strong>.
        </p>
        <ul>
          {WEBHOOK_EVENTS.map((event) => (
            <li key={event}>
              <code>{event}</code>
            </li>
          ))}
        </ul>
        <p>
          Chaque événement arrive en <code>POST</code> JSON : <code>{'{ id, type, occurredAt, data: { idUrl, reviewId? } }'}</code>, avec les
          en-têtes <code>X-Mijote-Event</code>, <code>X-Mijote-Delivery</code> (l’<code>id</code> de la livraison : un même événement peut
          arriver deux fois, ignorez un <code>id</code> déjà traité) et <code>X-Mijote-Signature</code> :{' '}
          <code>t=&lt;horodatage&gt;,v1=&lt;HMAC-SHA256 hexadécimal de « t.corps » avec votre secret&gt;</code>. Lisez ensuite le détail du
          restaurant ou de l’avis par l’API, avec votre clé.
        </p>
        <CodeBlock label="Vérifier la signature (Node.js)" code={WEBHOOK_VERIFY_SNIPPET} />
        <p>
          Répondez par un code 2xx en moins de {WEBHOOK_TIMEOUT_SECONDS} secondes. Sinon la livraison est réessayée après{' '}
          {WEBHOOK_RETRY_SECONDS.map((s) => (s < 3600 ? `${s / 60 >= 1 ? `${s / 60} min` : `${s} s`}` : `${s / 3600} h`)).join(', ')}, puis
          abandonnée après {WEBHOOK_MAX_ATTEMPTS} essais. Après {WEBHOOK_DISABLE_AFTER} livraisons abandonnées de suite, l’adresse est désactivée
          et le propriétaire de la clé prévenu par e-mail. La requête <code>myWebhookDeliveries</code> donne le journal des livraisons (30
          jours).
        </p>
        <p>
          Sans écrire de code, la page <Link to={DEVELOPERS_WEBHOOKS_PATH}>Vos webhooks</Link> le fait avec votre clé : inscrire un webhook
          (et copier son secret), le supprimer, et suivre chaque livraison (état, code HTTP, essais, prochain essai).
        </p>
      </DevSection>

      <DevSection id="reference" title="Référence des types et des champs">
        <p>
          La <Link to={DEVELOPERS_REFERENCE_PATH}>référence complète</Link> décrit les {reference.queries.length} requêtes publiques et les{' '}
          {reference.types.length} types qu’elles atteignent, avec chaque champ, argument et valeur. Elle est produite à partir du schéma à
          chaque construction du site : elle ne peut pas être en retard sur l’API.
        </p>
      </DevSection>

      <DevSection id="changements" title="Journal des changements">
        <p>
          Dernière version publiée du schéma : <time dateTime={releasedOn}>{frenchDate(releasedOn)}</time>.
        </p>
        <Changelog entries={changelog} />
      </DevSection>

      <DevSection id="depreciation" title="Politique de dépréciation">
        <p>
          Nous ne cassons pas une intégration sans prévenir. Un champ, un argument ou une valeur qui doit disparaître ou changer de façon
          incompatible est d’abord marqué <code>@deprecated</code> dans le schéma (la raison dit quoi utiliser à la place) et annoncé dans le
          journal ci-dessus ; il reste disponible au moins <strong>{DEPRECATION_PERIOD_DAYS} jours</strong>. Nos tests refusent toute
          suppression plus rapide. Les ajouts (nouveaux champs, nouveaux types) peuvent arriver à tout moment : ignorez ce que vous ne
          connaissez pas, et demandez <code>__typename</code> sur les types au choix.
        </p>
      </DevSection>

      <DevSection id="conditions" title="Conditions d’utilisation des données">
        <p>
          Ces conditions complètent les <Link to={CGU_PATH}>conditions générales d’utilisation</Link> du site.
        </p>
        <ul>
          <li>
            <strong>Ce que vous pouvez afficher</strong> : les informations pratiques des restaurants (nom, adresse, position, types de cuisine,
            horaires et dates spéciales, prix moyen, note moyenne et nombre d’avis), pour présenter le restaurant à vos utilisateurs.
          </li>
          <li>
            <strong>Attribution</strong> : mentionnez « Données Mijote » près des informations affichées, gardez le nom du restaurant tel
            quel et ajoutez un lien vers sa page sur Mijote (champ <code>path</code>, à ajouter à l’adresse du site).
          </li>
          <li>
            <strong>Avis, photos et descriptions</strong> : leurs auteurs, clients et restaurateurs, n’en ont autorisé la publication que par
            Mijote. Ne reprenez ni le texte des avis, ni les photos, ni les descriptions ; renvoyez vers la page du restaurant. Les notes suivent
            la <Link to={CHARTE_PATH}>charte des avis</Link>.
          </li>
          <li>
            <strong>Cache</strong> : vous pouvez garder les réponses en cache, au plus 24 heures, puis les relire ; un restaurant qui ne
            figure plus dans les réponses n’est plus en ligne et doit disparaître de votre affichage.
          </li>
          <li>
            <strong>Interdits</strong> : modifier les informations en les attribuant à Mijote, contourner le budget (plusieurs clés ou adresses
            pour un même service), aspirer le site lui-même plutôt que l’API, ou utiliser les données pour de la prospection non sollicitée.
          </li>
        </ul>
        <p>
          Une question, un usage qui ne rentre pas dans ces cas ? <Link to={CONTACT_PATH}>Contactez-nous</Link>.
        </p>
      </DevSection>
    </DevPage>
  );
}
