import type { SiteInfoQuery } from '../graphql/__generated__/graphql';
import { useSiteInfoQuery } from '../graphql/__generated__/hooks';

export type SiteInfo = SiteInfoQuery['siteInfo'];

/** Publisher identity from the server configuration; null while it loads or when unreachable. */
export function useSiteInfo(): { info: SiteInfo | null; error: boolean } {
  const { data, error } = useSiteInfoQuery({ fetchPolicy: 'cache-first' });
  return { info: data?.siteInfo ?? null, error: Boolean(error) };
}

/** A value of the identity, or a neutral placeholder while loading. */
export function field(info: SiteInfo | null, key: Exclude<keyof SiteInfo, '__typename' | 'mapsEnabled' | 'mapsApiKey' | 'socialLinks'>): string {
  return info?.[key] ?? '…';
}
