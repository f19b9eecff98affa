import { AccountEntry } from '../features/accounts/components/AccountEntry';
import { useAuth } from '../features/accounts/auth/auth-context';
import { useConsent } from '../features/consent/consent-context';
import type { FooterFacts, PageFrameParts } from '../ui/page-frame';

function useFooterFacts(): FooterFacts {
  const { isLogin } = useAuth();
  const { openPreferences } = useConsent();
  return { restaurateur: isLogin === 2, openCookiePreferences: openPreferences };
}

/** The features' parts of the page frame (ui/page-frame.tsx), given to ui/HeaderBar and ui/Footer by App. */
export const pageFrameParts: PageFrameParts = { AccountEntry, useFooterFacts };
