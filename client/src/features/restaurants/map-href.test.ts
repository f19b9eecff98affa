import { describe, expect, it } from 'vitest';
import { mapSearch } from './map-href';

describe('zone de la carte dans l’adresse', () => {
  it('écrit la zone à la place de la ville', () => {
    expect(mapSearch(new URLSearchParams('q=pizza&distance=15'), { citySlug: 'angers', nearby: false, zone: { lat: 47.47, lng: -0.55 } })).toBe('?via=home&zone=47.47%2C-0.55&q=pizza&distance=15');
  });
});
