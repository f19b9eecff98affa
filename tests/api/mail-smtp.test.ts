import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/src/modules/mail/mail.service.js';
import { verificationCodeMail } from '../../server/src/modules/mail/mail.templates.js';
import { parseEml } from '../support/outbox.js';

/** A loopback SMTP peer speaking just enough of RFC 5321 to receive one message. */
function startSmtpPeer(): Promise<{ port: number; messages: { from: string; to: string[]; data: string }[]; close(): Promise<void> }> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 mijote-test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-mijote-test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') { current.from = line; socket.write('250 OK\r\n'); }
        else if (verb === 'RCPT') { current.to.push(line); socket.write('250 OK\r\n'); }
        else if (verb === 'DATA') { inData = true; socket.write('354 Go ahead\r\n'); }
        else if (verb === 'QUIT') { socket.end('221 Bye\r\n'); }
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise((r) => server.close(() => r())),
  })));
}

let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(() => peer?.close());

describe('SMTP_URL', () => {
  it('sends through the SMTP server instead of the outbox', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${peer.port}`, dataDir: '/nonexistent', from: 'Mijote <no-reply@mijote.fr>', publicUrl: 'https://mijote.fr' }, () => {});
    const sent = await mailer.send({ to: 'lea@exemple.fr', ...verificationCodeMail({ firstName: 'Léa', code: '123456', minutes: 15 }) });
    mailer.close();
    expect(sent.file).toBeUndefined();
    expect(peer.messages).toHaveLength(1);
    expect(peer.messages[0].to.join()).toContain('lea@exemple.fr');
    expect(peer.messages[0].from).toContain('no-reply@mijote.fr');
    const parsed = await parseEml(peer.messages[0].data);
    expect(parsed.subject).toBe('Votre code de vérification Mijote');
    expect(parsed.text).toMatch(/Votre code : 123456/);
  });
});
