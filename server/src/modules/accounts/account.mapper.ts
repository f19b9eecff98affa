import { restaurantPath } from '../../../../common/slug.js';
import type { RequestContext } from '../../graphql/context.js';
import { accountService, type AccountRecord, type PublicProfileData } from './account.service.js';
import { Account, PublicProfile, Session } from './account.type.js';
import type { Session as SessionData } from './session.service.js';

export function toAccount(a: AccountRecord): Account {
  return Object.assign(new Account(), {
    id: String(a.id), email: a.email, role: a.role, firstName: a.firstName, lastName: a.lastName, salutation: a.salutation,
    biography: a.biography, photoUrl: a.photo ? `/media/${a.photo}` : null, newsletter: a.newsletter, emailVerified: a.emailVerified,
  });
}

/** A session opened by any service, as the API returns it: its access token and its account. */
export async function toSession(ctx: RequestContext, s: SessionData): Promise<Session> {
  return Object.assign(new Session(), { accessToken: s.accessToken, account: toAccount(await accountService.byId(ctx, s.user.id)) });
}

export const toPublicProfile = (p: PublicProfileData): PublicProfile => Object.assign(new PublicProfile(), {
  id: String(p.id), firstName: p.firstName, photoUrl: p.photo ? `/media/${p.photo}` : null, biography: p.biography,
  reviews: p.reviews.map((v) => ({
    restaurantName: v.name, restaurantPath: restaurantPath(v.city_slug, v.name, v.id_url), rating: v.rating, text: v.text, visitDate: v.visit_date, publishedAt: v.published_at,
  })),
});
