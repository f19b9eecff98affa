import type { AppealableDecision } from '../../../../common/appeal-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { appealService } from '../appeals/index.js';
import { appendLogEntry, type LogEntryInput } from './moderation-log.queries.js';

/** The person a decision restricts, as its e-mail addresses them. */
export interface Restricted { accountId: number | null; email: string; firstName: string | null }

/**
 * Logs a decision that restricts someone and, in the same transaction, opens its appeal (docs/adr/0041): answers the
 * personal link the decision's e-mail gives.
 */
export async function openAppeal(tx: RequestContext, entry: LogEntryInput & { action: AppealableDecision }, person: Restricted): Promise<string> {
  const logged = await appendLogEntry(tx.db, entry);
  return appealService.open(tx, {
    logEntryId: logged.id, action: entry.action, targetId: entry.targetId, targetLabel: entry.targetLabel, reason: entry.reason,
    accountId: person.accountId, email: person.email, firstName: person.firstName ?? '', decidedAt: logged.at, decidedBy: entry.actorId,
  });
}
