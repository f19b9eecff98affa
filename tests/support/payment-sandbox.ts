import { expect } from 'vitest';

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, '\'').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The card check form's action and fields, in form order, as a browser would post them. */
function formOf(html: string): { action: string; fields: [string, string][] } {
  const action = unescape(/<form[^>]*action="([^"]+)"/.exec(html)![1]);
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [unescape(m[1]), unescape(m[2])] as [string, string]);
  return { action, fields };
}

/** The payment sandbox's page posted with a card (or cancelled), as a person would: the redirect the browser gets. */
export async function paySandbox(baseUrl: string, html: string, action: 'pay' | 'cancel', card = '1111222233334444'): Promise<string> {
  const form = formOf(html);
  const pageRes = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields).toString() });
  const page = await pageRes.text();
  expect(pageRes.status, page).toBe(200);
  const encoded = /name="form" value="([^"]+)"/.exec(page)![1];
  const res = await fetch(`${baseUrl}/payment-sandbox/cgi/pay`, {
    method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form: encoded, card, expiry: '12/30', cvv: '123', action }).toString(),
  });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}
