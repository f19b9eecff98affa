import { describe, expect, it } from 'vitest';
import { DEPARTMENT_CENTER, viewFor } from './map-view';

describe('cadrage de la carte', () => {
  it('centre le département sans restaurant et zoome sur un seul', () => {
    expect(viewFor([])).toEqual({ center: DEPARTMENT_CENTER, zoom: 9 });
    expect(viewFor([{ lat: 47.47, lng: -0.55 }]).zoom).toBe(15);
  });

  it('cadre des restaurants éloignés plus large que des voisins', () => {
    const wide = viewFor([{ lat: 47.47, lng: -0.55 }, { lat: 47.06, lng: -0.88 }, { lat: 47.26, lng: -0.08 }]);
    const narrow = viewFor([{ lat: 47.47, lng: -0.55 }, { lat: 47.48, lng: -0.56 }]);
    expect(wide.zoom).toBeLessThan(narrow.zoom);
    expect(wide.center.lat).toBeCloseTo(47.265, 2);
  });
});
