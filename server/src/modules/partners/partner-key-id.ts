import type { ApiClient } from '../../auth/client-quota.js';

/** The partner key a keyed caller is counted under (`key:<id>`, partner-key-cache.ts), or null for a visitor. */
export function partnerKeyIdOf(client: ApiClient | null): number | null {
  const match = client ? /^key:(\d+)$/.exec(client.key) : null;
  return match ? Number(match[1]) : null;
}
