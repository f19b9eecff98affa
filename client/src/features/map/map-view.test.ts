import { describe, expect, it } from 'vitest';
import { areaOf, DEPARTMENT_CENTER, movedFrom, viewFor, viewForArea } from './map-view';

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

describe('« Rechercher dans cette zone »', () => {
  it('cherche au centre de la carte, dans un rayon qui couvre son côté le plus court, par pas de 5 km', () => {
    // About 22 km high and 30 km wide around Angers: 11 km, rounded up to 15.
    const area = areaOf({ north: 47.57, south: 47.37, east: -0.35, west: -0.75 });
    expect(area).toEqual({ lat: 47.47, lng: -0.55, radiusKm: 15 });
    expect(areaOf({ north: 47.4721, south: 47.4701, east: -0.5508, west: -0.5528 }).radiusKm).toBe(5);
    expect(areaOf({ north: 49, south: 45, east: 2, west: -3 }).radiusKm).toBe(100);
  });

  it('montre la zone cherchée autour de son centre, plus serrée pour un petit rayon', () => {
    const center = { lat: 47.47, lng: -0.55 };
    expect(viewForArea(center, 5).center).toEqual(center);
    expect(viewForArea(center, 5).zoom).toBeGreaterThan(viewForArea(center, 50).zoom);
  });

  it('sait si la carte a été déplacée depuis la vue donnée', () => {
    const view = { center: { lat: 47.47, lng: -0.55 }, zoom: 11 };
    expect(movedFrom(view, { lat: 47.47, lng: -0.55 }, 11)).toBe(false);
    expect(movedFrom(view, { lat: 47.47, lng: -0.55 }, 12)).toBe(true);
    expect(movedFrom(view, { lat: 47.5, lng: -0.55 }, 11)).toBe(true);
  });
});
