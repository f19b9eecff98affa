import { useEffect, useState } from 'react';
import { authFetch } from '../auth/auth-fetch';
import type { SessionKind } from '../auth/token-store';

export type CheckState = 'pending' | 'ok' | 'failed';

/** Guard call with the stored bearer (POST /api/resto/verify, GET /api/admin/verify): ok when success and the role match. */
export function useRoleCheck(url: string | null, method: 'GET' | 'POST', role: string, kind: SessionKind): CheckState {
  const [result, setResult] = useState<{ url: string; state: CheckState } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    authFetch<{ success: boolean; role: string }>(url, method === 'POST' ? { method, body: '{}' } : { method }, { kind })
      .then((body) => live && setResult({ url, state: body.success && body.role === role ? 'ok' : 'failed' }))
      .catch(() => live && setResult({ url, state: 'failed' }));
    return () => {
      live = false;
    };
  }, [url, method, role, kind]);
  if (!url) return 'pending';
  return result?.url === url ? result.state : 'pending';
}
