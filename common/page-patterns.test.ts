import { describe, expect, it } from 'vitest';
import {
  ADMIN_PATTERN, adminAreaPath, CITY_PATTERN, cityPath, DAILY_MENU_PATTERN, dailyMenuPath, NOT_CRAWLED_PREFIXES, PROFILE_PATH, PROFILE_REVIEWS_PATH,
  PUBLIC_PROFILE_PATTERN, publicProfilePath, REGISTER_PATH, registrationLinkPath, RESET_PASSWORD_PATTERN, resetPasswordPath, RESTAURANT_INFO_SECTION_PATTERN,
  RESTAURANT_PATTERN, restaurantInfoPath, restaurantPagePath, WRITE_REVIEW_PATTERN, writeReviewPath,
} from './page-addresses.js';
import { isPageAddress, isRestaurateurSpacePath, pagePatternOf } from './page-patterns.js';

describe('addresses the client has a page for', () => {
  it('knows the public, account and information pages, whatever the case', () => {
    for (const address of ['/', '/angers', '/saint-barthelemy-d-anjou', '/restaurants-a-proximite', '/map', '/restaurant/angers/la-table_AbCd1234',
      '/restaurant/angers/la-table_AbCd1234_token', '/profilScreen', '/profilscreen', '/profilForVisitor/12', '/reset-password/abc',
      '/restaurateurLogin', '/a/secret', '/a/secret/restaurants/12', '/CharteMijote', '/mentionslegales', '/contact_inscription', '/angers/']) {
      expect(isPageAddress(address), address).toBe(true);
    }
  });
  it('leaves out what no route answers', () => {
    for (const address of ['/Angers-Centre', '/une/deux', '/restaurant/angers', '/restaurant/a/b/c', '/profilForVisitor', `/${'a'.repeat(51)}`, '/nom%zz', '/wp-admin/setup.php']) {
      expect(isPageAddress(address), address).toBe(false);
    }
  });
});

describe('the restaurateur’s space', () => {
  it('holds the dashboard and the pages behind the restaurateur guard, whatever the case', () => {
    for (const address of ['/restaurateurLogin', '/restaurateurlogin', '/modifyMenu', '/modifyMenu/2026-12-01', '/reservationPage', '/restaurateur/publication',
      '/modifyInfo', '/modifyInfo/horaires', '/modifyDescription', '/statistiques', '/restaurateur/avis']) {
      expect(isRestaurateurSpacePath(address), address).toBe(true);
    }
  });
  it('leaves out the other pages', () => {
    for (const address of ['/', '/angers', '/profilScreen', '/register/restaurateur', '/restaurant/angers/la-table_AbCd1234', '/a/secret', '/modifyMenu/a/b', '/nulle-part/x']) {
      expect(isRestaurateurSpacePath(address), address).toBe(false);
    }
  });
});

describe('the addresses of one item', () => {
  it('are pages of their pattern', () => {
    const cases: [string, string][] = [
      [cityPath('angers'), CITY_PATTERN],
      [restaurantPagePath('angers', 'la-table_AbCd1234'), RESTAURANT_PATTERN],
      [publicProfilePath(12), PUBLIC_PROFILE_PATTERN],
      [resetPasswordPath('abc'), RESET_PASSWORD_PATTERN],
      [writeReviewPath('AbCd1234'), WRITE_REVIEW_PATTERN],
      [dailyMenuPath('2026-12-01'), DAILY_MENU_PATTERN],
      [restaurantInfoPath('horaires'), RESTAURANT_INFO_SECTION_PATTERN],
      [adminAreaPath('secret'), ADMIN_PATTERN],
    ];
    for (const [address, pattern] of cases) expect(pagePatternOf(address), address).toBe(pattern);
  });
  it('carry their query or part after the page', () => {
    expect(writeReviewPath('AbCd1234', 7)).toBe('/donner-un-avis/AbCd1234?avis=7');
    expect(registrationLinkPath('t0k')).toBe(`${REGISTER_PATH}?token=t0k`);
    expect(PROFILE_REVIEWS_PATH.startsWith(`${PROFILE_PATH}#`)).toBe(true);
  });
  it('keep search engines out of the private pages', () => {
    for (const address of [PROFILE_PATH, adminAreaPath('secret'), resetPasswordPath('abc'), registrationLinkPath('t'), '/payment/success']) {
      expect(NOT_CRAWLED_PREFIXES.some((prefix) => address.startsWith(prefix)), address).toBe(true);
    }
  });
});
