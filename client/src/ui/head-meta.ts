import { useEffect } from 'react';
import { HOME_META, pageTitle, type PageMeta } from '../../../common/page-meta';

/**
 * The page's title and meta description in <head> (its schema.org data: page-json-ld.ts). The server writes them into
 * the HTML of the address asked for (server/src/modules/seo/page-shell.ts); these keep them right as the visitor moves.
 */
function setPageMeta({ title, description }: PageMeta): void {
  document.title = title;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}

/** Title and description while the page is shown (null: not known yet, what is there stays); home's once it is left. */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    setPageMeta({ title, description });
    return () => setPageMeta(HOME_META);
  }, [title, description]);
}

/** The titles of the pages shown, in the order they were set: the last one is in the tab. */
const shownTitles: { title: string }[] = [];

/**
 * A private page's own title in the browser tab and history (« Ma carte — Espace restaurateur — Mijote », issue 25): these
 * pages are not indexed, so they keep the site's description. Once the page goes, the title set before it comes back
 * (a guard's, when the page it framed is left), or home's.
 */
export function usePageTitle(heading: string): void {
  useEffect(() => {
    const entry = { title: pageTitle(heading) };
    shownTitles.push(entry);
    document.title = entry.title;
    return () => {
      shownTitles.splice(shownTitles.indexOf(entry), 1);
      document.title = shownTitles.at(-1)?.title ?? HOME_META.title;
    };
  }, [heading]);
}
