import { NOTICE_AUDIENCE_LABELS, NOTICE_KINDS, type NoticeKind } from '../../../../common/notice-rules.js';
import type { NoticeRow } from './notices.queries.js';
import { NoticeView, type NoticeKindValue } from './notices.type.js';

/** A notice's row as area 1 reads it, with the figures of its sending. */
export const toView = (n: NoticeRow) => Object.assign(new NoticeView(), {
  id: n.id, kind: n.kind as NoticeKindValue, kindLabel: NOTICE_KINDS[n.kind as NoticeKind], audienceLabel: NOTICE_AUDIENCE_LABELS[n.audience as 'customer' | 'restaurateur'],
  subject: n.subject, body: n.body, effectiveOn: n.effective_on, author: n.author_label, createdAt: n.created_at,
  total: n.total, queued: n.queued, delivered: n.delivered, failed: n.failed, gathered: n.gathered_at !== null, settled: n.settled_at !== null,
});
