import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { toAdminAccount, toDirectoryFigures, toDirectoryRestaurant, toRestaurantFile } from './administration.mapper.js';
import { accountAdministration, administrationService } from './administration.service.js';
import {
  AccountDisabledChanged, AccountDisabledInput, AccountDisabledResult, AccountsInput, AccountsPage, AccountsResult, RESEND_ERRORS, ResendVerificationResult, VerificationResent,
  DIRECTORY_ERRORS, DirectoryFigures, DirectoryInput, DirectoryPage, DirectoryResult, RESTAURANT_FILE_ERRORS, RestaurantFileArgs, RestaurantFileResult,
  RestaurantOnlineChanged, RestaurantOnlineInput, SET_ONLINE_ERRORS, SetRestaurantOnlineResult, RegistrationLinkInput, RegistrationLinkSent, SendRegistrationLinkResult,
  SubscriptionDecided, SubscriptionDecisionInput, SubscriptionDecisionResult,
} from './administration.type.js';
import type { SubscriptionGround } from '../../../../common/subscription-decision-rules.js';

/** Area 1 (/a/<ADMIN_PATH>): thin adapters over administrationService, admin only. */
@Resolver()
export class AdministrationResolver {
  @Authorized('admin')
  @Query(() => DirectoryResult, { description: 'Les restaurants de l’annuaire : recherche, tri et pages de 25' })
  directoryRestaurants(@Ctx() ctx: RequestContext, @Arg('input', () => DirectoryInput) input: DirectoryInput): Promise<typeof DirectoryResult> {
    return unionResult(DIRECTORY_ERRORS, async () => {
      const page = await administrationService.directory(ctx, input);
      return Object.assign(new DirectoryPage(), { ...page, items: page.items.map(toDirectoryRestaurant) });
    });
  }

  @Authorized('admin')
  @Query(() => RestaurantFileResult, { description: 'La fiche d’un restaurant : propriétaire, abonnement, factures, publications, décisions et statistiques' })
  restaurantFile(@Ctx() ctx: RequestContext, @Args(() => RestaurantFileArgs) { idUrl, days }: RestaurantFileArgs): Promise<typeof RestaurantFileResult> {
    return unionResult(RESTAURANT_FILE_ERRORS, async () => {
      return toRestaurantFile(await administrationService.file(ctx, idUrl, days));
    });
  }

  @Authorized('admin')
  @Mutation(() => SetRestaurantOnlineResult, { description: 'Met une page hors ligne ou la remet en ligne, avec un motif envoyé au restaurateur et journalisé' })
  setRestaurantOnline(@Ctx() ctx: RequestContext, @Arg('input', () => RestaurantOnlineInput) input: RestaurantOnlineInput): Promise<typeof SetRestaurantOnlineResult> {
    return unionResult(SET_ONLINE_ERRORS, async () => Object.assign(new RestaurantOnlineChanged(), await administrationService.setOnline(ctx, input.idUrl, input.online, input.reason)));
  }

  @Authorized('admin')
  @Mutation(() => SendRegistrationLinkResult, { description: 'Envoie au gérant d’un restaurant sans compte son lien d’inscription, qui lui confie ce restaurant' })
  sendRegistrationLink(@Ctx() ctx: RequestContext, @Arg('input', () => RegistrationLinkInput) input: RegistrationLinkInput): Promise<typeof SendRegistrationLinkResult> {
    return unionResult(SET_ONLINE_ERRORS, async () => Object.assign(new RegistrationLinkSent(), { message: await administrationService.sendRegistrationLink(ctx, input.idUrl, input.email) }));
  }

  @Authorized('admin')
  @Mutation(() => SubscriptionDecisionResult, {
    description: 'Depuis la fiche : résilie l’abonnement (préavis de 30 jours, ou sans préavis pour manquements répétés ou obligation légale), le suspend ou lève la suspension, avec le motif et l’exposé des motifs envoyés au restaurateur',
  })
  decideSubscription(@Ctx() ctx: RequestContext, @Arg('input', () => SubscriptionDecisionInput) input: SubscriptionDecisionInput): Promise<typeof SubscriptionDecisionResult> {
    return unionResult(SET_ONLINE_ERRORS, async () => Object.assign(new SubscriptionDecided(), {
      message: await administrationService.decideSubscription(ctx, { idUrl: input.idUrl, kind: input.kind, ground: (input.ground ?? null) as SubscriptionGround | null, reasons: input.reasons }),
    }));
  }

  @Authorized('admin')
  @Query(() => AccountsResult, { description: 'Les comptes clients et restaurateurs : recherche par e-mail ou nom, pages de 25' })
  directoryAccounts(@Ctx() ctx: RequestContext, @Arg('input', () => AccountsInput) input: AccountsInput): Promise<typeof AccountsResult> {
    return unionResult(DIRECTORY_ERRORS, async () => {
      const page = await accountAdministration.list(ctx, input);
      return Object.assign(new AccountsPage(), {
        ...page,
        items: page.items.map(toAdminAccount),
      });
    });
  }

  @Authorized('admin')
  @Mutation(() => AccountDisabledResult, { description: 'Désactive (sessions fermées aussitôt) ou réactive un compte, avec un motif envoyé et journalisé' })
  setAccountDisabled(@Ctx() ctx: RequestContext, @Arg('input', () => AccountDisabledInput) input: AccountDisabledInput): Promise<typeof AccountDisabledResult> {
    return unionResult(SET_ONLINE_ERRORS, async () => Object.assign(new AccountDisabledChanged(), await accountAdministration.setDisabled(ctx, input.userId, input.disabled, input.reason)));
  }

  @Authorized('admin')
  @Mutation(() => ResendVerificationResult, { description: 'Renvoie le code de vérification de l’adresse e-mail d’un compte non vérifié' })
  resendVerification(@Ctx() ctx: RequestContext, @Arg('userId', () => Int) userId: number): Promise<typeof ResendVerificationResult> {
    return unionResult(RESEND_ERRORS, async () => Object.assign(new VerificationResent(), { message: await accountAdministration.resendVerification(ctx, userId) }));
  }

  @Authorized('admin')
  @Query(() => DirectoryFigures, { description: 'Restaurants par état et par commune, abonnements, chiffre d’affaires mensuel HT/TVA/TTC, demandes en attente' })
  async directoryFigures(@Ctx() ctx: RequestContext): Promise<DirectoryFigures> {
    return toDirectoryFigures(await administrationService.figures(ctx));
  }
}
