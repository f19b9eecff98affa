import { describe, expect, it } from 'vitest';
import { isPageAddress, isRestaurateurSpacePath } from './page-addresses.js';

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
