import { IsOptional, IsString, MaxLength } from 'class-validator';
import { toRestaurantRef } from '../../../../common/input-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { parseBody } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsRestaurantRef } from '../../validation/rules.js';
import { phoneClickService } from './phone-click.service.js';

class PhoneClickBody {
  @IsRestaurantRef() idrestaurant: string | number;
  /** The id an earlier answer gave; one the server did not issue is ignored (a new one comes back). */
  @IsOptional() @IsString({ message: 'Identifiant de session invalide.' }) @MaxLength(200, { message: 'Identifiant de session invalide.' }) sessionId?: string;
}

const phoneClickRest = {
  async updatePhoneClick(ctx: RequestContext, body: unknown) {
    const b = await parseBody(PhoneClickBody, body);
    const click = await phoneClickService.report(ctx, toRestaurantRef(b.idrestaurant)!, b.sessionId);
    return { success: true, counted: click.counted, sessionId: click.sessionId };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const phoneClickRoutes: RestRoute[] = [
  { method: 'post', path: '/updatePhoneClick', access: 'public', handler: phoneClickRest.updatePhoneClick },
];
