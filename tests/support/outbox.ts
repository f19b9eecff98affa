/**
 * Test helper (API, e2e and the mail module's unit test): reads the .eml files that the server's local mail
 * transport writes to DATA_DIR/outbox (server/src/modules/mail/mail.service.ts) with a real MIME parser
 * (mailparser), never with code of the app, so a malformed message fails here as it would in a mail client.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { mailDeliveriesSettled } from '../../server/src/modules/mail/mail-outbox.service.js';
import { MAIL_SUBJECTS } from '../../server/src/modules/mail/mail.templates.js';

export interface OutboxMessage {
  /** Absolute path of the .eml file ('' for a message read from elsewhere). */
  file: string;
  /** Bare addresses of the To header, lower-case. */
  to: string[];
  from: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded, or null. */
  html: string | null;
  /** The Date header. */
  date: Date;
}

function addresses(header: AddressObject | AddressObject[] | undefined): string[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const flat = (list: AddressObject['value']): string[] =>
    list.flatMap((a) => [...(a.address ? [a.address.toLowerCase()] : []), ...flat(a.group ?? [])]);
  return objects.flatMap((o) => flat(o.value));
}

/** Parses one message (the raw RFC 5322 text, as written to the outbox or received over SMTP). */
export async function parseEml(raw: string | Buffer, file = ''): Promise<OutboxMessage> {
  const mail = await simpleParser(raw);
  return {
    file,
    to: addresses(mail.to),
    from: addresses(mail.from),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    date: mail.date ?? new Date(0),
  };
}

/**
 * Every message of DATA_DIR/outbox, oldest first (newest last). The server names each file after the millisecond it
 * was written (2025-01-02T10-11-12.345Z-…), so the names sort in sending order. An absent outbox is empty.
 * A message leaves after its transaction commits, so after the response (docs/adr/0038): a server running in this
 * process (the API tests) is first waited for until its sending attempts under way are over. A server in another process
 * (e2e) is not: its readers poll (tests/e2e/accounts-helpers.ts fromOutbox, expect.poll).
 */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  await mailDeliveriesSettled();
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort();
  return Promise.all(names.map(async (name) => {
    const file = path.join(dir, name);
    return parseEml(await readFile(file), file);
  }));
}

/** The messages sent to `email` (compared without case or surrounding spaces), oldest first. */
export async function messagesFor(dataDir: string, email: string): Promise<OutboxMessage[]> {
  const wanted = email.trim().toLowerCase();
  return (await readOutbox(dataDir)).filter((m) => m.to.includes(wanted));
}

/** The last 6-digit verification code sent to `email`, or null. */
export async function latestCodeFor(dataDir: string, email: string): Promise<string | null> {
  for (const m of (await messagesFor(dataDir, email)).reverse()) {
    const code = /Votre code : (\d{6})/.exec(m.text)?.[1];
    if (code) return code;
  }
  return null;
}

/** The last link of this kind of message (password reset by default) sent to `email` (the URL alone on its line in the text), or null. */
export async function latestLinkFor(dataDir: string, email: string, subject: string = MAIL_SUBJECTS.passwordReset): Promise<string | null> {
  for (const m of (await messagesFor(dataDir, email)).reverse()) {
    if (m.subject !== subject) continue;
    const link = /^(https?:\/\/\S+)$/m.exec(m.text)?.[1];
    if (link) return link;
  }
  return null;
}
