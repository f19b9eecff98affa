import { describe, expect, it } from 'vitest';
import { checkCoordinates, INPUT_MESSAGES, inputProblem, MAX_INPUT_DEPTH, MAX_INPUT_LIST, toDbId, uniqueLabels } from './input-rules.js';

describe('input rules', () => {
  it('takes database ids as integers or digit strings within PostgreSQL integers', () => {
    expect(toDbId(12)).toBe(12);
    expect(toDbId('2147483647')).toBe(2147483647);
    for (const bad of ['2147483648', 2147483648, 99999999999, 1e20, 0, -1, 1.5, '12a', '', null, undefined, {}, [1], '0x10']) {
      expect(toDbId(bad), String(bad)).toBeNull();
    }
  });

  it('keeps coordinates inside the service area', () => {
    expect(checkCoordinates(47.47, -0.55)).toBeNull();
    expect(checkCoordinates(90, 0)).toBe(INPUT_MESSAGES.outsideServiceArea);
    expect(checkCoordinates(47.47, 2.5)).toBe(INPUT_MESSAGES.outsideServiceArea);
    expect(checkCoordinates(91, 0)).toBe(INPUT_MESSAGES.coordinatesInvalid);
    expect(checkCoordinates('47', 0)).toBe(INPUT_MESSAGES.coordinatesInvalid);
    expect(checkCoordinates(Number.POSITIVE_INFINITY, 0)).toBe(INPUT_MESSAGES.coordinatesInvalid);
  });

  it('finds control characters in strings and keys, at any depth, but allows tabs and line breaks', () => {
    expect(inputProblem({ a: ['ok', { b: 'ligne 1\nligne 2\tfin\r' }] })).toBeNull();
    expect(inputProblem({ a: ['ok', { b: 'x\u0000' }] })).toEqual({ path: 'a[1].b', message: INPUT_MESSAGES.controlCharacter });
    expect(inputProblem({ 'clé\u0007': 1 })?.message).toBe(INPUT_MESSAGES.controlCharacter);
    expect(inputProblem('\u009b')?.message).toBe(INPUT_MESSAGES.controlCharacter);
    expect(inputProblem('\u007f')?.message).toBe(INPUT_MESSAGES.controlCharacter);
  });

  it('bounds nesting and list sizes without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputProblem(deep)?.message).toBe(INPUT_MESSAGES.tooDeep);
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { a: ok };
    expect(inputProblem(ok)).toBeNull();
    expect(inputProblem({ a: Array(MAX_INPUT_LIST).fill(1) })).toBeNull();
    expect(inputProblem({ a: Array(MAX_INPUT_LIST + 1).fill(1) })?.message).toBe(INPUT_MESSAGES.listTooLong);
  });

  it('removes repeated labels, keeping the first order', () => {
    expect(uniqueLabels(['Terrasse', 'Parking', 'Terrasse'])).toEqual(['Terrasse', 'Parking']);
    expect(uniqueLabels(null)).toEqual([]);
  });
});
