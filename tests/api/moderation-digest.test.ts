import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MODERATION_HOURS } from '../../common/review-rules.js';
import { createRequestContext, type RequestContext } from '../../server/src/graphql/context.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/src/data/seed/demo-accounts.js';
import { MODERATION_DIGEST_SUBJECT } from '../../server/src/modules/mail/mail.templates.js';
import { moderationDigestService } from '../../server/src/modules/moderation/moderation-digest.service.js';
import { createServices } from '../../server/src/services.js';
import { insertAccount } from '../factories/accounts.js';
import { insertRestaurants, restaurantIdOf, restaurantRecord } from '../factories/restaurants.js';
import { insertReview } from '../factories/reviews.js';
import { messagesFor } from '../support/outbox.js';
import { AccountClient } from './accounts-client.js';
import { startTestServer, type TestServer } from './harness.js';

// Issue 28: the charter promises a decision within 72 hours; the moderators get a digest of the reviews close to it, and
// area 2 shows the longest wait.

let t: TestServer;
let ctx: RequestContext;
let admin: AccountClient;
const ADMIN = DEMO_ACCOUNTS[2].email;
const QUEUE = `{ reviewQueue { ... on ReviewQueuePage { waiting overdue oldestWaitingHours } } }`;

beforeAll(async () => {
  t = await startTestServer();
  ctx = createRequestContext(await createServices(t.db, t.config, () => {}));
  await insertRestaurants(t.db, [restaurantRecord({ externalId: 'dg-a', name: 'Le Relais du Délai' })], t.config.mediaDir);
  await seedDemoAccounts(t.db, () => {});
  // An admin whose address is not verified cannot sign in: no digest for them.
  await insertAccount(t.db, { email: 'admin-pas-verifie@exemple.fr', role: 'admin', verified: false });
  admin = new AccountClient(t);
  expect(await admin.logInAdmin(ADMIN)).toMatchObject({ __typename: 'SecondFactorSession' });
}, 120_000);
afterAll(() => t?.close());

const digests = async (email: string) => (await messagesFor(t.config.dataDir, email)).filter((m) => m.subject === MODERATION_DIGEST_SUBJECT);

describe('the moderators’ digest of reviews close to the 72 hours', () => {
  it('sends nothing while no review has waited 48 hours', async () => {
    const restaurantId = await restaurantIdOf(t.db, 'dg-a');
    await insertReview(t.db, { restaurantId, status: 'pending', authorName: 'Récent', text: 'Arrivé ce matin, à relire sans urgence.', hoursAgo: 10 });
    expect(await moderationDigestService.send(ctx)).toEqual({ reviews: 0, moderators: 0 });
    expect(await digests(ADMIN)).toEqual([]);
    const figures = ((await admin.gql(QUEUE)) as { data: { reviewQueue: Record<string, unknown> } }).data.reviewQueue;
    expect(figures).toEqual({ waiting: 1, overdue: 0, oldestWaitingHours: 10 });
  });

  it('lists the reviews waiting 48 hours or more, longest first, to every moderator who can sign in; area 2 shows the longest wait', async () => {
    const restaurantId = await restaurantIdOf(t.db, 'dg-a');
    await insertReview(t.db, { restaurantId, status: 'pending', authorName: 'Proche', text: 'Bientôt au délai de la charte, à relire.', hoursAgo: 50 });
    await insertReview(t.db, { restaurantId, status: 'pending', authorName: 'Dépassé', text: 'Délai dépassé depuis longtemps, à relire.', hoursAgo: 80 });

    expect(await moderationDigestService.send(ctx)).toEqual({ reviews: 2, moderators: 1 });
    const [mail, ...others] = await digests(ADMIN);
    expect(others).toEqual([]);
    expect(mail.text).toContain(`La charte des avis promet une décision sous ${REVIEW_MODERATION_HOURS} heures. 2 avis en attente approchent de ce délai ou l’ont dépassé (1 dépassé dans cette liste)`);
    const lines = mail.text.split('\n').filter((l) => l.startsWith('– '));
    expect(lines).toEqual([
      '– Le Relais du Délai (« Délai dépassé depuis longtemps, à relire. ») : en attente depuis 80 h, délai dépassé',
      '– Le Relais du Délai (« Bientôt au délai de la charte, à relire. ») : en attente depuis 50 h, encore 22 h',
    ]);
    expect(await digests('admin-pas-verifie@exemple.fr')).toEqual([]);

    const figures = ((await admin.gql(QUEUE)) as { data: { reviewQueue: Record<string, unknown> } }).data.reviewQueue;
    expect(figures).toEqual({ waiting: 3, overdue: 1, oldestWaitingHours: 80 });
  });
});
