import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { favouriteService } from '../favourites/index.js';
import { toAccount, toPublicProfile, toSession } from './account.mapper.js';
import { accountService } from './account.service.js';
import {
  Account, ACCOUNT_ERRORS, ChangePasswordArgs, AccountResult, EmailArgs, Done, DONE_ERRORS, DoneResult, LoginSpaceEnum, ProfileInput, PUBLIC_PROFILE_ERRORS,
  LogInResult, PublicProfileResult, SecondFactorRequired, SecondFactorSession, SecondFactorSessionResult, SESSION_ERRORS, SessionResult, SIGN_UP_ERRORS, SignUpInput, SignUpResult, SignUpSuccess,
} from './account.type.js';
import { passwordResetService } from './password-reset.service.js';
import { kindOf, sessionService } from './session.service.js';
import { secondFactorService } from './second-factor.service.js';
import { verificationService } from './verification.service.js';

@Resolver(() => Account)
export class AccountResolver {
  @FieldResolver(() => [String], { description: 'id_url des favoris du client, du plus récent au plus ancien (vide pour les autres comptes)' })
  async favouriteIds(@Root() account: Account, @Ctx() ctx: RequestContext): Promise<string[]> {
    // An Account is only ever served to its own holder (me, sessions, profile updates).
    return account.role === 'customer' ? favouriteService.idUrls(ctx, Number(account.id)) : [];
  }

  @Mutation(() => SignUpResult, { description: 'Création d’un compte client ; un code à 6 chiffres part par e-mail' })
  signUp(@Ctx() ctx: RequestContext, @Arg('input', () => SignUpInput) input: SignUpInput): Promise<typeof SignUpResult> {
    return unionResult(SIGN_UP_ERRORS, async () => Object.assign(new SignUpSuccess(), await accountService.signUp(ctx, input)));
  }

  @Mutation(() => SessionResult, { description: 'Vérifie le code reçu par e-mail et ouvre la session' })
  verifyEmail(@Ctx() ctx: RequestContext, @Arg('email', () => String) email: string, @Arg('code', () => String) code: string): Promise<typeof SessionResult> {
    return unionResult(SESSION_ERRORS, async () => toSession(ctx, await sessionService.start(ctx, await verificationService.verify(ctx, email, code))));
  }

  @Mutation(() => DoneResult, { description: 'Renvoyer un code' })
  resendVerificationCode(@Ctx() ctx: RequestContext, @Args(() => EmailArgs) { email }: EmailArgs): Promise<typeof DoneResult> {
    return unionResult(DONE_ERRORS, async () => {
      await verificationService.resend(ctx, email);
      return Object.assign(new Done(), { message: 'Si un compte attend sa vérification, un nouveau code vient d’être envoyé.' });
    });
  }

  @Mutation(() => LogInResult, {
    description: 'Connexion : la session ouverte est celle de l’espace du compte (client ou restaurateur), quelle que soit la fenêtre ; un administrateur se connecte depuis son espace, puis donne son second facteur',
  })
  logIn(
    @Ctx() ctx: RequestContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Arg('space', () => LoginSpaceEnum, { defaultValue: LoginSpaceEnum.customer, description: 'La fenêtre de connexion utilisée (fenêtre « Connexion », espace restaurateur ou espace d’administration)' }) space: LoginSpaceEnum,
  ): Promise<typeof LogInResult> {
    return unionResult(SESSION_ERRORS, async () => {
      const result = await sessionService.logIn(ctx, email, password, space);
      if (!('secondFactorFor' in result)) return toSession(ctx, result);
      const c = await secondFactorService.challenge(ctx, result.secondFactorFor);
      return Object.assign(new SecondFactorRequired(), { challenge: c.challenge, setupSecret: c.setup?.secret ?? null, setupUri: c.setup?.uri ?? null, setupQr: c.setup?.qrDataUrl ?? null });
    });
  }

  @Mutation(() => SecondFactorSessionResult, { description: 'Second facteur d’un administrateur : le code de l’application (ou un code de secours) ouvre la session' })
  confirmSecondFactor(@Ctx() ctx: RequestContext, @Arg('challenge', () => String) challenge: string, @Arg('code', () => String) code: string): Promise<typeof SecondFactorSessionResult> {
    return unionResult(SESSION_ERRORS, async () => {
      const { session, recoveryCodes } = await secondFactorService.confirm(ctx, challenge, code);
      const s = await toSession(ctx, session);
      return Object.assign(new SecondFactorSession(), { accessToken: s.accessToken, account: s.account, recoveryCodes });
    });
  }

  @Mutation(() => Boolean, { description: 'Ferme la session du jeton d’accès envoyé (et celle du cookie de renouvellement de cet espace s’il est présent) : ses jetons cessent aussitôt d’être acceptés' })
  async logOut(@Ctx() ctx: RequestContext, @Arg('space', () => LoginSpaceEnum, { defaultValue: LoginSpaceEnum.customer }) space: LoginSpaceEnum): Promise<boolean> {
    await sessionService.logOut(ctx, kindOf(space));
    return true;
  }

  @Mutation(() => DoneResult, { description: 'Envoie un lien de réinitialisation ; même réponse que l’adresse ait un compte ou non' })
  requestPasswordReset(@Ctx() ctx: RequestContext, @Args(() => EmailArgs) { email }: EmailArgs): Promise<typeof DoneResult> {
    return unionResult(DONE_ERRORS, async () => Object.assign(new Done(), { message: await passwordResetService.request(ctx, email) }));
  }

  @Authorized()
  @Query(() => Account)
  async me(@Ctx() ctx: RequestContext): Promise<Account> {
    return toAccount(await accountService.mine(ctx));
  }

  @Authorized()
  @Mutation(() => AccountResult)
  updateProfile(@Ctx() ctx: RequestContext, @Arg('input', () => ProfileInput) input: ProfileInput): Promise<typeof AccountResult> {
    return unionResult(ACCOUNT_ERRORS, async () => toAccount(await accountService.updateProfile(ctx, input)));
  }

  @Authorized()
  @Mutation(() => SessionResult, { description: 'Change le mot de passe, ferme les autres sessions et en ouvre une nouvelle' })
  changePassword(
    @Ctx() ctx: RequestContext,
    @Args(() => ChangePasswordArgs) { currentPassword, newPassword }: ChangePasswordArgs,
  ): Promise<typeof SessionResult> {
    return unionResult(SESSION_ERRORS, async () => toSession(ctx, await accountService.changePassword(ctx, currentPassword, newPassword)));
  }

  @Authorized()
  @Query(() => GraphQLJSONObject, { description: 'Toutes les données du compte (droit d’accès et de portabilité)' })
  myData(@Ctx() ctx: RequestContext): Promise<Record<string, unknown>> {
    return accountService.exportData(ctx);
  }

  @Authorized()
  @Mutation(() => DoneResult, { description: 'Supprime le compte ; ses avis restent, anonymisés' })
  deleteAccount(@Ctx() ctx: RequestContext, @Arg('password', () => String) password: string): Promise<typeof DoneResult> {
    return unionResult(DONE_ERRORS, async () => {
      await accountService.deleteAccount(ctx, password);
      return Object.assign(new Done(), { message: 'Votre compte a été supprimé.' });
    });
  }

  @Query(() => PublicProfileResult, { description: 'Profil public : prénom, photo, présentation et avis publiés' })
  publicProfile(@Ctx() ctx: RequestContext, @Arg('idUser', () => ID) idUser: string): Promise<typeof PublicProfileResult> {
    return unionResult(PUBLIC_PROFILE_ERRORS, async () => toPublicProfile(await accountService.publicProfile(ctx, idUser)));
  }
}
