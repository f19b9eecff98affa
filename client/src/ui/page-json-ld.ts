import { useEffect } from 'react';
import { PAGE_LD_ID } from '../../../common/constants';
import { scriptJson } from '../../../common/script-json';

/** The page's schema.org data while it is shown (null: leaves what the server wrote); removed once it is left. */
export function usePageJsonLd(data: Record<string, unknown> | null): void {
  const text = data ? scriptJson(data) : null;
  useEffect(() => {
    if (text !== null) {
      let script = document.getElementById(PAGE_LD_ID);
      if (!script) {
        script = document.createElement('script');
        script.id = PAGE_LD_ID;
        script.setAttribute('type', 'application/ld+json');
        document.head.append(script);
      }
      script.textContent = text;
    }
    return () => document.getElementById(PAGE_LD_ID)?.remove();
  }, [text]);
}
