import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS } from '../../../common/network-messages.js';

const config = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/deployment/haproxy.cfg'), 'utf8');

describe('docs/deployment/haproxy.cfg', () => {
  it('answers its own 503 (no instance ready) as the instances do: same code, French message and Retry-After', () => {
    const line = config.split('\n').find((l) => l.trim().startsWith('http-error status 503'));
    expect(line).toBeDefined();
    expect(line).toContain(`hdr Retry-After ${UNAVAILABLE_RETRY_SECONDS} `);
    const body = /string "(.*)"$/.exec(line!.trim())![1].replace(/\\"/g, '"');
    expect(JSON.parse(body)).toEqual({ success: false, code: 'UNAVAILABLE', message: SERVICE_UNAVAILABLE });
  });
});
