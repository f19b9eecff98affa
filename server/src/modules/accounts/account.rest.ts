import { IsString, MaxLength } from 'class-validator';
import { adminAreaPath } from '../../../../common/page-addresses.js';
import type { RequestContext } from '../../graphql/context.js';
import type { RestRoute } from '../../rest/route.js';
import { IsAccountPassword } from '../../validation/rules.js';
import { parseBody } from '../../rest/body.js';
import { favouriteService } from '../favourites/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { accountService } from './account.service.js';
import { passwordResetService } from './password-reset.service.js';
import { sessionService } from './session.service.js';

class ResetBody {
  @IsString({ message: 'Lien de réinitialisation invalide.' }) @MaxLength(200, { message: 'Lien de réinitialisation invalide.' }) token: string;
  @IsAccountPassword() password: string;
}

const accountRest = {
  async tokenUser(ctx: RequestContext) {
    return { success: true, accessToken: await sessionService.refresh(ctx, 'user') };
  },
  async tokenRestau(ctx: RequestContext) {
    return { success: true, accessToken: await sessionService.refresh(ctx, 'restau') };
  },
  async logoutUser(ctx: RequestContext) {
    await sessionService.logOut(ctx, 'user');
    return { success: true };
  },
  async logoutRestau(ctx: RequestContext) {
    await sessionService.logOut(ctx, 'restau');
    return { success: true };
  },
  /** SPEC §3 user info. */
  async infoUser(ctx: RequestContext) {
    const a = await accountService.mine(ctx);
    return {
      success: true,
      userInfo: {
        id: a.id, name: a.lastName, firstname: a.firstName, biography: a.biography ?? '', photo: a.photo ? `/media/${a.photo}` : null,
        restofav: await favouriteService.idUrls(ctx, a.id), subscribe: a.createdAt, email: a.email, genre: a.salutation,
        newsletter: a.newsletter, email_verified: a.emailVerified, role: a.role,
      },
    };
  },
  /** SPEC §3 restaurant-owner info. */
  async infoRestau(ctx: RequestContext) {
    const a = await accountService.mine(ctx);
    const r = await accountService.ownedRestaurant(ctx, a.id);
    return {
      success: true,
      restauInfo: {
        idr: a.id, name: a.lastName, firstname: a.firstName, photo: a.photo ? `/media/${a.photo}` : null,
        idrestaurant: r?.id ?? null, id_url: r?.idUrl ?? null, published: r?.status === 'published', newsletter: a.newsletter,
        biography: a.biography ?? '', nameresto: r?.name ?? null,
      },
    };
  },
  async verifyResto(ctx: RequestContext) {
    return { success: true, role: ctx.viewer!.role };
  },
  async verifyAdmin(ctx: RequestContext) {
    return { success: true, role: ctx.viewer!.role };
  },
  /** Which admin area a secret path segment opens (404 for any other segment). */
  async adminArea(ctx: RequestContext, query: unknown) {
    const secret = (query as { secret?: unknown }).secret;
    const area = secret === ctx.config.adminPath ? 'dashboard' : secret === ctx.config.adminModerationPath ? 'moderation' : null;
    if (!area) throw new ServiceError('NOT_FOUND', 'Page introuvable.');
    // The signed-in admin may go from one area to the other (issue 25): each shows a link to the other's address.
    const other = adminAreaPath(area === 'dashboard' ? ctx.config.adminModerationPath : ctx.config.adminPath);
    return { success: true, area, other };
  },
  async verifyResetToken(ctx: RequestContext, query: unknown) {
    const token = (query as { token?: unknown }).token;
    return { success: true, valid: typeof token === 'string' && (await passwordResetService.isValid(ctx, token)) };
  },
  async resetPassword(ctx: RequestContext, body: unknown) {
    const b = await parseBody(ResetBody, body);
    return { success: true, message: await passwordResetService.reset(ctx, b.token, b.password) };
  },
  /** Raw image body (image/webp, image/jpeg or image/png), at most 5 MB. */
  async profilePhoto(ctx: RequestContext, body: unknown) {
    return { success: true, photo: await accountService.replacePhoto(ctx, body as Buffer) };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const accountRoutes: RestRoute[] = [
  { method: 'post', path: '/tokenUser', access: 'public', sameSiteOnly: true, handler: accountRest.tokenUser },
  { method: 'post', path: '/tokenUser/logout', access: 'public', sameSiteOnly: true, handler: accountRest.logoutUser },
  { method: 'post', path: '/tokenRestau', access: 'public', sameSiteOnly: true, handler: accountRest.tokenRestau },
  { method: 'post', path: '/tokenRestau/logout', access: 'public', sameSiteOnly: true, handler: accountRest.logoutRestau },
  { method: 'get', path: '/verify-reset-token', access: 'public', handler: accountRest.verifyResetToken },
  { method: 'post', path: '/reset-password', access: 'public', sameSiteOnly: true, handler: accountRest.resetPassword },
  { method: 'get', path: '/infoUser', access: ['customer', 'admin'], cookieSession: 'user', sameSiteOnly: true, handler: accountRest.infoUser },
  { method: 'get', path: '/infoRestau', access: ['restaurateur'], handler: accountRest.infoRestau },
  { method: 'post', path: '/resto/verify', access: ['restaurateur'], handler: accountRest.verifyResto },
  { method: 'get', path: '/admin/verify', access: ['admin'], cookieSession: 'user', sameSiteOnly: true, handler: accountRest.verifyAdmin },
  { method: 'get', path: '/admin/area', access: ['admin'], handler: accountRest.adminArea },
  { method: 'post', path: '/profilePhoto', access: ['customer', 'restaurateur', 'admin'], rawBody: true, handler: accountRest.profilePhoto },
];
