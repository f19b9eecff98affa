/** The social networks the footer knows, in the order it shows them (server: SOCIAL_*_URL in server/src/config.ts). */
const NETWORKS = [
  { key: 'instagram', label: 'Mijote sur Instagram', icon: 'IG' },
  { key: 'facebook', label: 'Mijote sur Facebook', icon: 'f' },
  { key: 'linkedin', label: 'Mijote sur LinkedIn', icon: 'in' },
] as const;

export type SocialNetwork = (typeof NETWORKS)[number]['key'];

export interface SocialLink {
  href: string;
  label: string;
  icon: string;
}

/**
 * The footer's social links: one per configured page, none for a network without an address (never a link to the
 * network's home page). The server only serves https addresses; anything else is left out here too.
 */
export function socialLinks(pages: Partial<Record<SocialNetwork, string | null>> | null | undefined): SocialLink[] {
  return NETWORKS.flatMap(({ key, label, icon }) => {
    const href = pages?.[key];
    return href && href.startsWith('https://') ? [{ href, label, icon }] : [];
  });
}
