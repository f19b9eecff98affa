import { IsOptional } from 'class-validator';
import {
  IsBillingAddress, IsBillingCity, IsBillingEmail, IsBillingFirstName, IsBillingLastName, IsBillingPhone, IsCompanyName, IsLinkToken, IsNumeric, IsText, IsYesNo, IsZipcode,
} from '../../validation/rules.js';
import { REGISTRATION_MESSAGES } from '../../../../common/registration-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { parseBody, validateInput } from '../../rest/body.js';
import { HtmlAnswer, type RestRoute } from '../../rest/route.js';
import { registrationService } from './registration.service.js';
import { RegistrationAccountInput, RegistrationCodeArgs, RegistrationRequestInput, RegistrationRestaurantInput, RegistrationTokenArgs } from './registration.type.js';

/**
 * The SPEC §7 wire shapes only (their names: `name` is the last name in registerTemp and the restaurant's in
 * registerTempSecond); each is converted to the GraphQL input of the same step and validated with its rules.
 */
class RegistrationRequestBody {
  @IsText() restaurantName: string;
  @IsText() city: string;
  @IsText() email: string;
  @IsText() phone: string;
  @IsOptional() @IsText() message?: string;
}
class TokenBody {
  @IsText() token: string;
}
class SendCodeBody {
  @IsText() token: string;
  @IsText() email: string;
  @IsOptional() @IsYesNo() needVerif?: boolean;
  @IsOptional() @IsText() firstname?: string;
  /** Not in SPEC §7's body: step 1's last name and birth date, kept for a resumed wizard (docs/adr/0028). */
  @IsOptional() @IsText() name?: string;
  @IsOptional() @IsText() birthDate?: string;
}
class RegisterTempBody {
  @IsText() token: string;
  @IsText() email: string;
  @IsText() code: string;
  @IsText() name: string;
  @IsText() firstname: string;
  @IsText() password: string;
  @IsText() birthDate: string;
}
class RegisterTempSecondBody {
  @IsText() token: string;
  @IsText() name: string;
  @IsText() address: string;
  @IsText() city: string;
  @IsText() postalCode: string;
  @IsText() phone: string;
  @IsNumeric() lat: number;
  @IsNumeric() lng: number;
  @IsOptional() @IsYesNo() newsletter?: boolean;
  /** Not in SPEC §7's body: its wizard's own step requires the box before calling, so an absent flag is that acceptance. */
  @IsOptional() @IsYesNo() terms?: boolean;
}

/** SPEC §3 Billing form payload (formulaire_hmac), with the SPEC §5 billing rules of common/billing-rules. */
class BillingBody {
  @IsLinkToken() token: string;
  @IsCompanyName() denomination: string;
  @IsBillingLastName() lastName: string;
  @IsBillingFirstName() firstName: string;
  @IsBillingPhone() phone: string;
  @IsBillingAddress() address: string;
  @IsBillingEmail() email: string;
  @IsBillingCity() city: string;
  @IsZipcode() zipcode: string;
}

const registrationRest = {
  async registrationRequest(ctx: RequestContext, body: unknown) {
    const b = await parseBody(RegistrationRequestBody, body);
    const input = await validateInput(Object.assign(new RegistrationRequestInput(), { restaurantName: b.restaurantName, citySlug: b.city, email: b.email, phone: b.phone, message: b.message ?? null }));
    return { success: true, message: await registrationService.requestLink(ctx, { ...input, message: input.message ?? null }) };
  },
  async verifyInscription(ctx: RequestContext, query: unknown) {
    const token = (query as { token?: unknown }).token;
    return { success: typeof token === 'string' && (await registrationService.isOpen(ctx, token)) };
  },
  async getStartInscription(ctx: RequestContext, body: unknown) {
    const { token } = await validateInput(Object.assign(new RegistrationTokenArgs(), await parseBody(TokenBody, body)));
    const s = await registrationService.state(ctx, token);
    return {
      success: true,
      code: s.step === 'payment' ? 'complete' : s.step === 'restaurant' ? 'partial' : 'start',
      data: {
        name: s.lastName ?? s.pendingAccount?.lastName ?? null, firstname: s.firstName ?? s.pendingAccount?.firstName ?? null, email: s.pendingAccount?.email ?? s.email, postal_code: s.restaurant.postalCode, namer: s.restaurant.name, newsletter: s.newsletter,
        address: s.restaurant.address, city: s.restaurant.city, phone: s.restaurant.phone, lat: s.restaurant.lat, lng: s.restaurant.lng,
      },
    };
  },
  async sendCode(ctx: RequestContext, body: unknown) {
    const b = await parseBody(SendCodeBody, body);
    const args = await validateInput(Object.assign(new RegistrationCodeArgs(), { token: b.token, email: b.email, firstName: b.firstname ?? '', lastName: b.name ?? null, birthDate: b.birthDate ?? null }));
    return { success: true, message: await registrationService.sendCode(ctx, args, b.needVerif !== false) };
  },
  async registerTemp(ctx: RequestContext, body: unknown) {
    const b = await parseBody(RegisterTempBody, body);
    const input = await validateInput(Object.assign(new RegistrationAccountInput(), {
      token: b.token, email: b.email, code: b.code, firstName: b.firstname, lastName: b.name, password: b.password, birthDate: b.birthDate,
    }));
    await registrationService.createAccount(ctx, input);
    return { success: true, message: REGISTRATION_MESSAGES.codeVerified };
  },
  async registerTempSecond(ctx: RequestContext, body: unknown) {
    const b = await parseBody(RegisterTempSecondBody, body);
    const input = await validateInput(Object.assign(new RegistrationRestaurantInput(), {
      token: b.token, name: b.name, address: b.address, city: b.city, postalCode: b.postalCode, phone: b.phone, lat: b.lat, lng: b.lng,
      newsletter: b.newsletter ?? false, terms: b.terms ?? true,
    }));
    const saved = await registrationService.saveRestaurant(ctx, input);
    return { success: true, token: saved.session.accessToken, login: { idr: saved.session.user.id, name: saved.lastName, idrestaurant: saved.restaurantId } };
  },
  /** The provider's auto-submitting form, as HTML text (the one answer of /api that is not JSON, DESIGN §6). */
  async formulaireHmac(ctx: RequestContext, body: unknown) {
    const b = await parseBody(BillingBody, body);
    const form = await registrationService.startCardCheck(ctx, b.token, {
      company: b.denomination, lastName: b.lastName, firstName: b.firstName, address: b.address, zipcode: b.zipcode, city: b.city, email: b.email, phone: b.phone,
    });
    return new HtmlAnswer(form.html);
  },
  async registerResto(ctx: RequestContext, body: unknown) {
    const { token } = await validateInput(Object.assign(new RegistrationTokenArgs(), await parseBody(TokenBody, body)));
    await registrationService.cardCheckStarted(ctx, token);
    return { success: true };
  },
};

/** The module's /api paths (SPEC §7, schema/rest.md). */
export const registrationRoutes: RestRoute[] = [
  { method: 'post', path: '/registrationRequest', access: 'public', handler: registrationRest.registrationRequest },
  { method: 'get', path: '/verifyInscription', access: 'public', handler: registrationRest.verifyInscription },
  { method: 'post', path: '/getStartInscription', access: 'public', handler: registrationRest.getStartInscription },
  { method: 'post', path: '/send-code/verif-mail', access: 'public', handler: registrationRest.sendCode },
  // Both start a session (refresh cookie): refused from another site like the other cookie-setting paths.
  { method: 'post', path: '/registerTemp', access: 'public', sameSiteOnly: true, handler: registrationRest.registerTemp },
  { method: 'post', path: '/registerTempSecond', access: 'public', sameSiteOnly: true, handler: registrationRest.registerTempSecond },
  { method: 'post', path: '/formulaire_hmac', access: 'public', handler: registrationRest.formulaireHmac },
  { method: 'post', path: '/registerResto', access: 'public', handler: registrationRest.registerResto },
];
