import { IsOptional } from 'class-validator';
import type { RequestContext } from '../../graphql/context.js';
import { toDto, validateInput } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsDbId, IsSpaceRestaurant } from '../../validation/rules.js';
import { menuEditorService } from './menu-editor.service.js';

/** The query string of POST /api/menuPhoto (the body is the image itself). */
class MenuPhotoQuery {
  @IsSpaceRestaurant() idUrl: string;
  @IsOptional() @IsDbId() dailyMenuId?: string;
}

const menuPhotoRest = {
  /** Raw image body (image/webp, image/jpeg or image/png), at most 5 MB; ?idUrl=…[&dailyMenuId=…]. */
  async menuPhoto(ctx: RequestContext, body: unknown, query: unknown) {
    const q = await validateInput(toDto(MenuPhotoQuery, (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>));
    const photo = await menuEditorService.upload(ctx, q.idUrl, q.dailyMenuId === undefined ? null : Number(q.dailyMenuId), body);
    return { success: true, photo };
  },
};

/** The menus module's restaurateur /api paths (schema/rest.md). */
export const menuPhotoRoutes: RestRoute[] = [
  { method: 'post', path: '/menuPhoto', access: ['restaurateur'], rawBody: true, handler: menuPhotoRest.menuPhoto },
];
