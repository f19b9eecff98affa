import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/src/modules/mail/mail.service.js';
import { verificationCodeMail } from '../../server/src/modules/mail/mail.templates.js';
import { parseEml } from '../support/outbox.js';
import { startSmtpPeer } from '../support/smtp-peer.js';

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
