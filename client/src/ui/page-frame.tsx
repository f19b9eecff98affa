import { createContext, useContext, type ComponentType } from 'react';
/** What the footer shows of the visitor: filled by the features, read by ui/Footer. */
export interface FooterFacts {
  /** A restaurant account is signed in: no legal part nor « Inscrire son restaurant » (SPEC §2). */
  restaurateur: boolean;
  openCookiePreferences: () => void;
}

/**
 * The parts of the page frame (ui/HeaderBar, ui/Footer) that come from features — the account entry, the visitor's
 * facts in the footer — handed over by the app (app/page-frame-parts.tsx) so that ui/ imports no feature.
 */
export interface PageFrameParts {
  AccountEntry: ComponentType;
  /** A hook, called by ui/Footer on each render (the same function for the whole life of the app). */
  useFooterFacts: () => FooterFacts;
}

const NO_PARTS: PageFrameParts = {
  AccountEntry: () => null,
  useFooterFacts: () => ({ restaurateur: false, openCookiePreferences: () => {} }),
};

export const PageFrameContext = createContext<PageFrameParts>(NO_PARTS);

export function usePageFrameParts(): PageFrameParts {
  return useContext(PageFrameContext);
}
