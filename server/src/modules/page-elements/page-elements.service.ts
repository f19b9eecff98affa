import {
  BANNER_ELEMENT, checkPageElementContent, FAQ_ELEMENT_OF, HOME_INTRO_ELEMENT, normalisePageElementContent, PAGE_ELEMENT_IDS, PAGE_ELEMENT_LIMITS, PAGE_ELEMENT_MESSAGES,
  PAGE_ELEMENTS, pageElementById, type FaqEntry, type PageElementContent, type PageElementDef,
} from '../../../../common/page-element-rules.js';
import { toDbId } from '../../../../common/input-rules.js';
import { withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { pageTextsChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { currentVersions, elementVersions, insertVersion, type VersionRow } from './page-elements.queries.js';

type SearchPageKind = keyof typeof FAQ_ELEMENT_OF;

/** A version as shown: version 0 is the text the code ships with, until the first save. */
export interface ElementVersion { version: number; at: Date | null; author: string | null; content: PageElementContent }
export interface ElementState { def: PageElementDef; current: ElementVersion }

const origin = (def: PageElementDef): ElementVersion => ({ version: 0, at: null, author: null, content: def.origin });
const fromRow = (row: VersionRow): ElementVersion => ({ version: row.version, at: row.created_at, author: row.author_label, content: row.content });

/** What the public search pages show: their FAQ, home's introduction and the banner; '' and none are null. */
interface SiteTexts { banner: string | null; intro: string | null; faq: FaqEntry[] }

/**
 * Page elements (issue 13): area 1 edits them, every save is a new version, and the public pages read the highest
 * version at each request (the page shell's kept pages are dropped on save), so a change shows without a restart.
 */
class PageElementService {
  private async current(ctx: RequestContext, defs: readonly PageElementDef[]): Promise<ElementState[]> {
    const rows = await currentVersions(ctx.db, defs.map((d) => d.id));
    return defs.map((def) => {
      const row = rows.find((r) => r.element_id === def.id);
      return { def, current: row ? fromRow(row) : origin(def) };
    });
  }

  async siteTexts(ctx: RequestContext, page: SearchPageKind): Promise<SiteTexts> {
    const ids = [FAQ_ELEMENT_OF[page], BANNER_ELEMENT, ...(page === 'HOME' ? [HOME_INTRO_ELEMENT] : [])];
    const states = await this.current(ctx, PAGE_ELEMENTS.filter((d) => ids.includes(d.id)));
    const content = (id: number) => states.find((s) => s.def.id === id)?.current.content;
    return {
      faq: content(FAQ_ELEMENT_OF[page])?.entries ?? [],
      banner: content(BANNER_ELEMENT)?.text || null,
      intro: page === 'HOME' ? content(HOME_INTRO_ELEMENT)?.text || null : null,
    };
  }

  /** Area 1's list: every element with its current version. */
  list(ctx: RequestContext): Promise<ElementState[]> {
    return this.current(ctx, PAGE_ELEMENTS);
  }

  /** One element, its current version and its history (newest first, ending with the original text). */
  async element(ctx: RequestContext, rawId: number): Promise<ElementState & { versions: ElementVersion[] }> {
    const def = this.def(rawId);
    const rows = await elementVersions(ctx.db, def.id, PAGE_ELEMENT_LIMITS.versionsShown);
    const versions = [...rows.map(fromRow), ...(rows.length < PAGE_ELEMENT_LIMITS.versionsShown ? [origin(def)] : [])];
    return { def, current: versions[0], versions };
  }

  /** Publishes a new version written over `baseVersion`; refused when someone saved meanwhile. */
  async save(ctx: RequestContext, rawId: number, baseVersion: number, raw: PageElementContent): Promise<{ id: number; version: number; message: string }> {
    const def = this.def(rawId);
    const problem = checkPageElementContent(def.kind, raw);
    if (problem) throw new ServiceError('INVALID_INPUT', problem, def.kind === 'faq' ? 'entries' : 'text');
    if (!Number.isInteger(baseVersion) || baseVersion < 0) throw new ServiceError('CONFLICT', PAGE_ELEMENT_MESSAGES.conflict, 'baseVersion');
    const content = normalisePageElementContent(def.kind, raw);
    const version = await withTransaction(ctx, async (tx) => {
      const saved = await insertVersion(tx.db, def.id, baseVersion, content, ctx.viewer!.id);
      if (saved !== null) pageTextsChanged(tx.db);
      return saved;
    });
    if (version === null) throw new ServiceError('CONFLICT', PAGE_ELEMENT_MESSAGES.conflict, 'baseVersion');
    return { id: def.id, version, message: PAGE_ELEMENT_MESSAGES.saved(version) };
  }

  private def(rawId: number): PageElementDef {
    const id = toDbId(rawId);
    const def = id !== null && PAGE_ELEMENT_IDS.includes(id) ? pageElementById(id) : undefined;
    if (!def) throw new ServiceError('NOT_FOUND', PAGE_ELEMENT_MESSAGES.notFound, 'id');
    return def;
  }
}

export const pageElementService = new PageElementService();
