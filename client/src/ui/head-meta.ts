import { useEffect } from 'react';
import { HOME_META, type PageMeta } from '../../../common/page-meta';

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
