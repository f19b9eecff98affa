import type { AppealableDecision } from '../../../../common/appeal-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { appealService } from '../appeals/index.js';
import { appendLogEntry, type LogEntryInput } from './moderation-log.queries.js';

/** The person a decision restricts, as its e-mail addresses them (with their report, for a reporter contesting a « keep »). */
export interface Restricted { accountId: number | null; email: string; firstName: string | null; reportId?: number }

/**
 * Logs a decision that restricts someone and, in the same transaction, opens its appeal (docs/adr/0041): answers the
 * personal link the decision's e-mail gives.
 */
export async function openAppeal(tx: RequestContext, entry: LogEntryInput & { action: AppealableDecision }, person: Restricted): Promise<string> {
  const [url] = await openAppeals(tx, entry, entry.action, [person]);
  return url;
}

/**
 * Logs one decision (`entry`, whatever its log action) and opens an appeal of kind `action` for each person it
 * concerns — one per reporter who left an address when a report is kept (docs/adr/0049). Answers their links, in order.
 */
export async function openAppeals(tx: RequestContext, entry: LogEntryInput, action: AppealableDecision, people: Restricted[]): Promise<string[]> {
  const logged = await appendLogEntry(tx.db, entry);
  const urls: string[] = [];
  for (const person of people) {
    urls.push(await appealService.open(tx, {
      logEntryId: logged.id, reportId: person.reportId ?? null, action, targetId: entry.targetId, targetLabel: entry.targetLabel, reason: entry.reason,
      accountId: person.accountId, email: person.email, firstName: person.firstName ?? '', decidedAt: logged.at, decidedBy: entry.actorId,
    }));
  }
  return urls;
}
