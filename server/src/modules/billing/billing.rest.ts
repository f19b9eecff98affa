import type { RequestContext } from '../../graphql/context.js';
import { parseBody } from '../../rest/body.js';
import type { RestRoute } from '../../rest/route.js';
import { IsPaymentToken } from '../../validation/rules.js';
import { billingService } from './billing.service.js';
import { handlePaymentNotification } from './payment-notification.service.js';

/** SPEC §7 verify_payment_token's body. */
class PaymentTokenBody {
  @IsPaymentToken() token: string;
}

const billingRest = {
  /** The provider's notification: the raw query as received; an empty 200 when accepted or already recorded. */
  async notification(ctx: RequestContext, rawQuery: unknown) {
    await handlePaymentNotification(ctx, typeof rawQuery === 'string' ? rawQuery : '');
    return null;
  },
  /** SPEC §7: valid + payload (command, ref, auto, erreur), plus the payment's state for the wait message. */
  async verifyPaymentToken(ctx: RequestContext, body: unknown) {
    const { token } = await parseBody(PaymentTokenBody, body);
    const payload = await billingService.paymentByToken(ctx, token);
    return payload ? { valid: true, payload } : { valid: false };
  },
};

/** The module's /api paths (schema/rest.md). */
export const billingRoutes: RestRoute[] = [
  { method: 'get', path: '/payment/notification', access: 'public', rawQuery: true, emptyReply: true, handler: billingRest.notification },
  { method: 'post', path: '/verify_payment_token', access: 'public', handler: billingRest.verifyPaymentToken },
];
