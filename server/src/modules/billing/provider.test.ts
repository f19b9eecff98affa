import { describe, expect, it } from 'vitest';
import { callDirect, directRequest, paymentPageUrl, UNKNOWN_OUTCOME, type ProviderSettings } from './provider.js';
import { pbxHmac } from './signatures.js';

const settings: ProviderSettings = {
  name: 'up2pay', site: '1999888', rang: '32', identifiant: '2', hmacKeyHex: '0123456789ABCDEF'.repeat(8),
  pageBases: ['https://main.example', 'https://fallback.example'], directBases: ['https://ppps.example', 'https://ppps1.example'], directCle: null, keys: [],
};
const request = { reference: 'MJR-1-1-0', amountCents: 7200, question: 42, cardRef: 'AMJC-1-abc', handle: 'SBXHANDLE', expiry: '3012' };

/** A fetch that answers by host, and records what it was asked. */
function fakeFetch(answers: Record<string, () => Promise<Response>>) {
  const calls: string[] = [];
  const impl = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    const host = new URL(url).host;
    const answer = answers[host];
    if (!answer) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    return answer();
  }) as typeof fetch;
  return { impl, calls };
}

describe('the payment page host (reference §1.1)', () => {
  it('takes the main host when its load.html says OK, the fallback otherwise', async () => {
    const ok = () => Promise.resolve(new Response('<div id="server_status">OK</div>'));
    const down = () => Promise.resolve(new Response('<div id="server_status">KO</div>'));
    expect(await paymentPageUrl(settings, fakeFetch({ 'main.example': ok, 'fallback.example': ok }).impl)).toBe('https://main.example/cgi/MYchoix_pagepaiement.cgi');
    expect(await paymentPageUrl(settings, fakeFetch({ 'main.example': down, 'fallback.example': ok }).impl)).toBe('https://fallback.example/cgi/MYchoix_pagepaiement.cgi');
    expect(await paymentPageUrl(settings, fakeFetch({ 'fallback.example': ok }).impl)).toBe('https://fallback.example/cgi/MYchoix_pagepaiement.cgi');
  });
});

describe('Direct Plus (reference §3.3)', () => {
  it('sends VERSION 00104, TYPE, 10-digit amount and question, DATEVAL as MMAA, HASH and an HMAC last', () => {
    const fields = directRequest(settings, '00053', request, new Date(Date.UTC(2026, 10, 23, 9, 5, 7)));
    const v = new Map(fields);
    expect(v.get('VERSION')).toBe('00104');
    expect(v.get('TYPE')).toBe('00053');
    expect(v.get('MONTANT')).toBe('0000007200');
    expect(v.get('NUMQUESTION')).toBe('0000000042');
    expect(v.get('DATEVAL')).toBe('1230');
    expect(v.get('DATEQ')).toBe('23112026090507');
    expect(fields.at(-1)![0]).toBe('HMAC');
    expect(v.get('HMAC')).toBe(pbxHmac(fields, settings.hmacKeyHex, 'HMAC'));
  });

  it('goes to the fallback host only when the main one surely did not take the request', async () => {
    const accepted = () => Promise.resolve(new Response('NUMTRANS=0000000001&NUMAPPEL=0000000002&CODEREPONSE=00000&AUTORISATION=XXXXXX'));
    const retry = () => Promise.resolve(new Response('CODEREPONSE=00001&COMMENTAIRE=retry'));
    const refused = fakeFetch({ 'ppps1.example': accepted });
    expect((await callDirect(settings, '00053', request, refused.impl)).code).toBe('00000');
    expect(refused.calls).toHaveLength(2);
    const busy = fakeFetch({ 'ppps.example': retry, 'ppps1.example': accepted });
    expect(await callDirect(settings, '00053', request, busy.impl)).toMatchObject({ code: '00000', authorization: 'XXXXXX', transactionNumber: '0000000001' });
  });

  it('leaves an answer lost after sending unknown, without asking the fallback host', async () => {
    const lost = fakeFetch({ 'ppps.example': () => Promise.reject(Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' })), 'ppps1.example': () => Promise.resolve(new Response('CODEREPONSE=00000')) });
    expect((await callDirect(settings, '00053', request, lost.impl)).code).toBe(UNKNOWN_OUTCOME);
    expect(lost.calls).toEqual(['https://ppps.example/PPPS.php']);
  });
});
