import { APPEALABLE_DECISIONS, APPEAL_STATES, appealDeadline } from '../../../../common/appeal-rules.js';
import { appealState } from './appeal.service.js';
import { Appeal } from './appeal.type.js';
import type { AppealRow } from './appeals.queries.js';

export function toAppeal(r: AppealRow, now = new Date()): Appeal {
  const state = appealState(r, now);
  return Object.assign(new Appeal(), {
    id: r.id, action: r.action, decision: APPEALABLE_DECISIONS[r.action].label, targetLabel: r.target_label, reason: r.reason, decidedAt: r.decided_at,
    openUntil: appealDeadline(r.decided_at), state, stateLabel: APPEAL_STATES[state], statement: r.statement, submittedAt: r.submitted_at, answer: r.answer,
    answeredAt: r.answered_at,
  });
}
