import type { ModerationAction, ModerationTarget } from '../../../../common/moderation-rules.js';
import type { Db } from '../../db/transaction.js';
import { retentionInterval } from '../../../../common/retention-periods.js';

export interface LogEntryInput { actorId: number; action: ModerationAction; targetKind: ModerationTarget; targetId: number; targetLabel: string; reason: string | null }

/** Appends a decision, in the caller's transaction; the actor's e-mail is copied from their account. Answers the entry. */
export async function appendLogEntry(db: Db, e: LogEntryInput): Promise<{ id: number; at: Date }> {
  const [row]: { id: number; at: Date }[] = await db.query(
    `INSERT INTO moderation_log (actor_id, actor_label, action, target_kind, target_id, target_label, reason)
     SELECT $1, coalesce((SELECT email FROM app_user WHERE id = $1), 'compte supprimé'), $2, $3, $4, $5, $6 RETURNING id, at`,
    [e.actorId, e.action, e.targetKind, e.targetId, e.targetLabel, e.reason]);
  return row;
}

export interface LogEntryRow { id: number; at: Date; actor_label: string; action: ModerationAction; target_kind: ModerationTarget; target_id: number; target_label: string; reason: string | null }

/** The newest entries, before the entry `beforeId` when given (the next page). */
export async function logEntries(db: Db, limit: number, beforeId: number | null): Promise<LogEntryRow[]> {
  return db.query(
    `SELECT id, at, actor_label, action, target_kind, target_id, target_label, reason FROM moderation_log
     WHERE ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT $1`, [limit, beforeId]);
}

/** The reason of the latest `action` on a target (e.g. why a page was taken off line), null when none. */
export async function latestReason(db: Db, targetKind: ModerationTarget, targetId: number, action: ModerationAction): Promise<string | null> {
  const [row]: { reason: string | null }[] = await db.query(
    `SELECT reason FROM moderation_log WHERE target_kind = $1 AND target_id = $2 AND action = $3 ORDER BY id DESC LIMIT 1`, [targetKind, targetId, action]);
  return row?.reason ?? null;
}

/** A target's entries, newest first (a restaurant's file in area 1). */
export async function targetEntries(db: Db, targetKind: ModerationTarget, targetId: number): Promise<LogEntryRow[]> {
  return db.query(
    `SELECT id, at, actor_label, action, target_kind, target_id, target_label, reason FROM moderation_log
     WHERE target_kind = $1 AND target_id = $2 ORDER BY id DESC LIMIT 100`, [targetKind, targetId]);
}

/** Entries by id (the decisions a page of appeals contests), in one statement. */
export function logEntriesById(db: Db, ids: readonly number[]): Promise<LogEntryRow[]> {
  return db.query(`SELECT id, at, actor_label, action, target_kind, target_id, target_label, reason FROM moderation_log WHERE id = ANY($1::int[])`, [ids]);
}

/** The entries of several targets, newest first, the latest `perTarget` of each, in one statement. */
export function entriesOfTargets(db: Db, targets: readonly { kind: ModerationTarget; id: number }[], perTarget = 100): Promise<LogEntryRow[]> {
  return db.query(
    `SELECT id, at, actor_label, action, target_kind, target_id, target_label, reason FROM (
       SELECT l.*, row_number() OVER (PARTITION BY l.target_kind, l.target_id ORDER BY l.id DESC) AS n
       FROM moderation_log l JOIN unnest($1::text[], $2::int[]) AS t(kind, id) ON l.target_kind = t.kind AND l.target_id = t.id) x
     WHERE n <= $3 ORDER BY id DESC`, [targets.map((t) => t.kind), targets.map((t) => t.id), perTarget]);
}

/**
 * Entries older than their retention (common RETENTION_PERIODS.moderationLog), deleted, at most `limit`; answers how
 * many. The append-only trigger lets through the deletion of an entry past 3 years, and nothing else (migration 1795791000000).
 */
export async function purgeOldLogEntries(db: Db, limit: number): Promise<number> {
  const [row]: { n: number }[] = await db.query(
    `WITH gone AS (DELETE FROM moderation_log WHERE id IN (
       SELECT id FROM moderation_log WHERE at < now() - interval '${retentionInterval('moderationLog')}' ORDER BY id LIMIT $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [limit]);
  return row.n;
}
