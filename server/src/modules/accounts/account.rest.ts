import { IsString, MaxLength } from 'class-validator';
import { ID_URL_PATTERN } from '../../../../common/constants.js';
import { toDbId } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { parseBody } from '../../rest/body.js';
import { favouriteService } from '../favourites/favourite.service.js';
import { profilePhotoService } from '../media/profile-photo.service.js';
import { ServiceError } from '../shared/service-errors.js';
import { accountService } from './account.service.js';
import { passwordResetService } from './password-reset.service.js';
import { sessionService } from './session.service.js';

export class ResetBody {
  @IsString({ message: 'Lien de réinitialisation invalide.' }) @MaxLength(200, { message: 'Lien de réinitialisation invalide.' }) token: string;
  @IsString({ message: 'Mot de passe manquant.' }) @MaxLength(200, { message: 'Le mot de passe doit contenir au plus 128 caractères' }) password: string;
}

const viewerId = (ctx: RequestContext) => {
  if (!ctx.viewer) throw new ServiceError('UNAUTHENTICATED', 'Connexion requise.');
  return ctx.viewer.id;
};

export const accountRest = {
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
    const a = await accountService.byId(ctx, viewerId(ctx));
    return {
      success: true,
      userInfo: {
        id: a.id, name: a.last_name, firstname: a.first_name, biography: a.biography ?? '', photo: a.photo ? `/media/${a.photo}` : null,
        restofav: await favouriteService.idUrls(ctx, a.id), subscribe: a.created_at, email: a.email, genre: a.salutation,
        newsletter: a.newsletter, email_verified: a.email_verified, role: a.role,
      },
    };
  },
  /** SPEC §3 restaurant-owner info. */
  async infoRestau(ctx: RequestContext) {
    const a = await accountService.byId(ctx, viewerId(ctx));
    const r = await accountService.ownedRestaurant(ctx, a.id);
    return {
      success: true,
      restauInfo: {
        idr: a.id, name: a.last_name, firstname: a.first_name, photo: a.photo ? `/media/${a.photo}` : null,
        idrestaurant: r?.id ?? null, id_url: r?.id_url ?? null, published: r?.status === 'published', newsletter: a.newsletter,
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
    return { success: true, area };
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
    return { success: true, photo: await profilePhotoService.replace(ctx, viewerId(ctx), body as Buffer) };
  },
  async updateFav(ctx: RequestContext, body: unknown) {
    const id = (body as { idrestaurant?: unknown } | null)?.idrestaurant;
    const ref = typeof id === 'number' ? toDbId(id) : typeof id === 'string' && ID_URL_PATTERN.test(id) ? id : null;
    if (ref === null) throw new ServiceError('INVALID_INPUT', 'Identifiant de restaurant invalide.', 'idrestaurant');
    const result = await favouriteService.toggle(ctx, viewerId(ctx), ref);
    return { success: true, isFav: result.isFav, id_url: result.idUrl, restoFav: result.favourites };
  },
};
