import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { Statistics } from '../analytics/index.js';
import { toLogEntry } from '../moderation/index.js';
import type { DirectoryRow } from './administration.queries.js';
import { accountAdministration, administrationService } from './administration.service.js';
import {
  CountByKey, DirectoryFigures, MonthRevenue,
  AccountDisabledChanged, AccountDisabledInput, AccountDisabledResult, AccountsInput, AccountsPage, AccountsResult, AdminAccount, RESEND_ERRORS, ResendVerificationResult, VerificationResent,
  DIRECTORY_ERRORS, DirectoryInput, DirectoryPage, DirectoryRestaurant, DirectoryResult, FileInvoice, FileRequest, RESTAURANT_FILE_ERRORS, RestaurantFileArgs, RestaurantFileResult,
  RestaurantFileView, RestaurantOnlineChanged, RestaurantOnlineInput, SET_ONLINE_ERRORS, SetRestaurantOnlineResult,
  FileRegistrationLink, RegistrationLinkInput, RegistrationLinkSent, SendRegistrationLinkResult,
} from './administration.type.js';

const toRestaurant = (r: Omit<DirectoryRow, 'total'>) => Object.assign(new DirectoryRestaurant(), {
  idUrl: r.id_url, name: r.name, city: r.city, status: r.status, ownerName: r.owner_name, ownerEmail: r.owner_email, subscription: r.subscription, dateUpdate: r.date_update,
});

/** Area 1 (/a/<ADMIN_PATH>): thin adapters over administrationService, admin only. */
@Resolver()
export class AdministrationResolver {
  @Authorized('admin')
  @Query(() => DirectoryResult, { description: 'Les restaurants de l’annuaire : recherche, tri et pages de 25' })
  directoryRestaurants(@Ctx() ctx: RequestContext, @Arg('input', () => DirectoryInput) input: DirectoryInput): Promise<typeof DirectoryResult> {
    return unionResult(DIRECTORY_ERRORS, async () => {
      const page = await administrationService.directory(ctx, input);
      return Object.assign(new DirectoryPage(), { ...page, items: page.items.map(toRestaurant) });
    });
  }

  @Authorized('admin')
  @Query(() => RestaurantFileResult, { description: 'La fiche d’un restaurant : propriétaire, abonnement, factures, publications, décisions et statistiques' })
  restaurantFile(@Ctx() ctx: RequestContext, @Args(() => RestaurantFileArgs) { idUrl, days }: RestaurantFileArgs): Promise<typeof RestaurantFileResult> {
    return unionResult(RESTAURANT_FILE_ERRORS, async () => {
      const f = await administrationService.file(ctx, idUrl, days);
      return Object.assign(new RestaurantFileView(), {
        restaurant: toRestaurant(f.row), datePublished: f.row.date_published, previewPath: f.previewPath, periodEnd: f.row.period_end, nextDueDate: f.row.next_due_date,
        cardLastDigits: f.row.card_last_digits,
        invoices: f.invoices.map((i) => Object.assign(new FileInvoice(), { number: i.number, issuedAt: i.issued_at, periodStart: i.period_start, periodEnd: i.period_end, totalTtcCents: i.total_ttc_cents, mode: i.mode })),
        requests: f.requests.map((r) => Object.assign(new FileRequest(), { requestedAt: r.requested_at, status: r.status, decidedAt: r.decided_at, reason: r.reason })),
        log: f.log.map(toLogEntry), statistics: Object.assign(new Statistics(), f.statistics),
        registrationLinks: f.links.map((l) => Object.assign(new FileRegistrationLink(), {
          sentAt: l.created_at, email: l.email, expiresAt: l.expires_at, accountCreated: l.account_created, handedOver: l.handed_over,
        })),
      });
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
  @Query(() => AccountsResult, { description: 'Les comptes clients et restaurateurs : recherche par e-mail ou nom, pages de 25' })
  directoryAccounts(@Ctx() ctx: RequestContext, @Arg('input', () => AccountsInput) input: AccountsInput): Promise<typeof AccountsResult> {
    return unionResult(DIRECTORY_ERRORS, async () => {
      const page = await accountAdministration.list(ctx, input);
      return Object.assign(new AccountsPage(), {
        ...page,
        items: page.items.map((a) => Object.assign(new AdminAccount(), {
          id: a.id, email: a.email, name: a.name, role: a.role, emailVerified: a.email_verified, disabled: a.disabled_at !== null, createdAt: a.created_at,
          lastLoginAt: a.last_login_at, restaurantName: a.restaurant_name,
        })),
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
    const f = await administrationService.figures(ctx);
    const counts = (rows: { n: number }[], key: (r: never) => string) => rows.map((r) => Object.assign(new CountByKey(), { key: key(r as never), count: r.n }));
    return Object.assign(new DirectoryFigures(), {
      byStatus: counts(f.by_status, (r: { status: string }) => r.status),
      byCity: counts(f.by_city, (r: { city: string }) => r.city),
      subscriptions: counts(f.subscriptions, (r: { state: string }) => r.state),
      revenue: f.revenue.map((m) => Object.assign(new MonthRevenue(), { month: m.month, htCents: m.ht, vatCents: m.vat, ttcCents: m.ttc, invoices: m.invoices })),
      waitingRequests: f.waiting.n, oldestWaitingHours: f.waiting.oldest_hours, averageWaitingHours: f.waiting.average_hours,
    });
  }
}
