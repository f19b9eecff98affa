import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CLIENT_QUERIES } from '../../../../common/graphql/__generated__/operations.js';
import { toRestaurantRef } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import type { RestRoute } from '../../rest/route.js';
import { parseBody } from '../../rest/body.js';
import { IsRestaurantRef } from '../../validation/rules.js';
import { menuService } from './menu.service.js';

class MenuVisitorBody {
  /** The card's numeric `idResto` or the restaurant's id_url. */
  @IsRestaurantRef() idResto: string | number;
  @IsOptional() @IsString({ message: 'Jeton d’aperçu invalide.' }) @MaxLength(500, { message: 'Jeton d’aperçu invalide.' }) previewToken?: string;
}

const menuRest = {
  async getMenuVisitor(ctx: RequestContext, body: unknown) {
    const b = await parseBody(MenuVisitorBody, body);
    const m = await menuService.menuOf(ctx, toRestaurantRef(b.idResto)!, b.previewToken);
    return {
      success: true,
      infomenu: {
        address: [m.address.street, `${m.address.postalCode} ${m.address.city}`],
        phone: m.phone,
        menu: m.sections.map((s) => ({ title: s.title, dishes: s.dishes.map((d) => ({ name: d.name, description: d.description, price: d.priceCents })) })),
        menu_images: m.images.map((i) => i.url),
        daily_menu: m.daily.map((d) => ({ title: d.title, description: d.description, price: d.priceCents, dates: [d.startsOn, d.endsOn], image: d.images.map((i) => i.url) })),
        stylemenu: m.style,
        interactmenu: m.interactive,
        date_update: m.dateUpdate,
      },
    };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const menuRoutes: RestRoute[] = [
  { method: 'post', path: '/getMenuVisitor', access: 'public', costedAs: { query: CLIENT_QUERIES.RestaurantMenu, variables: () => ({ idUrl: 'x' }) }, handler: menuRest.getMenuVisitor },
];
