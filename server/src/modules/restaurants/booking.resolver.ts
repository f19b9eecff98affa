import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { bookingService } from './booking.service.js';
import { Booking, BOOKING_ERRORS, BookingInput, BookingResult } from './booking.type.js';

const toBooking = (settings: object) => Object.assign(new Booking(), settings);

/** /reservationPage (issue 12): thin adapter over bookingService, which checks the restaurant is the viewer's. */
@Resolver()
export class BookingResolver {
  @Authorized('restaurateur')
  @Query(() => BookingResult, { description: 'Réglages de réservation du restaurant du restaurateur connecté' })
  myBooking(@Ctx() ctx: RequestContext, @Arg('idUrl', () => String) idUrl: string): Promise<typeof BookingResult> {
    return unionResult(BOOKING_ERRORS, async () => toBooking(await bookingService.settings(ctx, idUrl)));
  }

  @Authorized('restaurateur')
  @Mutation(() => BookingResult, { description: 'Enregistre la réservation par téléphone et le lien de réservation en ligne' })
  saveBooking(@Ctx() ctx: RequestContext, @Arg('input', () => BookingInput) input: BookingInput): Promise<typeof BookingResult> {
    return unionResult(BOOKING_ERRORS, async () => toBooking(await bookingService.save(ctx, input)));
  }
}
