import type { AppealableDecision, AppealOutcome } from '../../../../common/appeal-rules.js';
import { retentionInterval } from '../../../../common/retention-periods.js';
import type { Db } from '../../db/transaction.js';

/** The decision an appeal contests: a moderation log entry (with the report, for a « keep ») or billing's subscription decision. */
type AppealDecisionRef = { logEntryId: number; reportId?: number | null } | { subscriptionDecisionId: number };

export type OpenAppealInput = AppealDecisionRef & {
  action: AppealableDecision; targetId: number; targetLabel: string; reason: string | null;
  accountId: number | null; email: string; firstName: string; decidedAt: Date; decidedBy: number | null;
};

export interface AppealRow {
  id: number; log_entry_id: number | null; subscription_decision_id: number | null; report_id: number | null; action: AppealableDecision; target_id: number; target_label: string; reason: string | null;
  account_id: number | null; email: string; first_name: string; decided_at: Date; decided_by: number | null;
  statement: string | null; submitted_at: Date | null; outcome: AppealOutcome | null; answer: string | null; answered_at: Date | null;
}

const COLUMNS = `id, log_entry_id, subscription_decision_id, report_id, action, target_id, target_label, reason, account_id, email, first_name, decided_at, decided_by,
  statement, submitted_at, outcome, answer, answered_at`;

/** The decision's appeal row, in the decision's transaction. */
export async function insertAppeal(db: Db, a: OpenAppealInput): Promise<AppealRow> {
  const [row]: AppealRow[] = await db.query(
    `INSERT INTO appeal (log_entry_id, subscription_decision_id, report_id, action, target_id, target_label, reason, account_id, email, first_name, decided_at, decided_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    ['logEntryId' in a ? a.logEntryId : null, 'subscriptionDecisionId' in a ? a.subscriptionDecisionId : null, ('reportId' in a && a.reportId) || null,
      a.action, a.targetId, a.targetLabel, a.reason, a.accountId, a.email, a.firstName, a.decidedAt, a.decidedBy]);
  return row;
}

export async function appealById(db: Db, id: number, lock = false): Promise<AppealRow | undefined> {
  const [row]: AppealRow[] = await db.query(`SELECT ${COLUMNS} FROM appeal WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** The appeal a reporter's « keep » decision opened for their report (docs/adr/0049). */
export async function appealOfReport(db: Db, reportId: number): Promise<AppealRow | undefined> {
  const [row]: AppealRow[] = await db.query(`SELECT ${COLUMNS} FROM appeal WHERE report_id = $1 AND action = 'report_kept' ORDER BY id DESC LIMIT 1`, [reportId]);
  return row;
}

/** The appeal a subscription decision opened (the end's e-mail on the day it takes effect gives its link again). */
export async function appealOfSubscriptionDecision(db: Db, decisionId: number): Promise<AppealRow | undefined> {
  const [row]: AppealRow[] = await db.query(`SELECT ${COLUMNS} FROM appeal WHERE subscription_decision_id = $1`, [decisionId]);
  return row;
}

export async function recordStatement(db: Db, id: number, statement: string): Promise<void> {
  await db.query(`UPDATE appeal SET statement = $2, submitted_at = now() WHERE id = $1 AND statement IS NULL`, [id, statement]);
}

/** The account's decisions, newest first (its « Décisions de modération »). */
export async function appealsOf(db: Db, accountId: number): Promise<AppealRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM appeal WHERE account_id = $1 ORDER BY decided_at DESC, id DESC LIMIT 100`, [accountId]);
}

/** Area 2: the appeals written and not answered, oldest first. */
export async function waitingAppeals(db: Db, limit: number): Promise<AppealRow[]> {
  return db.query(`SELECT ${COLUMNS} FROM appeal WHERE submitted_at IS NOT NULL AND outcome IS NULL ORDER BY submitted_at, id LIMIT $1`, [limit]);
}

export async function recordAnswer(db: Db, id: number, outcome: AppealOutcome, answer: string, by: number): Promise<void> {
  await db.query(`UPDATE appeal SET outcome = $2, answer = $3, answered_at = now(), answered_by = $4 WHERE id = $1`, [id, outcome, answer, by]);
}

/** Appeals of decisions older than their retention (common RETENTION_PERIODS.appeals), deleted, at most `limit`; answers how many. */
export async function purgeOldAppeals(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM appeal WHERE id IN (
       SELECT id FROM appeal WHERE decided_at < now() - interval '${retentionInterval('appeals')}' ORDER BY id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}
