import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGE_PATTERNS } from '../../../common/page-patterns';
import { featureRoutes } from './feature-routes';

describe('the router’s addresses', () => {
  it('are the ones the server knows as pages (any other address is answered 404)', () => {
    const paths = featureRoutes.map((route) => (route as ReactElement<{ path: string }>).props.path);
    expect([...paths].sort()).toEqual([...PAGE_PATTERNS].sort());
  });
});
