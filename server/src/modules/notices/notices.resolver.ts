import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { noticeService } from './notices.service.js';
import { toView } from './notices.mapper.js';
import { NOTICE_ERRORS, NoticeInput, NoticeResult, NoticeSent, NoticeView, SEND_NOTICE_ERRORS, SendNoticeResult } from './notices.type.js';


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
