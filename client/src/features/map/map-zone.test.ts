import { describe, expect, it } from 'vitest';
import { parseZone } from './map-zone';

describe('zone de la carte dans l’adresse', () => {
  it('lit un point du Maine-et-Loire et ignore le reste', () => {
    expect(parseZone('47.4712,-0.5518')).toEqual({ lat: 47.4712, lng: -0.5518 });
    expect(parseZone('48.8566,2.3522')).toBeNull();
    expect(parseZone('47.47;-0.55')).toBeNull();
    expect(parseZone(null)).toBeNull();
  });
});
