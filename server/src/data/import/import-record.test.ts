import { describe, expect, it } from 'vitest';
import { recordErrorMessage, recordsOfImportJson, validateImportRecord, type CityRef } from './import-record.js';

const cities: CityRef[] = [
  { id: 1, name: 'Angers', slug: 'angers', postcodes: ['49000', '49100'] },
  { id: 2, name: 'Les Ponts-de-Cé', slug: 'les-ponts-de-ce', postcodes: ['49130'] },
  { id: 3, name: 'Trélazé', slug: 'trelaze', postcodes: ['49800'] },
];

function base(): Record<string, unknown> {
  return {
    externalId: 'r-1',
    name: 'Le Petit Marché',
    types: ['Traditionnel'],
    cuisines: ['Française'],
    address: { street: '12 rue Saint-Laud', postalCode: '49100', city: 'Angers' },
    location: { lat: 47.47, lng: -0.55 },
  };
}

function fail(raw: unknown): { path: string; reason: string } {
  const r = validateImportRecord(raw, { cities });
  if (r.ok) throw new Error('validation should have failed');
  return { path: r.path, reason: r.reason };
}

function ok(raw: unknown) {
  const r = validateImportRecord(raw, { cities });
  if (!r.ok) throw new Error(`${r.path} : ${r.reason}`);
  return r.record;
}

describe('validateImportRecord', () => {
  it('accepts a minimal record and applies the defaults', () => {
    const r = ok(base());
    expect(r).toMatchObject({
      externalId: 'r-1', slug: 'le-petit-marche', averagePrice: 15, biography: '', bookingUrl: null, isResaPhone: true,
      status: 'draft', datePublished: null, phone: null, filters: [], photos: [], menu: null, reviews: [], openingRanges: [],
    });
    expect(r.city).toEqual(cities[0]);
  });

  it('normalises a full record', () => {
    const r = ok({
      ...base(),
      phone: '02 41 12 34 56',
      averagePrice: 24,
      bookingUrl: 'https://example.fr/resa',
      isResaPhone: false,
      filters: ['Terrasse', 'terrasse', 'Végétarien'],
      schedule: { lundi: [], mardi: [['12:00', '14:00'], ['19:00', '22:30']], samedi: [['19:00', '02:00']] },
      specialDates: { '25-12-2026': [false], '01-01-2027': [true, ['12:00', '15:00']], '14-07-2026': [true] },
      published: true,
      datePublished: '2026-03-01T10:00:00+01:00',
      photos: ['devanture.jpg', 'salle.jpg', { src: 'https://example.fr/carte.png', kind: 'menu', alt: 'La carte' }],
      menu: {
        style: 'ardoise',
        sections: [{ title: 'Plats', dishes: [{ name: 'Sandre au beurre blanc', price: 21.5 }, { name: 'Sans prix' }] }],
        daily: [{ description: 'Blanquette', price: 14, startsOn: '2026-03-02' }],
      },
      reviews: [{ author: 'Marie L.', rating: 4, text: 'Très bien.', visitDate: '2026-03-02', createdAt: '2026-03-03T12:00:00Z' }],
    });
    expect(r.phone).toBe('0241123456');
    expect(r.filters).toEqual(['Terrasse', 'Végétarien']);
    expect(r.openingRanges).toEqual([
      { weekday: 1, opens: 720, closes: 840 },
      { weekday: 1, opens: 1140, closes: 1350 },
      { weekday: 5, opens: 1140, closes: 120 },
    ]);
    expect(r.specialDates).toEqual([
      { day: '2026-07-14', closed: false, ranges: [] },
      { day: '2026-12-25', closed: true, ranges: [] },
      { day: '2027-01-01', closed: false, ranges: [{ opens: 720, closes: 900 }] },
    ]);
    expect(r.status).toBe('published');
    expect(r.datePublished).toBe('2026-03-01T09:00:00.000Z');
    expect(r.photos.map((p) => [p.kind, p.position])).toEqual([['devanture', 0], ['gallery', 0], ['menu', 0]]);
    expect(r.menu).toEqual({ style: 'ardoise', sections: [{ title: 'Plats', dishes: [
      { name: 'Sandre au beurre blanc', description: '', priceCents: 2150 },
      { name: 'Sans prix', description: '', priceCents: null },
    ] }] });
    expect(r.dailyMenus).toEqual([{ title: 'Menu du jour', description: 'Blanquette', priceCents: 1400, startsOn: '2026-03-02', endsOn: '2026-03-02' }]);
    expect(r.reviews[0]).toMatchObject({ status: 'published', createdAt: '2026-03-03T12:00:00.000Z' });
  });

  it('resolves the city by slug or by accent-insensitive name', () => {
    expect(ok({ ...base(), address: { street: '1 rue X', postalCode: '49130', city: 'les-ponts-de-ce' } }).city?.id).toBe(2);
    expect(ok({ ...base(), address: { street: '1 rue X', postalCode: '49800', city: 'TRELAZE' } }).city?.id).toBe(3);
    expect(ok({ ...base(), address: { street: '1 rue X', postalCode: '49800', city: 'Trélazé' } }).city?.id).toBe(3);
  });

  it.each([
    [{ name: 'L' }, 'name', /au moins 2/],
    [{ name: 'x'.repeat(51) }, 'name', /50/],
    [{ types: [] }, 'types', /au moins une valeur/],
    [{ types: ['Traditionnel', 'Brasserie', 'Bistrot'] }, 'types', /au plus 2/],
    [{ types: ['Cantine'] }, 'types[0]', /inconnu/],
    [{ cuisines: ['Martienne'] }, 'cuisines[0]', /inconnu/],
    [{ address: { street: '1 rue X', postalCode: '75001', city: 'Angers' } }, 'address.postalCode', /49xxx/],
    [{ address: { street: '1 rue X', postalCode: '49800', city: 'Angers' } }, 'address.postalCode', /Angers/],
    [{ address: { street: '1 rue X', postalCode: '49000', city: 'Paris' } }, 'address.city', /commune inconnue/],
    [{ location: { lat: 48.85, lng: 2.35 } }, 'location', /hors du Maine-et-Loire/],
    [{ phone: '02 41 12 34' }, 'phone', /10 chiffres/],
    [{ averagePrice: 0 }, 'averagePrice', /entre 1 et 1000/],
    [{ averagePrice: 12.5 }, 'averagePrice', /entier/],
    [{ bookingUrl: 'ftp://x.fr' }, 'bookingUrl', /http/],
    [{ filters: ['Traditionnel'] }, 'filters[0]', /inconnu/],
    [{ filters: ['4 étoiles'] }, 'filters[0]', /inconnu/],
    [{ schedule: { lundy: [] } }, 'schedule.lundy', /jour inconnu/],
    [{ schedule: { lundi: [['12:00']] } }, 'schedule.lundi[0]', /HH:MM/],
    [{ schedule: { lundi: [['25:00', '14:00']] } }, 'schedule.lundi[0][0]', /HH:MM/],
    [{ schedule: { lundi: [['12:00', '12:00']] } }, 'schedule.lundi[0]', /identiques/],
    [{ schedule: { lundi: [['12:00', '15:00'], ['14:00', '22:00']] } }, 'schedule.lundi', /chevauchent/],
    // The owner's editor's rule, not a looser one of its own (issue 24): two ranges a day at most.
    [{ schedule: { lundi: [['08:00', '10:00'], ['12:00', '14:00'], ['19:00', '22:00']] } }, 'schedule.lundi', /Deux plages horaires au plus/],
    [{ specialDates: { '25-12-2026': [true, ['08:00', '10:00'], ['12:00', '14:00'], ['19:00', '22:00']] } }, 'specialDates.25-12-2026', /Deux plages horaires au plus/],
    [{ schedule: { lundi: [['19:00', '03:00']], mardi: [['02:00', '04:00']] } }, 'schedule.lundi', /mardi/],
    [{ specialDates: { '2026-12-25': [false] } }, 'specialDates.2026-12-25', /jj-mm-aaaa/],
    [{ specialDates: { '31-02-2026': [false] } }, 'specialDates.31-02-2026', /jj-mm-aaaa/],
    [{ specialDates: { '25-12-2026': [false, ['12:00', '14:00']] } }, 'specialDates.25-12-2026', /fermé/],
    [{ specialDates: { '25-12-2026': [] } }, 'specialDates.25-12-2026', /\[false\]/],
    [{ published: 'oui' }, 'published', /booléen/],
    [{ published: true, status: 'draft' }, 'status', /incompatible/],
    [{ datePublished: '2026-03-01' }, 'datePublished', /ISO/],
    [{ photos: [{ src: 'a.jpg', kind: 'poster' }] }, 'photos[0].kind', /devanture/],
    [{ photos: [{ src: 'a.jpg', kind: 'devanture' }, { src: 'b.jpg', kind: 'devanture' }] }, 'photos[1].kind', /une seule/],
    [{ photos: ['ftp://x/a.jpg'] }, 'photos[0].src', /http/],
    [{ menu: { style: 'rococo' } }, 'menu.style', /classique/],
    [{ menu: { sections: [{ title: 'Plats', dishes: [{ name: 'X', price: -1 }] }] } }, 'menu.sections[0].dishes[0].price', /entre 0/],
    [{ menu: { daily: [{ startsOn: '2026-03-05', endsOn: '2026-03-04' }] } }, 'menu.daily[0].endsOn', /postérieure/],
    [{ reviews: [{ author: 'A', rating: 6, text: 'x', visitDate: '2026-01-01', createdAt: '2026-01-02T10:00:00Z' }] }, 'reviews[0].rating', /entre 1 et 5/],
    [{ reviews: [{ author: 'A', rating: 4, text: 'x', visitDate: '2026-01-03', createdAt: '2026-01-02T10:00:00Z' }] }, 'reviews[0].visitDate', /précéder/],
    [{ reviews: [{ author: 'A', rating: 4, text: 'x', visitDate: '2026-01-01', createdAt: '2026-01-02T10:00:00Z', status: 'ok' }] }, 'reviews[0].status', /published/],
    [{ colour: 'red' }, 'colour', /champ inconnu/],
  ])('rejects %j at %s', (patch, path, reason) => {
    const e = fail({ ...base(), ...patch });
    expect(e.path).toBe(path);
    expect(e.reason).toMatch(reason);
  });

  it('requires the mandatory fields', () => {
    for (const key of ['externalId', 'name', 'types', 'address', 'location']) {
      const raw = base();
      delete raw[key];
      expect(fail(raw).path).toBe(key === 'types' ? 'types' : key);
    }
    expect(fail('not an object').path).toBe('');
  });

  it('does not check cities without a city list', () => {
    const r = validateImportRecord({ ...base(), address: { street: '1 rue X', postalCode: '49000', city: 'Nulle-Part' } });
    expect(r.ok && r.record.city).toBe(null);
  });
});

describe('file helpers', () => {
  it('accepts an array or { restaurants }', () => {
    expect(recordsOfImportJson([1, 2])).toEqual([1, 2]);
    expect(recordsOfImportJson({ restaurants: [3] })).toEqual([3]);
    expect(() => recordsOfImportJson({ foo: [] })).toThrow(/tableau/);
  });

  it('formats the error message with position and externalId', () => {
    expect(recordErrorMessage(3, 'abc', 'address.city', 'commune inconnue')).toBe('Enregistrement n°3 (externalId abc) : address.city : commune inconnue');
    expect(recordErrorMessage(1, undefined, '', 'objet attendu')).toBe('Enregistrement n°1 : objet attendu');
  });
});
