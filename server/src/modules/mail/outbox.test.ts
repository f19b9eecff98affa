import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from './mail.service.js';
import { passwordResetMail, verificationCodeMail, welcomeMail } from './mail.templates.js';
import { decodeHeader, latestCodeFor, latestLinkFor, parseEml, readOutbox } from './outbox.js';

describe('outbox transport and reader', () => {
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

  it('returns an empty list when nothing was sent', async () => {
    expect(await readOutbox(dataDir)).toEqual([]);
    expect(await latestCodeFor(dataDir, 'personne@example.fr')).toBeNull();
    expect(await latestLinkFor(dataDir, 'personne@example.fr')).toBeNull();
  });

  it('writes an .eml file that reads back to the same recipient, subject and text', async () => {
    const subject = 'Réinitialisation « très » spéciale : œufs, crème brûlée, 20 € et un sujet assez long pour être plié sur plusieurs lignes !';
    const text = 'Bonjour Zoé,\n\nÀ très bientôt sur Mijote — « guillemets », œ, €, 日本.\n  indentation conservée\n\nL\'équipe Mijote\n';
    const sent = await mailer.send({ to: 'zoe@example.fr', subject, text, html: '<p>é</p>' });

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

    const [message] = await readOutbox(dataDir);
    expect(message.file).toBe(file);
    expect(message.to).toBe('zoe@example.fr');
    expect(message.subject).toBe(subject);
    expect(message.text).toBe(text);
    expect(message.date).toBeInstanceOf(Date);
    expect(Math.abs(message.date.getTime() - Date.now())).toBeLessThan(60_000);

    // The raw file is a real MIME message (unix newlines, base64 bodies).
    const raw = await readFile(file, 'utf8');
    expect(raw).not.toContain('\r\n');
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/);
    expect(parseEml(raw, file).text).toBe(text);
  });

  it('latestCodeFor picks the newest code for that address only', async () => {
    await mailer.send({ to: 'alice@example.fr', ...verificationCodeMail({ firstName: 'Alice', code: '111111', minutes: 15 }) });
    await mailer.send({ to: 'alice@example.fr', ...welcomeMail({ firstName: 'Alice', role: 'customer' }) });
    await mailer.send({ to: 'alice@example.fr', ...verificationCodeMail({ firstName: 'Alice', code: '222222', minutes: 15 }) });
    await mailer.send({ to: 'bob@example.fr', ...verificationCodeMail({ firstName: 'Bob', code: '333333', minutes: 15 }) });
    await mailer.send({ to: 'alice@example.fr', ...welcomeMail({ firstName: 'Alice', role: 'customer' }) });

    const all = await readOutbox(dataDir);
    expect(all.map((m) => m.to)).toEqual(['alice@example.fr', 'alice@example.fr', 'alice@example.fr', 'bob@example.fr', 'alice@example.fr']);
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

describe('decodeHeader', () => {
  it('decodes B and Q encoded-words and joins adjacent ones', () => {
    expect(decodeHeader('=?UTF-8?B?w6k=?= =?UTF-8?Q?t=C3=A9_!?= fin')).toBe('été ! fin');
    expect(decodeHeader('plain')).toBe('plain');
    // A character split across two words survives.
    expect(decodeHeader('=?UTF-8?Q?=C3?= =?UTF-8?Q?=A9?=')).toBe('é');
  });
});
