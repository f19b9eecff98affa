import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_TIMEOUT_SECONDS } from '../../../../common/webhook-rules.js';

/** Networks a webhook may not reach in production: this machine, private networks, link-local (cloud metadata). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::ffff:0:0', 96]] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

function isPrivate(address: string): boolean {
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The resolver of the delivery's socket: the address it connects to is the one checked (no second lookup to rebind). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isPrivate(a.address));
      if (usable.length === 0) return callback(Object.assign(new Error('adresse privée ou locale refusée'), { code: 'EPRIVATE' }), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as the portal documents it. */
function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface AttemptResult { ok: boolean; status: number | null; error: string | null }

/** One POST of the event to the endpoint, signed; a 2xx within the time limit is a delivery. Never throws. */
export function postEvent(url: string, secret: string, deliveryId: string, event: string, body: string, allowPrivate: boolean): Promise<AttemptResult> {
  const timestamp = Math.floor(Date.now() / 1000);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ ok: false, status: null, error: 'adresse invalide' });
    }
    const client = target.protocol === 'https:' ? https : target.protocol === 'http:' && allowPrivate ? http : null;
    if (!client) return resolve({ ok: false, status: null, error: 'HTTPS requis' });
    const request = client.request(target, {
      method: 'POST',
      lookup: guardedLookup(allowPrivate),
      timeout: WEBHOOK_TIMEOUT_SECONDS * 1000,
      headers: {
        'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Mijote-Webhooks/1',
        'x-mijote-event': event, 'x-mijote-delivery': deliveryId, 'x-mijote-signature': webhookSignature(secret, timestamp, body),
      },
    }, (response) => {
      // Only the status matters: the answer's body is read and dropped, never kept.
      response.resume();
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `réponse HTTP ${status}` });
      });
      response.on('error', (error) => resolve({ ok: false, status: response.statusCode ?? null, error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`pas de réponse en ${WEBHOOK_TIMEOUT_SECONDS} s`)));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message }));
    request.end(body);
  });
}
