import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { SESSION_ERRORS, SessionResult, toSession } from '../accounts/index.js';
import { toInvoice, toPaymentResult, toSubscription } from './billing.mapper.js';
import { billingService } from './billing.service.js';
import {
  CARD_CHECK_ERRORS, CardCheck, CardCheckResult, Invoice, INVOICE_ERRORS, InvoiceNumberArgs, InvoiceResult, PaymentCheck, PaymentSignInArgs, PaymentTokenArgs, RestaurantIdArgs, Subscription, SUBSCRIPTION_ERRORS, SubscriptionResult,
} from './billing.type.js';

/** The restaurateur's subscription and invoices, and the payment result pages' order (SPEC §2, §4). */
@Resolver()
export class BillingResolver {
  @Authorized('restaurateur')
  @Query(() => [Subscription], { description: 'Les abonnements des restaurants du restaurateur connecté' })
  async mySubscriptions(@Ctx() ctx: RequestContext): Promise<Subscription[]> {
    return (await billingService.mySubscriptions(ctx)).map(toSubscription);
  }

  @Authorized('restaurateur')
  @Query(() => [Invoice], { description: 'Les factures du restaurateur connecté, de la plus récente à la plus ancienne' })
  async myInvoices(@Ctx() ctx: RequestContext): Promise<Invoice[]> {
    return (await billingService.myInvoices(ctx)).map((i) => toInvoice(i, ctx.config));
  }

  @Authorized('restaurateur')
  @Query(() => InvoiceResult, { description: 'Une facture du restaurateur connecté, par son numéro (2026-00042)' })
  invoice(@Ctx() ctx: RequestContext, @Args(() => InvoiceNumberArgs) { number }: InvoiceNumberArgs): Promise<typeof InvoiceResult> {
    return unionResult(INVOICE_ERRORS, async () => toInvoice(await billingService.invoice(ctx, number), ctx.config));
  }

  @Authorized('restaurateur')
  @Mutation(() => SubscriptionResult, { description: 'Résilie l’abonnement : il prend fin à l’échéance payée, sans autre prélèvement' })
  cancelSubscription(@Ctx() ctx: RequestContext, @Args(() => RestaurantIdArgs) { restaurantId }: RestaurantIdArgs): Promise<typeof SubscriptionResult> {
    return unionResult(SUBSCRIPTION_ERRORS, async () => toSubscription(await billingService.cancel(ctx, restaurantId)));
  }

  @Authorized('restaurateur')
  @Mutation(() => SubscriptionResult, { description: 'Reprend un abonnement résilié avant la fin de sa période' })
  resumeSubscription(@Ctx() ctx: RequestContext, @Args(() => RestaurantIdArgs) { restaurantId }: RestaurantIdArgs): Promise<typeof SubscriptionResult> {
    return unionResult(SUBSCRIPTION_ERRORS, async () => toSubscription(await billingService.resume(ctx, restaurantId)));
  }

  @Authorized('restaurateur')
  @Mutation(() => CardCheckResult, { description: 'Enregistrer une nouvelle carte (abonnement actif) ou réactiver un abonnement suspendu ou résilié : le formulaire de la page de paiement' })
  startCardUpdate(@Ctx() ctx: RequestContext, @Args(() => RestaurantIdArgs) { restaurantId }: RestaurantIdArgs): Promise<typeof CardCheckResult> {
    return unionResult(CARD_CHECK_ERRORS, async () => {
      const form = await billingService.startCardUpdate(ctx, restaurantId);
      return Object.assign(new CardCheck(), { html: form.html, paymentToken: form.paymentToken });
    });
  }

  @Query(() => PaymentCheck, { description: 'Le jeton d’une page de retour de paiement (/payment/*) et sa commande (jumeau de POST /api/verify_payment_token)' })
  async paymentResult(@Ctx() ctx: RequestContext, @Args(() => PaymentTokenArgs) { token }: PaymentTokenArgs): Promise<PaymentCheck> {
    const payload = await billingService.paymentByToken(ctx, token);
    return Object.assign(new PaymentCheck(), { valid: !!payload, payment: payload ? toPaymentResult(payload) : null });
  }

  @Mutation(() => SessionResult, {
    description: 'Page /payment/success : le code à usage unique (accesToken) d’une vérification de carte acceptée ouvre la session du restaurateur, une fois, dans l’heure',
  })
  signInAfterPayment(@Ctx() ctx: RequestContext, @Args(() => PaymentSignInArgs) { token, accesToken }: PaymentSignInArgs): Promise<typeof SessionResult> {
    return unionResult(SESSION_ERRORS, async () => toSession(ctx, await billingService.signInAfterPayment(ctx, token, accesToken)));
  }
}
