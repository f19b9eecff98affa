import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestCodeFor, latestLinkFor, readOutbox } from '../../../../tests/support/outbox.js';
import { createMailer, type Mailer } from './mail.service.js';
import { passwordResetMail, verificationCodeMail, welcomeMail } from './mail.templates.js';

/**
 * The server's local transport (no SMTP_URL) writes each message to DATA_DIR/outbox as an .eml file; a real MIME
 * parser (mailparser, as a mail client would) must read back exactly what was sent. The tests' own outbox reader
 * (tests/support/outbox.ts) is checked here too, on the files the writer produces.
 */
describe('outbox transport', () => {
  let dataDir: string;
  let mailer: Mailer;
  let logs: string[];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mijote-mail-'));
    logs = [];
    mailer = createMailer(
      { smtpUrl: null, dataDir, from: 'Mijote <no-reply@mijote.fr>', publicUrl: 'http://localhost:3000' },
      (m) => logs.push(m),
    );
  });

  afterEach(async () => {
    mailer.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes an .eml file that a MIME parser reads back to the same sender, recipient, subject, text and HTML', async () => {
    const subject = 'Réinitialisation « très » spéciale : œufs, crème brûlée, 20 € et un sujet assez long pour être plié sur plusieurs lignes !';
    const text = 'Bonjour Zoé,\n\nÀ très bientôt sur Mijote — « guillemets », œ, €, 日本.\n  indentation conservée\n\nL\'équipe Mijote\n';
    const html = '<p>Bonjour Zoé, « à bientôt » — 20 €</p>';
    const before = Date.now();
    const sent = await mailer.send({ to: 'zoe@example.fr', subject, text, html });

    expect(sent.id).toMatch(/^<.+@localhost>$/);
    expect(sent.file).toBeDefined();
    const file = sent.file as string;
    expect(path.dirname(file)).toBe(path.join(dataDir, 'outbox'));
    expect(path.basename(file)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-reinitialisation-tres-speciale-.*-[0-9a-f]{4}\.eml$/);
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('zoe@example.fr');
    expect(logs[0]).toContain(subject);
    expect(logs[0]).toContain(file);

    const raw = await readFile(file);
    // Unix newlines, base64 bodies: the text survives any transport byte for byte.
    expect(raw.toString('utf8')).not.toContain('\r\n');
    expect(raw.toString('utf8')).toMatch(/Content-Transfer-Encoding: base64/);
    const mail = await simpleParser(raw);
    expect(mail.messageId).toBe(sent.id);
    expect(mail.from?.value).toEqual([{ address: 'no-reply@mijote.fr', name: 'Mijote' }]);
    expect(Array.isArray(mail.to) ? null : mail.to?.value).toEqual([{ address: 'zoe@example.fr', name: '' }]);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(html);
    // The Date header has whole seconds.
    expect(mail.date!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(mail.date!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('the tests’ outbox reader: empty without an outbox, then every message in sending order', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
    expect(await latestCodeFor(dataDir, 'personne@example.fr')).toBeNull();
    expect(await latestLinkFor(dataDir, 'personne@example.fr')).toBeNull();

    const first = await mailer.send({ to: 'zoe@example.fr', subject: 'Premier', text: 'un\n', html: '<p>un</p>' });
    await mailer.send({ to: 'Léa <lea@example.fr>', subject: 'Second', text: 'deux\n', html: '<p>deux</p>' });
    const all = await readOutbox(dataDir);
    expect(all.map((m) => [m.to, m.subject, m.text])).toEqual([[['zoe@example.fr'], 'Premier', 'un\n'], [['lea@example.fr'], 'Second', 'deux\n']]);
    expect(all[0]).toMatchObject({ file: first.file, from: ['no-reply@mijote.fr'], html: '<p>un</p>' });
  });

  it('latestCodeFor picks the newest code for that address only', async () => {
    await mailer.send({ to: 'alice@example.fr', ...verificationCodeMail({ firstName: 'Alice', code: '111111', minutes: 15 }) });
    await mailer.send({ to: 'alice@example.fr', ...welcomeMail({ firstName: 'Alice', role: 'customer' }) });
    await mailer.send({ to: 'alice@example.fr', ...verificationCodeMail({ firstName: 'Alice', code: '222222', minutes: 15 }) });
    await mailer.send({ to: 'bob@example.fr', ...verificationCodeMail({ firstName: 'Bob', code: '333333', minutes: 15 }) });
    await mailer.send({ to: 'alice@example.fr', ...welcomeMail({ firstName: 'Alice', role: 'customer' }) });

    const all = await readOutbox(dataDir);
    expect(all.map((m) => m.to)).toEqual([['alice@example.fr'], ['alice@example.fr'], ['alice@example.fr'], ['bob@example.fr'], ['alice@example.fr']]);
    expect(await latestCodeFor(dataDir, 'alice@example.fr')).toBe('222222');
    expect(await latestCodeFor(dataDir, 'ALICE@example.fr ')).toBe('222222');
    expect(await latestCodeFor(dataDir, 'bob@example.fr')).toBe('333333');
    expect(await latestCodeFor(dataDir, 'carol@example.fr')).toBeNull();
  });

  it('latestLinkFor returns the newest reset link', async () => {
    await mailer.send({ to: 'alice@example.fr', ...passwordResetMail({ firstName: 'Alice', link: 'http://localhost:3000/reset?token=old', minutes: 30 }) });
    await mailer.send({ to: 'alice@example.fr', ...passwordResetMail({ firstName: 'Alice', link: 'http://localhost:3000/reset?token=new&x=é', minutes: 30 }) });
    await mailer.send({ to: 'alice@example.fr', ...welcomeMail({ firstName: 'Alice', role: 'restaurateur' }) });
    expect(await latestLinkFor(dataDir, 'alice@example.fr')).toBe('http://localhost:3000/reset?token=new&x=é');
    expect(await latestLinkFor(dataDir, 'bob@example.fr')).toBeNull();
  });
});
