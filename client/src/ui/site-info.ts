import type { SiteInfoQuery } from '../graphql/__generated__/graphql';
import { useSiteInfoQuery } from '../graphql/__generated__/hooks';
import { pageDataBlock } from '../graphql/page-data-block';

export type SiteInfo = SiteInfoQuery['siteInfo'];

/** The identity the server sent with the page (its data block), if it did. */
function preloaded(): SiteInfo | null {
  const answer = pageDataBlock().siteInfo as SiteInfoQuery | undefined;
  return answer?.siteInfo ?? null;
}

/**
 * Publisher identity from the server configuration; null while it loads or when unreachable. The page's first render
 * takes it from the page's data block: no request before a restaurant page's map or any footer shows.
 */
export function useSiteInfo(): { info: SiteInfo | null; error: boolean } {
  const sent = preloaded();
  const { data, error } = useSiteInfoQuery({ fetchPolicy: 'cache-first', skip: sent !== null });
  return { info: sent ?? data?.siteInfo ?? null, error: !sent && Boolean(error) };
}

/** A value of the identity, or a neutral placeholder while loading. */
export function field(info: SiteInfo | null, key: Exclude<keyof SiteInfo, '__typename' | 'mapsEnabled' | 'mapsApiKey' | 'socialLinks'>): string {
  return info?.[key] ?? '…';
}
