import { describe, expect, it } from 'vitest';
import { socialLinks } from './social-links';

describe('the footer’s social links', () => {
  it('are none while nothing is configured (or the site information has not arrived)', () => {
    expect(socialLinks(null)).toEqual([]);
    expect(socialLinks({ instagram: null, facebook: null, linkedin: null })).toEqual([]);
  });

  it('are only the configured ones, in a fixed order', () => {
    expect(socialLinks({ facebook: 'https://www.facebook.com/mijote49', instagram: null })).toEqual([
      { href: 'https://www.facebook.com/mijote49', label: 'Mijote sur Facebook', icon: 'f' },
    ]);
    expect(socialLinks({ linkedin: 'https://www.linkedin.com/company/mijote', instagram: 'https://www.instagram.com/mijote' }).map((l) => l.label)).toEqual([
      'Mijote sur Instagram',
      'Mijote sur LinkedIn',
    ]);
  });

  it('leave out anything that is not an https address', () => {
    expect(socialLinks({ instagram: 'javascript:alert(1)', facebook: 'http://www.facebook.com/mijote', linkedin: '' })).toEqual([]);
  });
});
