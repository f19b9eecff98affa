import { describe, expect, it } from 'vitest';
import { LEGAL_PATHS } from './page-addresses.js';
import { DESCRIPTION_MAX_LENGTH } from './page-meta.js';
import { STATIC_PAGES, staticPageAt, staticPageMeta } from './static-pages.js';

describe('static and legal pages', () => {
  it('are found at each of their addresses, whatever the case or a trailing slash', () => {
    expect(staticPageAt('/CharteMijote')).toBe(STATIC_PAGES.charte);
    expect(staticPageAt('/ConditionsGeneralesVenteResto')).toBe(STATIC_PAGES.cgvResto);
    expect(staticPageAt('/conditionsGeneralesVenteResto')).toBe(STATIC_PAGES.cgvResto);
    expect(staticPageAt('/mentionslegales/')).toBe(STATIC_PAGES.mentions);
    expect(staticPageAt('/mentionsLegalesResto')).toBe(STATIC_PAGES.mentions);
    expect(staticPageAt('/angers')).toBeNull();
    expect(staticPageAt('/')).toBeNull();
  });
  it('never share an address, and have descriptions search engines show whole', () => {
    const owner = new Map<string, object>();
    for (const page of Object.values(STATIC_PAGES)) {
      for (const path of page.paths) {
        expect(owner.get(path.toLowerCase()) ?? page, path).toBe(page);
        owner.set(path.toLowerCase(), page);
      }
    }
    for (const page of Object.values(STATIC_PAGES)) expect(page.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
  });
  it('hold every legal address once', () => {
    expect(Object.values(STATIC_PAGES).flatMap((page) => page.paths).sort()).toEqual([...LEGAL_PATHS].sort());
  });
  it('are titled with their heading', () => {
    expect(staticPageMeta(STATIC_PAGES.privacyResto).title).toBe('Politique de confidentialité – restaurateurs — Mijote');
  });
});
