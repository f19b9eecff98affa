import { describe, expect, it } from 'vitest';
import { INFO_MESSAGES } from '../../../../../common/restaurant-info-rules';
import { applyRules } from '../../../ui/forms';
import { fieldOf, infoRules, inputOf, valuesOf, type InfoValues } from './info-form';

const info = {
  __typename: 'RestaurantInfo' as const, idUrl: 'abcdEFGH', name: 'La Table', types: ['Bistrot'], cuisines: [], street: '2 rue Lenepveu', postalCode: '49100', city: 'Angers',
  lat: 47.47, lng: -0.55, phone: '0241123456', averagePrice: 25, filters: ['Terrasse'], published: true, path: '/restaurant/angers/la-table_abcdEFGH',
  hours: Array.from({ length: 7 }, (_, weekday) => ({ weekday, label: '', ranges: weekday === 4 ? [{ opens: '19:00', closes: '02:00', pastMidnight: true }] : [] })),
  specialDates: [{ day: '2099-01-01', mode: 'closed', ranges: [] }],
};

describe('the information form', () => {
  it('round-trips the server’s answer: phone in pairs, only the open days sent, no ranges but for own hours', () => {
    const values = valuesOf(info);
    expect(values.phone).toBe('02 41 12 34 56');
    expect(values.hours).toHaveLength(7);
    const input = inputOf('abcdEFGH', { ...values, specialDates: [{ day: '2099-01-01', mode: 'usual', ranges: [{ opens: '12:00', closes: '14:00' }] }] }, { lat: 1, lng: 2 });
    expect(input).toMatchObject({ phone: '0241123456', averagePrice: 25, lat: 1, lng: 2, hours: [{ weekday: 4, ranges: [{ opens: '19:00', closes: '02:00' }] }] });
    expect(input.specialDates).toEqual([{ day: '2099-01-01', mode: 'usual', ranges: [] }]);
  });

  it('checks with the common rules and their French messages', () => {
    const values: InfoValues = { ...valuesOf(info), types: [], averagePrice: '12,5', hours: [{ weekday: 0, ranges: [{ opens: '12:00', closes: '12:00' }] }] };
    const { errors } = applyRules(infoRules, values);
    expect(errors.types).toEqual([INFO_MESSAGES.typesCount]);
    expect(errors.averagePrice).toEqual([INFO_MESSAGES.averagePriceInvalid]);
    expect(errors.hours).toEqual([`Lundi : ${INFO_MESSAGES.rangeEmpty}`]);
    expect(errors.specialDates).toEqual([expect.stringContaining(INFO_MESSAGES.dayOutOfRange)]);
  });

  it('places a server refusal under its field', () => {
    expect(fieldOf('lat')).toBe('street');
    expect(fieldOf('hours')).toBe('hours');
    expect(fieldOf('idUrl')).toBeNull();
  });
});
