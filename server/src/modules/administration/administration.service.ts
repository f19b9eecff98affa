import { ADMINISTRATION_MESSAGES, DIRECTORY_PAGE_SIZE, type DirectorySort } from '../../../../common/administration-rules.js';
import { RESTAURATEUR_DASHBOARD_PATH } from '../../../../common/page-addresses.js';
import { restaurantPath } from '../../../../common/slug.js';
import type { StatPeriod } from '../../../../common/statistics-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { statisticsService, type Statistics } from '../analytics/index.js';
import { accountDisabledMail, restaurantOfflineMail, restaurantOnlineMail, queueMail } from '../mail/index.js';
import { appendLogEntry, openAppeal, targetEntries, type LogEntryRow } from '../moderation/index.js';
import { previewPath } from '../publication/index.js';
import { changeRestaurantStatus } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { ACCOUNT_ADMIN_MESSAGES } from '../../../../common/administration-rules.js';
import { frenchDate } from '../../../../common/billing-rules.js';
import { SUBSCRIPTION_DECISION_MESSAGES, type SubscriptionDecisionKind, type SubscriptionGround } from '../../../../common/subscription-decision-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import { normaliseEmail } from '../../../../common/account-rules.js';
import { REGISTRATION_LIMITS } from '../../../../common/registration-rules.js';
import { registrationService } from '../registration/index.js';
import { accountRecords, sessionService, verificationService } from '../accounts/index.js';
import { subscriptionDecisions, type DecisionRow } from '../billing/index.js';
import {
  accountsPage, claimLinks, type AccountRow, type ClaimLinkRow,
  directoryFigures, directoryPage, restaurantFile, type FiguresRow, restaurantInvoices, restaurantRequests, type DirectoryRow, type FileInvoiceRow, type FileRequestRow, type RestaurantFileRow,
} from './administration.queries.js';

interface DirectoryQuery { search: string; sort: string; descending: boolean; page: number }
export interface RestaurantFile {
  row: RestaurantFileRow; previewPath: string; invoices: FileInvoiceRow[]; requests: FileRequestRow[]; log: LogEntryRow[]; statistics: Statistics; links: ClaimLinkRow[];
  decisions: DecisionRow[];
}
interface SubscriptionDecisionQuery { idUrl: string; kind: SubscriptionDecisionKind; ground: SubscriptionGround | null; reasons: string }

/**
 * Area 1 of the administration (issue 13): the directory's restaurants, each one's file (owner, subscription, invoices,
 * publication history, the moderation's decisions, the statistics its owner sees) and taking a page off line or back,
 * with a reason e-mailed to the owner and written to the moderation log in the same transaction.
 */
class AdministrationService {
  async directory(ctx: RequestContext, q: DirectoryQuery): Promise<{ items: DirectoryRow[]; total: number; page: number; pageCount: number }> {
    const items = await directoryPage(ctx.db, q.search.trim(), q.sort as DirectorySort, q.descending, DIRECTORY_PAGE_SIZE, (q.page - 1) * DIRECTORY_PAGE_SIZE);
    const total = items[0]?.total ?? 0;
    return { items, total, page: q.page, pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)) };
  }

  async file(ctx: RequestContext, idUrl: string, period: number): Promise<RestaurantFile> {
    const row = await restaurantFile(ctx.db, idUrl);
    if (!row) throw new ServiceError('NOT_FOUND', ADMINISTRATION_MESSAGES.restaurantNotFound, 'idUrl');
    return {
      row, previewPath: previewPath(ctx, row), invoices: await restaurantInvoices(ctx.db, row.id), requests: await restaurantRequests(ctx.db, row.id),
      log: await targetEntries(ctx.db, 'restaurant', row.id), statistics: await statisticsService.of(ctx, row.id, row.id_url, period as StatPeriod),
      links: await claimLinks(ctx.db, row.id), decisions: await subscriptionDecisions.history(ctx, row.id),
    };
  }

  /**
   * From the restaurant's file: Mijote ends the subscription (with 30 days' notice, or at once on a ground that allows
   * it), suspends it or lifts the suspension, with the ground and the statement of reasons e-mailed to the
   * restaurateur and kept with the decision, in one transaction (docs/adr/0043). Answers what was done.
   */
  async decideSubscription(ctx: RequestContext, q: SubscriptionDecisionQuery): Promise<string> {
    return withTransaction(ctx, async (tx) => {
      const found = await restaurantFile(tx.db, q.idUrl, true);
      if (!found) throw new ServiceError('NOT_FOUND', ADMINISTRATION_MESSAGES.restaurantNotFound, 'idUrl');
      const effectiveOn = await subscriptionDecisions.decide(tx, found.id, { kind: q.kind, ground: q.ground, reasons: q.reasons.trim(), actorId: ctx.viewer!.id });
      return SUBSCRIPTION_DECISION_MESSAGES.done(q.kind, frenchDate(effectiveOn));
    });
  }

  /**
   * « Envoyer un lien d’inscription » on the file of a listed restaurant no account manages (an imported listing): the
   * manager gets the personal registration link, and the wizard hands them this restaurant instead of a new draft.
   */
  async sendRegistrationLink(ctx: RequestContext, idUrl: string, rawEmail: string): Promise<string> {
    const email = normaliseEmail(rawEmail);
    const row = await restaurantFile(ctx.db, idUrl);
    if (!row) throw new ServiceError('NOT_FOUND', ADMINISTRATION_MESSAGES.restaurantNotFound, 'idUrl');
    if (row.owner_id !== null) throw new ServiceError('CONFLICT', ADMINISTRATION_MESSAGES.ownerExists);
    await registrationService.issueLink(ctx, { email, restaurantName: row.name, citySlug: row.city_slug, phone: row.phone, message: null }, 'admin', row.id);
    return ADMINISTRATION_MESSAGES.linkSent(email, REGISTRATION_LIMITS.linkDays);
  }

  /** The directory's figures (area 1's « Chiffres de l’annuaire »). */
  figures(ctx: RequestContext): Promise<FiguresRow> {
    return directoryFigures(ctx.db);
  }

  /** Takes a published page off line, or puts back one the moderation took off; the owner is e-mailed the reason. */
  async setOnline(ctx: RequestContext, idUrl: string, online: boolean, rawReason: string): Promise<{ idUrl: string; status: string }> {
    const reason = rawReason.trim();
    const row = await withTransaction(ctx, async (tx) => {
      const found = await restaurantFile(tx.db, idUrl, true);
      if (!found) throw new ServiceError('NOT_FOUND', ADMINISTRATION_MESSAGES.restaurantNotFound, 'idUrl');
      if (online && found.status !== 'offline') throw new ServiceError('CONFLICT', ADMINISTRATION_MESSAGES.notOffline);
      if (!online && found.status !== 'published') throw new ServiceError('CONFLICT', ADMINISTRATION_MESSAGES.notPublished);
      await changeRestaurantStatus(tx.db, found.id, online ? 'published' : 'offline');
      // Off line, the page is not charged for; back on line, its renewals start again (docs/adr/0043).
      await subscriptionDecisions.hold(tx, { restaurantId: found.id }, 'offline', !online);
      const entry = { actorId: ctx.viewer!.id, targetKind: 'restaurant', targetId: found.id, targetLabel: found.name, reason } as const;
      if (found.owner_email) {
        const dashboardUrl = `${ctx.config.publicUrl}${RESTAURATEUR_DASHBOARD_PATH}`;
        const base = { firstName: found.owner_first_name ?? '', restaurantName: found.name, reason, dashboardUrl };
        if (online) await appendLogEntry(tx.db, { ...entry, action: 'restaurant_online' });
        // Taking the page off line opens its owner's appeal (docs/adr/0041); the e-mail gives its link.
        const appealUrl = online ? '' : await openAppeal(tx, { ...entry, action: 'restaurant_offline' }, { accountId: found.owner_id, email: found.owner_email, firstName: found.owner_first_name });
        await queueMail(tx, {
          to: found.owner_email,
          ...(online ? restaurantOnlineMail({ ...base, pageUrl: `${ctx.config.publicUrl}${restaurantPath(found.city_slug, found.name, found.id_url)}` }) : restaurantOfflineMail({ ...base, appealUrl })),
        });
      } else await appendLogEntry(tx.db, { ...entry, action: online ? 'restaurant_online' : 'restaurant_offline' });
      return found;
    });
    return { idUrl: row.id_url, status: online ? 'published' : 'offline' };
  }
}

interface AccountsQuery { search: string; page: number }

/**
 * Area 1's accounts (issue 13): find a customer or restaurateur, disable or re-enable the account (its sessions end at
 * once; the reason is logged and e-mailed), resend the verification code. Admin accounts are left to npm run admin:create.
 */
class AccountAdministration {
  async list(ctx: RequestContext, q: AccountsQuery): Promise<{ items: AccountRow[]; total: number; page: number; pageCount: number }> {
    const items = await accountsPage(ctx.db, q.search.trim(), DIRECTORY_PAGE_SIZE, (q.page - 1) * DIRECTORY_PAGE_SIZE);
    const total = items[0]?.total ?? 0;
    return { items, total, page: q.page, pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)) };
  }

  async setDisabled(ctx: RequestContext, rawId: number, disabled: boolean, rawReason: string): Promise<{ userId: number; disabled: boolean }> {
    const userId = toDbId(rawId);
    if (userId === null) throw new ServiceError('NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.accountNotFound);
    const reason = rawReason.trim();
    await withTransaction(ctx, async (tx) => {
      const found = await accountRecords.lockForAdmin(tx.db, userId);
      if (!found) throw new ServiceError('NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.accountNotFound);
      if (found.role === 'admin') throw new ServiceError('CONFLICT', ACCOUNT_ADMIN_MESSAGES.adminUntouchable);
      if (disabled === Boolean(found.disabled_at)) throw new ServiceError('CONFLICT', disabled ? ACCOUNT_ADMIN_MESSAGES.alreadyDisabled : ACCOUNT_ADMIN_MESSAGES.notDisabled);
      await accountRecords.setDisabled(tx.db, userId, disabled);
      if (disabled) await sessionService.endAllSessions(tx, userId);
      // A disabled account's subscriptions are not charged; enabled again, their renewals start again (docs/adr/0043).
      await subscriptionDecisions.hold(tx, { userId }, 'account', disabled);
      const entry = { actorId: ctx.viewer!.id, targetKind: 'account', targetId: userId, targetLabel: found.email, reason } as const;
      // Disabling opens the person's appeal (docs/adr/0041): its link works without signing in, which they no longer can.
      const appealUrl = disabled
        ? await openAppeal(tx, { ...entry, action: 'account_disabled' }, { accountId: userId, email: found.email, firstName: found.first_name })
        : (await appendLogEntry(tx.db, { ...entry, action: 'account_enabled' }), undefined);
      await queueMail(tx, { to: found.email, ...accountDisabledMail({ firstName: found.first_name, disabled, reason, appealUrl }) });
    });
    return { userId, disabled };
  }

  async resendVerification(ctx: RequestContext, rawId: number): Promise<string> {
    const userId = toDbId(rawId);
    const found = userId === null ? undefined : await accountRecords.lockForAdmin(ctx.db, userId);
    if (!found) throw new ServiceError('NOT_FOUND', ACCOUNT_ADMIN_MESSAGES.accountNotFound);
    if (found.email_verified) throw new ServiceError('CONFLICT', ACCOUNT_ADMIN_MESSAGES.alreadyVerified);
    await verificationService.sendCode(ctx, { id: found.id, email: found.email, firstName: found.first_name });
    return ACCOUNT_ADMIN_MESSAGES.verificationSent;
  }
}

export const administrationService = new AdministrationService();
export const accountAdministration = new AccountAdministration();
