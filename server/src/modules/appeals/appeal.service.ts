import { APPEAL_MESSAGES, appealDeadline, type AppealState } from '../../../../common/appeal-rules.js';
import { viewerIdOf } from '../../auth/viewer.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { ServiceError } from '../shared/service-errors.js';
import { appealIdOf, appealToken, appealUrl, isAppealToken } from './appeal-link.js';
import { appealById, appealOfReport, appealOfSubscriptionDecision, appealsOf, insertAppeal, recordStatement, type AppealRow, type OpenAppealInput } from './appeals.queries.js';

/** Where an appeal stands at `now`. */
export function appealState(a: AppealRow, now: Date): AppealState {
  if (a.outcome) return a.outcome;
  if (a.submitted_at) return 'waiting';
  return now.getTime() <= appealDeadline(a.decided_at).getTime() ? 'open' : 'closed';
}

/**
 * Contesting a moderation decision (issue 28, DSA art. 20, docs/adr/0041): each decision that restricts someone
 * reachable by e-mail opens an appeal in its own transaction and gives its personal link to the decision's e-mail;
 * the person, with that link (signed in or not) or from their account, writes once why they contest it, within six
 * months. The moderators' side (area 2's list and decision) is the moderation module's.
 */
class AppealService {
  /** In the decision's transaction: the appeal row, and the personal link its e-mail gives. */
  async open(tx: RequestContext, input: OpenAppealInput): Promise<string> {
    const row = await insertAppeal(tx.db, input);
    return appealUrl(tx.config, row);
  }

  /**
   * The appeal a reporter's « keep » decision opened for their report, with its personal link (docs/adr/0049): the
   * report-follow page, whose own link is the reporter's, leads to it. Null when none was opened (no address left).
   */
  async ofReport(ctx: RequestContext, reportId: number): Promise<{ row: AppealRow; token: string } | null> {
    const row = await appealOfReport(ctx.db, reportId);
    return row ? { row, token: appealToken(ctx.config, row) } : null;
  }

  /** The personal link of the appeal a subscription decision opened, if any (billing's e-mail when an end takes effect). */
  async urlOfSubscriptionDecision(ctx: RequestContext, decisionId: number): Promise<string | null> {
    const row = await appealOfSubscriptionDecision(ctx.db, decisionId);
    return row ? appealUrl(ctx.config, row) : null;
  }

  /** The appeal a personal link names; TOKEN_INVALID for any other text (no telling whether the number exists). */
  async byToken(ctx: RequestContext, token: string): Promise<AppealRow> {
    const id = appealIdOf(token);
    const row = id === null ? undefined : await appealById(ctx.db, id);
    if (!row || !isAppealToken(ctx.config, token, row)) throw new ServiceError('TOKEN_INVALID', APPEAL_MESSAGES.linkInvalid, 'token');
    return row;
  }

  /** The person's reasons, once per decision, within six months of it. */
  async submit(ctx: RequestContext, token: string, rawText: string): Promise<AppealRow> {
    const found = await this.byToken(ctx, token);
    const text = rawText.trim();
    return withTransaction(ctx, async (tx) => {
      const row = (await appealById(tx.db, found.id, true))!;
      if (row.submitted_at) throw new ServiceError('CONFLICT', APPEAL_MESSAGES.alreadySent);
      if (appealState(row, new Date()) === 'closed') throw new ServiceError('APPEAL_CLOSED', APPEAL_MESSAGES.closed);
      await recordStatement(tx.db, row.id, text);
      return (await appealById(tx.db, row.id))!;
    });
  }

  /** The signed-in account's decisions, each with its personal link. */
  async mine(ctx: RequestContext): Promise<{ row: AppealRow; token: string }[]> {
    const rows = await appealsOf(ctx.db, viewerIdOf(ctx));
    return rows.map((row) => ({ row, token: appealToken(ctx.config, row) }));
  }
}

export const appealService = new AppealService();
