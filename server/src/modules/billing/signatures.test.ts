import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderOfPaymentToken, signPaymentToken } from './payment-token.js';
import { formHtml, hmacMessage, pbxHmac, queryValues, signForm, signQuery, splitSignedQuery, verifySignedQuery, type FormField } from './signatures.js';

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
    const signed = signForm(fields, KEY);
    expect(signed.at(-1)).toEqual(['PBX_HMAC', pbxHmac(fields, KEY)]);
    const html = formHtml('https://example.test/cgi/MYchoix_pagepaiement.cgi', signed);
    expect(html).toContain('name="PBX_BILLING" value="&lt;x a=&quot;1&quot;&gt;é&lt;/x&gt;"');
    expect(html).toContain('name="PBX_CMD" value="a&amp;b"');
    expect(html).not.toContain('<script');
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
