import { describe, expect, it } from 'vitest';
import {
  checkAveragePrice, checkCuisines, checkDayRanges, checkRestaurantFilters, checkSpecialDate, checkSpecialDates, checkTimeRange, checkTypes, checkWeekHours,
  EDITABLE_FILTER_GROUPS, INFO_MESSAGES, infoSectionOf, isQuarterTime, lastSpecialDay, pastMidnight, QUARTER_TIMES,
} from './restaurant-info-rules.js';

const r = (opens: string, closes: string) => ({ opens, closes });

describe('information page rules (issue 12)', () => {
  it('offers 96 quarter-hour times from 00:00 to 23:45 (SPEC §3)', () => {
    expect(QUARTER_TIMES).toHaveLength(96);
    expect(QUARTER_TIMES[0]).toBe('00:00');
    expect(QUARTER_TIMES[95]).toBe('23:45');
    expect(isQuarterTime('12:15')).toBe(true);
    expect(isQuarterTime('12:10')).toBe(false);
    expect(isQuarterTime('24:00')).toBe(false);
    expect(isQuarterTime(720)).toBe(false);
  });

  it('accepts a range past midnight and says so; refuses an empty one or off-slot times', () => {
    expect(checkTimeRange(r('19:00', '02:00'))).toBeNull();
    expect(pastMidnight(r('19:00', '02:00'))).toBe(true);
    expect(pastMidnight(r('19:00', '00:00'))).toBe(true);
    expect(pastMidnight(r('12:00', '14:30'))).toBe(false);
    expect(checkTimeRange(r('12:00', '12:00'))).toBe(INFO_MESSAGES.rangeEmpty);
    expect(checkTimeRange(r('12:05', '14:00'))).toBe(INFO_MESSAGES.timeInvalid);
    expect(checkTimeRange({ opens: '12:00' })).toBe(INFO_MESSAGES.timeInvalid);
  });

  it('allows none, one or two ranges a day, not overlapping (past midnight included)', () => {
    expect(checkDayRanges([])).toBeNull();
    expect(checkDayRanges([r('12:00', '14:00'), r('19:00', '01:00')])).toBeNull();
    expect(checkDayRanges([r('12:00', '14:00'), r('13:45', '15:00')])).toBe(INFO_MESSAGES.overlap);
    expect(checkDayRanges([r('18:00', '02:00'), r('23:00', '23:45')])).toBe(INFO_MESSAGES.overlap);
    expect(checkDayRanges([r('12:00', '14:00'), r('14:00', '15:00')])).toBeNull();
    expect(checkDayRanges([r('08:00', '09:00'), r('12:00', '14:00'), r('19:00', '22:00')])).toBe(INFO_MESSAGES.tooManyRanges);
  });

  it('checks the week: each weekday once, the day named in the message, a night not over the next morning', () => {
    expect(checkWeekHours([{ weekday: 4, ranges: [r('19:00', '02:00')] }, { weekday: 5, ranges: [r('12:00', '14:00')] }])).toBeNull();
    expect(checkWeekHours([{ weekday: 0, ranges: [] }, { weekday: 0, ranges: [] }])).toBe(INFO_MESSAGES.weekdayInvalid);
    expect(checkWeekHours([{ weekday: 7, ranges: [] }])).toBe(INFO_MESSAGES.weekdayInvalid);
    expect(checkWeekHours([{ weekday: 1, ranges: [r('12:00', '12:00')] }])).toBe(`Mardi : ${INFO_MESSAGES.rangeEmpty}`);
    expect(checkWeekHours([{ weekday: 6, ranges: [r('20:00', '03:00')] }, { weekday: 0, ranges: [r('02:00', '04:00')] }]))
      .toBe(`Dimanche : ${INFO_MESSAGES.overlapNextDay}`);
    expect(checkWeekHours('lundi')).toBe(INFO_MESSAGES.hoursInvalid);
  });

  it('checks special dates: today to a year ahead, a known mode, ranges only with their own hours, each day once', () => {
    const today = '2026-11-23';
    expect(lastSpecialDay(today)).toBe('2027-11-23');
    expect(checkSpecialDate({ day: '2026-12-25', mode: 'closed', ranges: [] }, today)).toBeNull();
    expect(checkSpecialDate({ day: '2026-12-31', mode: 'hours', ranges: [r('19:00', '03:00')] }, today)).toBeNull();
    expect(checkSpecialDate({ day: '2026-11-23', mode: 'usual', ranges: [] }, today)).toBeNull();
    expect(checkSpecialDate({ day: '2026-11-22', mode: 'closed', ranges: [] }, today)).toBe(INFO_MESSAGES.dayOutOfRange);
    expect(checkSpecialDate({ day: '2027-11-24', mode: 'closed', ranges: [] }, today)).toBe(INFO_MESSAGES.dayOutOfRange);
    expect(checkSpecialDate({ day: '2026-02-30', mode: 'closed', ranges: [] }, today)).toBe(INFO_MESSAGES.dayInvalid);
    expect(checkSpecialDate({ day: '2026-12-25', mode: 'ouvert', ranges: [] }, today)).toBe(INFO_MESSAGES.modeInvalid);
    expect(checkSpecialDate({ day: '2026-12-25', mode: 'hours', ranges: [] }, today)).toBe(INFO_MESSAGES.rangesRequired);
    expect(checkSpecialDate({ day: '2026-12-25', mode: 'closed', ranges: [r('12:00', '14:00')] }, today)).toBe(INFO_MESSAGES.rangesUnexpected);
    const twice = [{ day: '2026-12-25', mode: 'closed', ranges: [] }, { day: '2026-12-25', mode: 'usual', ranges: [] }];
    expect(checkSpecialDates(twice, today)).toBe(`vendredi 25 décembre 2026 : ${INFO_MESSAGES.dayTwice}`);
    expect(checkSpecialDates([{ day: '2026-12-24', mode: 'hours', ranges: [r('12:00', '14:00'), r('13:00', '15:00')] }], today))
      .toBe(`jeudi 24 décembre 2026 : ${INFO_MESSAGES.overlap}`);
  });

  it('takes one or two types and up to two cuisines of the vocabulary, without repeats', () => {
    expect(checkTypes(['Crêperie'])).toBeNull();
    expect(checkTypes(['Brasserie', 'Bistrot'])).toBeNull();
    expect(checkTypes([])).toBe(INFO_MESSAGES.typesCount);
    expect(checkTypes(['Brasserie', 'Bistrot', 'Pizzeria'])).toBe(INFO_MESSAGES.typesCount);
    expect(checkTypes(['Friterie'])).toBe(INFO_MESSAGES.typeUnknown);
    expect(checkTypes(['Bistrot', 'Bistrot'])).toBe(INFO_MESSAGES.duplicate);
    expect(checkCuisines([])).toBeNull();
    expect(checkCuisines(['Française', 'Italienne'])).toBeNull();
    expect(checkCuisines(['Française', 'Italienne', 'Grecque'])).toBe(INFO_MESSAGES.cuisinesCount);
    expect(checkCuisines(['Crêperie'])).toBe(INFO_MESSAGES.cuisineUnknown);
  });

  it('takes the filters of every group but types, cuisines, star notes and shortcuts', () => {
    expect(EDITABLE_FILTER_GROUPS.map((g) => g.key)).not.toContain('rating');
    expect(EDITABLE_FILTER_GROUPS.map((g) => g.key)).toEqual(expect.arrayContaining(['meal', 'idealFor', 'ambiance', 'diet', 'practical', 'parking']));
    expect(checkRestaurantFilters(['Terrasse', 'Végétarien'])).toBeNull();
    expect(checkRestaurantFilters(['5 étoiles'])).toBe(INFO_MESSAGES.filterUnknown);
    expect(checkRestaurantFilters(['Ouvert ce midi'])).toBe(INFO_MESSAGES.filterUnknown);
    expect(checkRestaurantFilters(['Crêperie'])).toBe(INFO_MESSAGES.filterUnknown);
    expect(checkRestaurantFilters(['Terrasse', 'Terrasse'])).toBe(INFO_MESSAGES.duplicate);
  });

  it('takes a whole average price from 1 to 1000 euros', () => {
    expect(checkAveragePrice(25)).toBeNull();
    expect(checkAveragePrice(0)).toBe(INFO_MESSAGES.averagePriceInvalid);
    expect(checkAveragePrice(12.5)).toBe(INFO_MESSAGES.averagePriceInvalid);
    expect(checkAveragePrice('25')).toBe(INFO_MESSAGES.averagePriceInvalid);
  });

  it('reads the section encodedData names, with the publication page’s names', () => {
    expect(infoSectionOf('horaires')).toBe('horaires');
    expect(infoSectionOf('type')).toBe('identite');
    expect(infoSectionOf('filters%2Cschedule')).toBe('filtres');
    expect(infoSectionOf('inconnu')).toBeNull();
    expect(infoSectionOf('%E0')).toBeNull();
    expect(infoSectionOf(undefined)).toBeNull();
  });
});
