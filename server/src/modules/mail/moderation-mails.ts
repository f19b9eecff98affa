/** To the moderators: the reviews close to, or past, the charter's decision delay. */
import { noticeMail, type MailContent } from './mail-layout.js';

export const MODERATION_DIGEST_SUBJECT = 'Avis à relire : le délai de la charte approche';

export interface ModerationDigestMailInput {
  firstName: string;
  deadlineHours: number;
  /** The longest waiting first, at most a page of them. */
  reviews: { restaurantName: string; excerpt: string; waitedHours: number }[];
  /** How many more wait as long, not listed. */
  more: number;
}

/** The digest of the reviews waiting for a decision for long (issue 28): the charter promises one within `deadlineHours`. */
export function moderationDigestMail(i: ModerationDigestMailInput): MailContent {
  const overdue = i.reviews.filter((r) => r.waitedHours >= i.deadlineHours).length;
  return noticeMail(MODERATION_DIGEST_SUBJECT, i.firstName, [
    `La charte des avis promet une décision sous ${i.deadlineHours} heures. ${i.reviews.length + i.more} avis en attente approchent de ce délai ou l’ont dépassé${overdue ? ` (${overdue} dépassé${overdue > 1 ? 's' : ''} dans cette liste)` : ''} :`,
    ...i.reviews.map((r) => `– ${r.restaurantName} (« ${r.excerpt} ») : en attente depuis ${r.waitedHours} h${r.waitedHours >= i.deadlineHours ? ', délai dépassé' : `, encore ${i.deadlineHours - r.waitedHours} h`}`),
    ...(i.more ? [`… et ${i.more} autre${i.more > 1 ? 's' : ''}.`] : []),
    'Ils sont en tête de la liste « Avis à relire » de l’espace de modération.',
  ]);
}
