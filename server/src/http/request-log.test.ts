import { describe, expect, it } from 'vitest';
import { routeOf } from '../metrics.js';
import { requestIdOf } from './request-log.js';

describe('request ids', () => {
  it('keeps a plain token the proxy gave, replaces anything else with a new UUID', () => {
    expect(requestIdOf('a1b2c3d4-e5f6')).toBe('a1b2c3d4-e5f6');
    for (const given of [undefined, '', 'short', 'with space 12345', 'x'.repeat(65), ['a1b2c3d4e5'], '<script>alert(1)</script>']) {
      expect(requestIdOf(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

describe('the route label of the metrics: a bounded set, never an address a visitor typed', () => {
  const req = (path: string, extra: Partial<{ baseUrl: string; route: unknown; method: string }> = {}) =>
    ({ path, baseUrl: extra.baseUrl ?? '', route: extra.route, method: extra.method ?? 'GET' }) as Parameters<typeof routeOf>[0];
  it('names the matched REST route, and families for the rest', () => {
    expect(routeOf(req('/getVille', { baseUrl: '/api', route: { path: '/getVille' }, method: 'POST' }))).toBe('/api/getVille');
    expect(routeOf(req('/api/nope-123', { method: 'POST' }))).toBe('/api/*');
    expect(routeOf(req('/graphql', { method: 'POST' }))).toBe('/graphql');
    expect(routeOf(req('/media/a/b/c.webp'))).toBe('/media/*');
    expect(routeOf(req('/angers/le-bistrot-abcd1234'))).toBe('page');
    expect(routeOf(req('/', { route: { path: /.*/ } }))).toBe('page');
    expect(routeOf(req('/x', { method: 'DELETE' }))).toBe('other');
    expect(routeOf(req('/readyz'))).toBe('/readyz');
  });
});
