import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { Done, DONE_ERRORS, DoneResult } from '../accounts/index.js';
import { registrationService } from './registration.service.js';
import {
  Registration, RegistrationBilling, RegistrationCodeArgs, RegistrationPendingAccount, RegistrationTokenArgs, REGISTRATION_ERRORS, REGISTRATION_SESSION_ERRORS, RegistrationAccountInput, RegistrationRequestInput, RegistrationRestaurant,
  RegistrationRestaurantInput, RegistrationResult, RegistrationSession, RegistrationSessionResult, RegistrationStepEnum,
} from './registration.type.js';

const done = (message: string) => Object.assign(new Done(), { message });

/** The restaurant registration (SPEC §2, §7); twins of the /api paths in registration.rest.ts. */
@Resolver()
export class RegistrationResolver {
  @Mutation(() => DoneResult, { description: 'Formulaire « Inscrire son restaurant » : envoie le lien d’inscription personnel (jumeau de POST /api/registrationRequest)' })
  requestRegistrationLink(@Ctx() ctx: RequestContext, @Arg('input', () => RegistrationRequestInput) input: RegistrationRequestInput): Promise<typeof DoneResult> {
    return unionResult(DONE_ERRORS, async () => done(await registrationService.requestLink(ctx, { ...input, message: input.message ?? null })));
  }

  @Query(() => RegistrationResult, { description: 'Où en est l’inscription de ce lien (verifyInscription, getStartInscription)' })
  registration(@Ctx() ctx: RequestContext, @Args(() => RegistrationTokenArgs) { token }: RegistrationTokenArgs): Promise<typeof RegistrationResult> {
    return unionResult(REGISTRATION_ERRORS, async () => {
      const state = await registrationService.state(ctx, token);
      return Object.assign(new Registration(), {
        ...state, step: RegistrationStepEnum[state.step], restaurant: Object.assign(new RegistrationRestaurant(), state.restaurant),
        pendingAccount: state.pendingAccount && Object.assign(new RegistrationPendingAccount(), state.pendingAccount),
        billing: state.billing && Object.assign(new RegistrationBilling(), state.billing),
      });
    });
  }

  @Mutation(() => DoneResult, { description: 'Étape 1 : envoie le code à 6 chiffres (jumeau de POST /api/send-code/verif-mail)' })
  sendRegistrationCode(
    @Ctx() ctx: RequestContext,
    @Args(() => RegistrationCodeArgs) args: RegistrationCodeArgs,
  ): Promise<typeof DoneResult> {
    return unionResult(DONE_ERRORS, async () => done(await registrationService.sendCode(ctx, args)));
  }

  @Mutation(() => DoneResult, { description: 'Étape 1 : le code reçu crée le compte restaurateur (jumeau de POST /api/registerTemp)' })
  createRegistrationAccount(@Ctx() ctx: RequestContext, @Arg('input', () => RegistrationAccountInput) input: RegistrationAccountInput): Promise<typeof DoneResult> {
    return unionResult(DONE_ERRORS, async () => {
      await registrationService.createAccount(ctx, input);
      return done('Votre compte est créé.');
    });
  }

  @Mutation(() => RegistrationSessionResult, { description: 'Étape 2 : le restaurant, en brouillon, et la session du restaurateur (jumeau de POST /api/registerTempSecond)' })
  saveRegistrationRestaurant(@Ctx() ctx: RequestContext, @Arg('input', () => RegistrationRestaurantInput) input: RegistrationRestaurantInput): Promise<typeof RegistrationSessionResult> {
    return unionResult(REGISTRATION_SESSION_ERRORS, async () => {
      const saved = await registrationService.saveRestaurant(ctx, input);
      return Object.assign(new RegistrationSession(), { accessToken: saved.session.accessToken, restaurantId: saved.restaurantId });
    });
  }
}

