import { Statistics } from '../analytics/index.js';
import { toLogEntry } from '../moderation/index.js';
import type { AccountRow, DirectoryRow, FiguresRow } from './administration.queries.js';
import type { RestaurantFile } from './administration.service.js';
import {
  AdminAccount, CountByKey, DirectoryFigures, DirectoryRestaurant, FileInvoice, FileRegistrationLink, FileRequest, FileSubscriptionDecision, MonthRevenue, RestaurantFileView,
  SubscriptionDecisionKindEnum,
} from './administration.type.js';

export const toDirectoryRestaurant = (r: Omit<DirectoryRow, 'total'>): DirectoryRestaurant => Object.assign(new DirectoryRestaurant(), {
  idUrl: r.id_url, name: r.name, city: r.city, status: r.status, ownerName: r.owner_name, ownerEmail: r.owner_email, subscription: r.subscription, dateUpdate: r.date_update,
});

export const toRestaurantFile = (f: RestaurantFile): RestaurantFileView => Object.assign(new RestaurantFileView(), {
  restaurant: toDirectoryRestaurant(f.row), datePublished: f.row.date_published, previewPath: f.previewPath, periodEnd: f.row.period_end, nextDueDate: f.row.next_due_date,
  cardLastDigits: f.row.card_last_digits, subscriptionEndsOn: f.row.ends_on, renewalHolds: f.row.renewal_holds ?? [],
  subscriptionDecisions: f.decisions.map((d) => Object.assign(new FileSubscriptionDecision(), {
    kind: SubscriptionDecisionKindEnum[d.kind], ground: d.ground, reasons: d.reasons, effectiveOn: d.effectiveOn, actor: d.actorEmail, decidedAt: d.createdAt,
  })),
  invoices: f.invoices.map((i) => Object.assign(new FileInvoice(), {
    number: i.number, issuedAt: i.issued_at, periodStart: i.period_start, periodEnd: i.period_end, totalTtcCents: i.total_ttc_cents, mode: i.mode,
  })),
  requests: f.requests.map((r) => Object.assign(new FileRequest(), { requestedAt: r.requested_at, status: r.status, decidedAt: r.decided_at, reason: r.reason })),
  log: f.log.map(toLogEntry), statistics: Object.assign(new Statistics(), f.statistics),
  registrationLinks: f.links.map((l) => Object.assign(new FileRegistrationLink(), {
    sentAt: l.created_at, email: l.email, expiresAt: l.expires_at, accountCreated: l.account_created, handedOver: l.handed_over,
  })),
});

export const toAdminAccount = (a: AccountRow): AdminAccount => Object.assign(new AdminAccount(), {
  id: a.id, email: a.email, name: a.name, role: a.role, emailVerified: a.email_verified, disabled: a.disabled_at !== null, createdAt: a.created_at,
  lastLoginAt: a.last_login_at, restaurantName: a.restaurant_name,
});

const counts = <R extends { n: number }>(rows: R[], key: (r: R) => string) => rows.map((r) => Object.assign(new CountByKey(), { key: key(r), count: r.n }));

export const toDirectoryFigures = (f: FiguresRow): DirectoryFigures => Object.assign(new DirectoryFigures(), {
  byStatus: counts(f.by_status, (r) => r.status),
  byCity: counts(f.by_city, (r) => r.city),
  subscriptions: counts(f.subscriptions, (r) => r.state),
  revenue: f.revenue.map((m) => Object.assign(new MonthRevenue(), { month: m.month, htCents: m.ht, vatCents: m.vat, ttcCents: m.ttc, invoices: m.invoices })),
  waitingRequests: f.waiting.n, oldestWaitingHours: f.waiting.oldest_hours, averageWaitingHours: f.waiting.average_hours,
});
