import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { slugify } from '../../../../common/slug.js';

/** One transactional e-mail, already rendered (see mail.templates.ts). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailerConfig {
  /** SMTP_URL (e.g. smtps://user:pass@smtp.example.fr:465); null = embedded outbox. */
  smtpUrl: string | null;
  /** DATA_DIR: the outbox is `<dataDir>/outbox`. */
  dataDir: string;
  /** From header, e.g. `Mijote <no-reply@mijote.fr>`. */
  from: string;
  /** PUBLIC_URL: its host names the Message-ID domain. */
  publicUrl: string;
}

interface SentMail {
  /** The Message-ID header value, angle brackets included. */
  id: string;
  /** Absolute path of the .eml file (outbox mode only). */
  file?: string;
}

export interface Mailer {
  /** Sends under `messageId` (the outbox keeps one per row, the same on every attempt), or a new one. */
  send(message: MailMessage, messageId?: string): Promise<SentMail>;
  /** A new Message-ID (angle brackets included) in the domain of PUBLIC_URL. */
  newMessageId(): string;
  close(): void;
}

/**
 * SMTP time limits: an attempt ends well within the outbox's hold on its row (mail-outbox.service.ts HOLD_SECONDS), so
 * no other sender takes the row while this one may still be talking to the server.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** Folder, under DATA_DIR, where the embedded transport writes its .eml files. */
function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

let lastStamp = 0;

/**
 * File-name-safe, lexicographically sortable ISO timestamp (colons replaced by hyphens), strictly
 * increasing within the process so that two messages sent in the same millisecond keep their order.
 */
function fileStamp(): string {
  const now = Math.max(Date.now(), lastStamp + 1);
  lastStamp = now;
  return new Date(now).toISOString().replace(/:/g, '-');
}

function messageIdDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'mijote.local';
  } catch {
    return 'mijote.local';
  }
}

/**
 * DESIGN §3: SMTP when SMTP_URL is set, otherwise every message is written to DATA_DIR/outbox/*.eml
 * and logged. Bodies are base64-encoded so that any MIME reader (the tests use mailparser) recovers the text exactly.
 */
export function createMailer(config: MailerConfig, log: (m: string) => void): Mailer {
  const domain = messageIdDomain(config.publicUrl);
  const newMessageId = () => `<${randomUUID()}@${domain}>`;
  const compose = (message: MailMessage, messageId = newMessageId()) => ({
    from: config.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    textEncoding: 'base64' as const,
    messageId,
  });

  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message, messageId) {
        const info = await transport.sendMail(compose(message, messageId));
        return { id: info.messageId };
      },
      newMessageId,
      close() {
        transport.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return {
    async send(message, messageId) {
      const info = await transport.sendMail(compose(message, messageId));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error("Le transport de courriel local n'a pas produit de message.");
      await mkdir(dir, { recursive: true });
      const slug = slugify(message.subject).slice(0, 60) || 'message';
      const file = path.join(dir, `${fileStamp()}-${slug}-${randomBytes(2).toString('hex')}.eml`);
      await writeFile(file, raw);
      log(`Courriel pour ${message.to} (« ${message.subject} ») enregistré dans ${file}`);
      return { id: info.messageId, file };
    },
    newMessageId,
    close() {
      transport.close();
    },
  };
}

