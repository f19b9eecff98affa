import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context.js';
import { unionResult } from '../../graphql/union-result.js';
import { pageElementService, type ElementState, type ElementVersion } from './page-elements.service.js';
import {
  FaqEntry, PAGE_ELEMENT_ERRORS, PageElementInput, PageElementResult, PageElementSaved, PageElementSummary, PageElementVersion, PageElementView,
  SAVE_PAGE_ELEMENT_ERRORS, SavePageElementResult, SiteTexts, SiteTextsPage,
} from './page-elements.type.js';

const toEntries = (entries: { question: string; answer: string }[]) => entries.map((e) => Object.assign(new FaqEntry(), e));
const toVersion = (v: ElementVersion) => Object.assign(new PageElementVersion(), {
  version: v.version, at: v.at, author: v.author, entries: toEntries(v.content.entries), text: v.content.text,
});
const summaryFields = ({ def, current }: ElementState) => ({ id: def.id, name: def.name, kind: def.kind, label: def.label, shownOn: def.shownOn, current: toVersion(current) });

/** Page elements (issue 13): the public search pages' texts, and area 1's editor (admin only). Thin over pageElementService. */
@Resolver()
export class PageElementsResolver {
  @Query(() => SiteTexts, { description: 'Les textes d’une page de recherche : foire aux questions, introduction de l’accueil, bandeau d’annonce' })
  async siteTexts(@Ctx() ctx: RequestContext, @Arg('page', () => SiteTextsPage) page: SiteTextsPage): Promise<SiteTexts> {
    const texts = await pageElementService.siteTexts(ctx, page);
    return Object.assign(new SiteTexts(), { ...texts, faq: toEntries(texts.faq) });
  }

  @Authorized('admin')
  @Query(() => [PageElementSummary], { description: 'Les éléments de page et leur version en ligne' })
  async pageElements(@Ctx() ctx: RequestContext): Promise<PageElementSummary[]> {
    return (await pageElementService.list(ctx)).map((state) => Object.assign(new PageElementSummary(), summaryFields(state)));
  }

  @Authorized('admin')
  @Query(() => PageElementResult, { description: 'Un élément de page, sa version en ligne et ses versions précédentes' })
  pageElement(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<typeof PageElementResult> {
    return unionResult(PAGE_ELEMENT_ERRORS, async () => {
      const element = await pageElementService.element(ctx, id);
      return Object.assign(new PageElementView(), { ...summaryFields(element), versions: element.versions.map(toVersion) });
    });
  }

  @Authorized('admin')
  @Mutation(() => SavePageElementResult, { description: 'Publie une nouvelle version d’un élément de page, en ligne aussitôt' })
  savePageElement(@Ctx() ctx: RequestContext, @Arg('input', () => PageElementInput) input: PageElementInput): Promise<typeof SavePageElementResult> {
    return unionResult(SAVE_PAGE_ELEMENT_ERRORS, async () =>
      Object.assign(new PageElementSaved(), await pageElementService.save(ctx, input.id, input.baseVersion, { entries: input.entries.map((e) => ({ question: e.question, answer: e.answer })), text: input.text })));
  }
}
