import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { menuService } from './menu.service.js';
import { MENU_ERRORS, MenuResult } from './menu.type.js';

@Resolver()
export class MenuResolver {
  @Query(() => MenuResult, { description: 'La carte d’un restaurant : sections et plats, images, menus du jour' })
  async restaurantMenu(
    @Ctx() ctx: RequestContext,
    @Arg('idUrl', () => String) idUrl: string,
    @Arg('previewToken', () => String, { nullable: true }) previewToken?: string | null,
  ): Promise<typeof MenuResult> {
    return unionResult(MENU_ERRORS, () => menuService.menuOf(ctx, idUrl, previewToken));
  }
}
