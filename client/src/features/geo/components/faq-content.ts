import type { FaqEntry } from './Faq';

/** Home and city pages: two pages of four questions (SPEC §2). */
export const HOME_FAQ: FaqEntry[][] = [
  [
    {
      question: 'Comment trouver un restaurant sur Mijote ?',
      answer:
        'Tapez le nom d’un restaurant ou choisissez une ville du Maine-et-Loire, puis affinez avec la date, l’heure et les filtres : type de cuisine, prix par personne, régime alimentaire, terrasse, accessibilité… La liste se met à jour aussitôt, et l’adresse de la page garde votre recherche pour la partager ou y revenir.',
    },
    {
      question: 'Comment les restaurants sont-ils classés ?',
      answer:
        'Par défaut, les restaurants sont triés selon la note moyenne des avis publiés, puis selon le nombre d’avis. Vous pouvez aussi trier par prix par personne ou par distance. Aucun restaurant ne paie pour apparaître plus haut : l’abonnement des restaurateurs ne change jamais le classement.',
    },
    {
      question: 'Les avis sont-ils vérifiés ?',
      answer:
        'Oui. Chaque avis est relu par notre équipe avant publication et l’auteur indique la date de sa visite. Les avis hors sujet, injurieux, rédigés par une personne liée à l’établissement ou sans visite réelle sont refusés. Les règles complètes figurent dans la charte des avis.',
    },
    {
      question: 'Les horaires d’ouverture sont-ils à jour ?',
      answer:
        'Les horaires sont saisis par les restaurateurs eux-mêmes, y compris les fermetures exceptionnelles et les jours fériés. En choisissant une date et une heure, vous ne voyez que les restaurants ouverts à ce moment-là. En cas de doute, appelez le restaurant avant de vous déplacer.',
    },
  ],
  [
    {
      question: 'Comment réserver une table ?',
      answer:
        'Ouvrez la page du restaurant puis l’onglet « Réservation » : vous y trouverez son numéro de téléphone et, s’il en possède un, le lien vers son propre outil de réservation en ligne. Mijote ne prend aucune commission sur vos réservations.',
    },
    {
      question: 'Que signifient « Ouvert ce midi » et « Ouvert ce soir » ?',
      answer:
        'Ces raccourcis cherchent les restaurants ouverts aujourd’hui à 12h30 ou à 20h00. Si vous choisissez vous-même une date ou une heure, le raccourci est retiré au profit de votre choix.',
    },
    {
      question: 'Comment inscrire mon restaurant ?',
      answer:
        'Depuis le lien « Inscrire son restaurant » en bas de page, créez votre compte restaurateur, renseignez votre établissement puis votre carte, vos horaires et vos photos. L’abonnement est de 60 € HT par mois, sans engagement, et le premier mois est offert.',
    },
    {
      question: 'Mijote est-il gratuit pour les visiteurs ?',
      answer:
        'Oui, la recherche, les pages des restaurants et les avis sont entièrement gratuits et accessibles sans compte. Seuls les restaurateurs paient un abonnement pour publier et gérer leur page.',
    },
  ],
];

/** The nearby page has its own four questions. */
export const NEARBY_FAQ: FaqEntry[][] = [
  [
    {
      question: 'Comment fonctionne la recherche à proximité ?',
      answer:
        'Votre navigateur nous transmet votre position, uniquement pour cette recherche, et nous affichons les restaurants situés dans le rayon choisi, 10 km par défaut. Votre position n’est ni enregistrée ni partagée.',
    },
    {
      question: 'Comment modifier le rayon de recherche ?',
      answer: 'Ouvrez les filtres et déplacez le curseur « Distance », de 5 à 100 km. Les résultats se mettent à jour dès que vous relâchez le curseur.',
    },
    {
      question: 'La géolocalisation ne fonctionne pas, que faire ?',
      answer:
        'Vérifiez que la localisation est activée sur votre appareil et autorisée pour ce site dans les réglages du navigateur, puis rechargez la page. Vous pouvez aussi choisir une ville dans la barre de recherche.',
    },
    {
      question: 'Comment trier par distance ?',
      answer: 'Sur cette page, les résultats sont triés du plus proche au plus lointain. Vous pouvez aussi les trier par note ou par prix par personne.',
    },
  ],
];
