import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderOfPaymentToken, signPaymentToken } from './payment-token.js';
import type { BillingIdentity } from '../../../../common/billing-rules.js';
import { CARD_CHECK_FIELDS, cardCheckFields, cardCheckHtml } from './card-check-form.js';
import type { ProviderSettings } from './provider.js';
import { formHtml, hmacMessage, pbxHmac, queryValues, signForm, signQuery, splitSignedQuery, UnsignableFieldError, verifySignedQuery, type FormField } from './signatures.js';

const KEY = '0123456789ABCDEF'.repeat(8);
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const other = generateKeyPairSync('rsa', { modulusLength: 1024 });

describe('PBX_HMAC (reference §1.4)', () => {
  const fields: FormField[] = [['PBX_SITE', '1999888'], ['PBX_CMD', 'a&b'], ['PBX_BILLING', '<x a="1">é</x>'], ['PBX_HASH', 'SHA512']];
  it('covers NAME=value& in form order, raw values, PBX_HMAC excluded', () => {
    expect(hmacMessage([...fields, ['PBX_HMAC', 'X']])).toBe('PBX_SITE=1999888&PBX_CMD=a&b&PBX_BILLING=<x a="1">é</x>&PBX_HASH=SHA512');
  });
  it('is a fixed vector: HMAC-SHA512 with the binary key, uppercase hex (computed with openssl dgst -sha512 -mac HMAC -macopt hexkey:…)', () => {
    expect(pbxHmac([['PBX_SITE', '1999888'], ['PBX_RANG', '32']], KEY)).toBe(
      'AC10EFFB400D6A7B7791688E567AA6074330A34A87D59B60909F559B0869B3FDED7DE00112F762EFF0B31C2741911B94B7955C13E9BE9C012F90899F61088568',
    );
  });
  it('changes with the order of the fields and with any value', () => {
    const h = pbxHmac(fields, KEY);
    expect(pbxHmac([...fields].reverse(), KEY)).not.toBe(h);
    expect(pbxHmac(fields.map(([k, v]) => [k, k === 'PBX_CMD' ? 'a&c' : v] as const), KEY)).not.toBe(h);
  });
  it('puts PBX_HMAC last and escapes the values in the HTML only', () => {
    const signable = fields.filter(([name]) => name !== 'PBX_CMD');
    const signed = signForm(signable, KEY);
    expect(signed.at(-1)).toEqual(['PBX_HMAC', pbxHmac(signable, KEY)]);
    const html = formHtml('https://example.test/cgi/MYchoix_pagepaiement.cgi', signed);
    expect(html).toContain('name="PBX_BILLING" value="&lt;x a=&quot;1&quot;&gt;é&lt;/x&gt;"');
    expect(formHtml('https://example.test/', [['PBX_CMD', 'a&b']])).toContain('name="PBX_CMD" value="a&amp;b"');
    expect(html).not.toContain('<script');
  });
});

describe('the card check form: no input adds a field (issue 24)', () => {
  const settings: ProviderSettings = {
    name: 'up2pay', site: '1999888', rang: '32', identifiant: '2', hmacKeyHex: KEY, pageBases: ['https://tpeweb.example'], directBases: [], directCle: null, keys: [],
  };
  const identity: BillingIdentity = {
    company: 'Bistrot & Fils', lastName: 'Martin', firstName: 'Lou', address: '3 quai <b>de</b> la Savatte', zipcode: '49100', city: 'Angers', email: 'compta@bistrot.fr', phone: '0241000000',
  };
  const order = (email: string) => ({ reference: 'MJC-1-a1b2c3', token: 'MJC-1-a1b2c3.x.y', accessCode: 'AbCdEfGhIjKlMnOp', publicUrl: 'https://mijote.example', billing: { ...identity, email }, now: new Date(Date.UTC(2026, 10, 23)) });
  const inputs = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => m[1]);

  it('is the fixed list of fields, in order, one hidden input each, PBX_HMAC last', () => {
    const fields = cardCheckFields(settings, order('compta@bistrot.fr'));
    expect(fields.map(([name]) => name)).toEqual([...CARD_CHECK_FIELDS]);
    const html = cardCheckHtml('https://tpeweb.example/cgi/MYchoix_pagepaiement.cgi', fields, settings);
    expect(inputs(html)).toEqual([...CARD_CHECK_FIELDS, 'PBX_HMAC']);
    // The billing identity's markup and « & » never reach the signed XML.
    expect(new Map(fields).get('PBX_BILLING')).toContain('<Address1>3 quai b de /b la Savatte</Address1>');
  });

  it('brings the success page its one-time sign-in code, the other result pages only their token (docs/adr/0025)', () => {
    const fields = new Map(cardCheckFields(settings, order('compta@bistrot.fr')));
    expect(fields.get('PBX_EFFECTUE')).toBe('https://mijote.example/payment/success?token=MJC-1-a1b2c3.x.y&accesToken=AbCdEfGhIjKlMnOp');
    expect(fields.get('PBX_REFUSE')).toBe('https://mijote.example/payment/refuse?token=MJC-1-a1b2c3.x.y');
    expect(fields.get('PBX_ANNULE')).toBe('https://mijote.example/payment/cancel?token=MJC-1-a1b2c3.x.y');
  });

  it('refuses to sign a hostile e-mail whose « & » would make the signature cover fields of its choosing', () => {
    const hostile = 'x&PBX_TOTAL=100000&PBX_X=1@exemple.fr';
    // Why: the signed text of a form with that e-mail is also the signed text of a form with two more fields.
    const split: FormField[] = [['PBX_PORTEUR', 'x'], ['PBX_TOTAL', '100000'], ['PBX_X', '1@exemple.fr']];
    expect(hmacMessage([['PBX_PORTEUR', hostile]])).toBe(hmacMessage(split));
    const fields = cardCheckFields(settings, order(hostile));
    expect(() => cardCheckHtml('https://tpeweb.example/cgi/MYchoix_pagepaiement.cgi', fields, settings)).toThrow(UnsignableFieldError);
    expect(() => signForm(fields, KEY)).toThrow(/PBX_PORTEUR/);
    // Lower-cased as the account rules store it, still refused: no name of any case may be slipped in.
    expect(() => signForm(cardCheckFields(settings, order(hostile.toLowerCase())), KEY)).toThrow(UnsignableFieldError);
  });

  it('signs only names of the protocol, once each; « = » alone is harmless and the protocol\'s own values hold it', () => {
    expect(() => signForm([['PBX_SITE', '1'], ['pbx_total', '2']], KEY)).toThrow(UnsignableFieldError);
    expect(() => signForm([['PBX_SITE', '1'], ['PBX_SITE', '2']], KEY)).toThrow(UnsignableFieldError);
    expect(() => signForm([['PBX_SITE', '1'], ['PBX_X=1', '2']], KEY)).toThrow(UnsignableFieldError);
    expect(signForm([['PBX_EFFECTUE', 'https://mijote.example/payment/success?token=a.b'], ['PBX_BILLING', '<?xml version="1.0"?>']], KEY)).toHaveLength(3);
    // « & » only before our own return parameter accesToken, never before anything else, whatever its case.
    expect(signForm([['PBX_EFFECTUE', 'https://mijote.example/payment/success?token=a.b&accesToken=c']], KEY)).toHaveLength(2);
    for (const value of ['https://m.example/?token=a&PBX_TOTAL=1', 'https://m.example/?token=a&accesToken=c&pbx_total=1', 'a&ACCESTOKEN=c', 'a&accesToken']) {
      expect(() => signForm([['PBX_EFFECTUE', value]], KEY)).toThrow(UnsignableFieldError);
    }
  });
});

describe('K, the signature of the returned variables (reference §2.3)', () => {
  const data = 'M=100&R=MJC-1-abc&C=Visa+Electron&I=FR%20A&E=00000';
  it('verifies the still-encoded data before the last &K=', () => {
    const query = signQuery(data, privateKey);
    expect(splitSignedQuery(query)?.data).toBe(data);
    expect(verifySignedQuery(query, [publicKey])).toBe(true);
    expect(queryValues(data).get('C')).toBe('Visa Electron');
    expect(queryValues(data).get('I')).toBe('FR A');
  });
  it('accepts any of several keys, refuses another key, changed data or re-encoded data', () => {
    const query = signQuery(data, privateKey);
    expect(verifySignedQuery(query, [other.publicKey, publicKey])).toBe(true);
    expect(verifySignedQuery(query, [other.publicKey])).toBe(false);
    expect(verifySignedQuery(query.replace('M=100', 'M=101'), [publicKey])).toBe(false);
    expect(verifySignedQuery(query.replace('Visa+Electron', 'Visa%20Electron'), [publicKey])).toBe(false);
  });
  it('reads a signature sent URL-encoded or not (172 base64 characters)', () => {
    const raw = createSign('RSA-SHA1').update(data).sign(privateKey).toString('base64');
    expect(raw).toHaveLength(172);
    expect(verifySignedQuery(`${data}&K=${raw}`, [publicKey])).toBe(true);
    expect(verifySignedQuery(`${data}&K=${encodeURIComponent(raw)}`, [publicKey])).toBe(true);
  });
  it('refuses a query without a signature or with a malformed one', () => {
    expect(verifySignedQuery(data, [publicKey])).toBe(false);
    expect(verifySignedQuery(`${data}&K=%ZZ`, [publicKey])).toBe(false);
    expect(verifySignedQuery('&K=abc', [publicKey])).toBe(false);
  });
});

describe('the payment token of the result pages', () => {
  it('names its order, signed, for 7 days', () => {
    const now = Date.UTC(2026, 10, 23);
    const token = signPaymentToken('secret', 'MJC-12-a1b2c3', now);
    expect(token.length).toBeLessThan(80);
    expect(orderOfPaymentToken('secret', token, now)).toBe('MJC-12-a1b2c3');
    expect(orderOfPaymentToken('other', token, now)).toBeNull();
    expect(orderOfPaymentToken('secret', token.replace('MJC-12', 'MJC-13'), now)).toBeNull();
    expect(orderOfPaymentToken('secret', token, now + 8 * 24 * 3600_000)).toBeNull();
    expect(orderOfPaymentToken('secret', 42, now)).toBeNull();
  });
});
