import { describe, expect, it } from 'vitest';
import { PinClusters, type Pin } from './pin-clusters';

const pin = (idUrl: string, lat: number, lng: number): Pin => ({
  idUrl, name: `Restaurant ${idUrl}`, path: `/restaurant/angers/r_${idUrl}`, lat, lng, rating: 4, reviewCount: 3, averagePrice: 20, type: 'Bistrot', cityName: 'Angers',
});

const DEPARTMENT = { north: 48, south: 46.8, east: 0.3, west: -1.4 };

describe('regroupement des repères', () => {
  const pins = [pin('a', 47.471, -0.552), pin('b', 47.472, -0.551), pin('c', 47.4715, -0.5515), pin('saumur', 47.26, -0.077)];
  const clusters = new PinClusters(pins);

  it('regroupe les restaurants voisins à l’échelle du département, et compte chaque restaurant une fois', () => {
    const marks = clusters.marks({ bounds: DEPARTMENT, zoom: 9 });
    expect(marks).toHaveLength(2);
    const group = marks.find((m) => m.kind === 'cluster');
    expect(group).toMatchObject({ kind: 'cluster', count: 3 });
    expect(marks.find((m) => m.kind === 'pin')).toMatchObject({ pin: { idUrl: 'saumur' } });
  });

  it('sépare le groupe au zoom qui l’ouvre', () => {
    const group = clusters.marks({ bounds: DEPARTMENT, zoom: 9 }).find((m) => m.kind === 'cluster')!;
    const zoom = clusters.zoomToOpen(group.kind === 'cluster' ? group.id : -1);
    expect(zoom).toBeGreaterThan(9);
    const opened = clusters.marks({ bounds: { north: 47.48, south: 47.46, east: -0.54, west: -0.56 }, zoom: 18 });
    expect(opened.map((m) => (m.kind === 'pin' ? m.pin.idUrl : 'groupe')).sort()).toEqual(['a', 'b', 'c']);
  });

  it('ne montre que les repères de la partie visible', () => {
    expect(clusters.marks({ bounds: { north: 47.3, south: 47.2, east: 0, west: -0.2 }, zoom: 12 })).toMatchObject([{ kind: 'pin', pin: { idUrl: 'saumur' } }]);
  });
});
