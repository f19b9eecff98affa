import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { NOTICE_AUDIENCE_LABELS, NOTICE_KINDS, type NoticeKind } from '../../../../common/notice-rules.js';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { noticeService } from './notices.service.js';
import type { NoticeRow } from './notices.queries.js';
import { NOTICE_ERRORS, NoticeInput, NoticeResult, NoticeSent, NoticeView, SEND_NOTICE_ERRORS, SendNoticeResult, type NoticeKindValue } from './notices.type.js';

const toView = (n: NoticeRow) => Object.assign(new NoticeView(), {
  id: n.id, kind: n.kind as NoticeKindValue, kindLabel: NOTICE_KINDS[n.kind as NoticeKind], audienceLabel: NOTICE_AUDIENCE_LABELS[n.audience as 'customer' | 'restaurateur'],
  subject: n.subject, body: n.body, effectiveOn: n.effective_on, author: n.author_label, createdAt: n.created_at,
  total: n.total, queued: n.queued, delivered: n.delivered, failed: n.failed, gathered: n.gathered_at !== null, settled: n.settled_at !== null,
});

/** Notices to account holders (issue 28 item 3): area 1 writes and follows them, admin only. Thin over noticeService. */
@Resolver()
export class NoticesResolver {
  @Authorized('admin')
  @Query(() => [NoticeView], { description: 'Les derniers préavis envoyés et où en est leur envoi' })
  async notices(@Ctx() ctx: RequestContext): Promise<NoticeView[]> {
    return (await noticeService.list(ctx)).map(toView);
  }

  @Authorized('admin')
  @Query(() => NoticeResult, { description: 'Un préavis et où en est son envoi' })
  notice(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof NoticeResult> {
    return unionResult(NOTICE_ERRORS, async () => toView(await noticeService.get(ctx, id)));
  }

  @Authorized('admin')
  @Mutation(() => SendNoticeResult, { description: 'Enregistre un préavis et l’envoie par e-mail, par lots, à tous les comptes concernés' })
  sendNotice(@Ctx() ctx: RequestContext, @Arg('input', () => NoticeInput) input: NoticeInput): Promise<typeof SendNoticeResult> {
    return unionResult(SEND_NOTICE_ERRORS, async () => {
      const { notice, message } = await noticeService.send(ctx, input);
      return Object.assign(new NoticeSent(), { notice: toView(notice), message });
    });
  }
}
