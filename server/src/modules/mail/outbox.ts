/**
 * Test helper (API and e2e tests): reads the .eml files that the embedded mail transport writes to
 * DATA_DIR/outbox (see mail.service.ts) and gives back recipient, subject and plain text.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIL_SUBJECTS } from './mail.templates.js';

export interface OutboxMessage {
  /** Absolute path of the .eml file. */
  file: string;
  /** The decoded To header (as given to send(), e.g. `alice@example.fr`). */
  to: string;
  subject: string;
  /** The text/plain part, decoded exactly. */
  text: string;
  date: Date;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Splits a MIME entity into unfolded headers (lower-case names) and raw body. */
function parseEntity(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const sep = normalized.indexOf('\n\n');
  const head = sep === -1 ? normalized : normalized.slice(0, sep);
  const body = sep === -1 ? '' : normalized.slice(sep + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function charsetDecode(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function qpBytes(input: string, underscoreIsSpace: boolean): Buffer {
  const s = (underscoreIsSpace ? input.replace(/_/g, ' ') : input).replace(/=\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(...Buffer.from(s[i], 'utf8'));
    }
  }
  return Buffer.from(out);
}

/** RFC 2047: decodes encoded-words; adjacent words are joined (bytes first, so split characters survive). */
export function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  let result = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | null = null;
  const flush = () => {
    if (pending) result += charsetDecode(Buffer.concat(pending.bytes), pending.charset);
    pending = null;
  };
  for (let m = word.exec(value); m; m = word.exec(value)) {
    const between = value.slice(last, m.index);
    const charset = m[1].split('*')[0];
    const bytes = m[2].toUpperCase() === 'B' ? Buffer.from(m[3], 'base64') : qpBytes(m[3], true);
    if (pending && /^\s*$/.test(between) && pending.charset.toLowerCase() === charset.toLowerCase()) {
      pending.bytes.push(bytes);
    } else {
      flush();
      result += between;
      pending = { charset, bytes: [bytes] };
    }
    last = word.lastIndex;
  }
  flush();
  return result + value.slice(last);
}

function param(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return m ? (m[1] ?? m[2]) : null;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = param(part.headers.get('content-type'), 'charset') ?? 'utf-8';
  if (encoding === 'base64') return charsetDecode(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return charsetDecode(qpBytes(part.body, false), charset);
  return part.body;
}

/** Depth-first search for the first text/plain leaf. */
function findTextPart(entity: Part): Part | null {
  const type = (entity.headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = param(entity.headers.get('content-type'), 'boundary');
    if (!boundary) return null;
    const chunks = entity.body.split(`--${boundary}`);
    // chunks[0] is the preamble; the chunk after the closing delimiter starts with "--".
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith('--')) break;
      const found = findTextPart(parseEntity(chunk.replace(/^[ \t]*\n/, '').replace(/\n$/, '')));
      if (found) return found;
    }
    return null;
  }
  return type.startsWith('text/plain') ? entity : null;
}

/** Parses one .eml file's content. */
export function parseEml(raw: string, file = ''): OutboxMessage {
  const root = parseEntity(raw);
  const textPart = findTextPart(root);
  return {
    file,
    to: decodeHeader(root.headers.get('to') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    text: textPart ? decodeBody(textPart) : '',
    date: dateOf(path.basename(file), root.headers.get('date')),
  };
}

/** The file name starts with a millisecond timestamp (2025-01-02T10-11-12.345Z); the Date header has seconds only. */
function dateOf(name: string, header: string | undefined): Date {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2})[-:](\d{2})[-:](\d{2}(?:\.\d+)?Z)/.exec(name);
  if (m) {
    const d = new Date(`${m[1]}:${m[2]}:${m[3]}`);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return header ? new Date(header) : new Date(0);
}

/** Every message of DATA_DIR/outbox, oldest first (newest last). An absent outbox is empty. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  names.sort();
  const messages = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      return parseEml(await readFile(file, 'utf8'), file);
    }),
  );
  // File names sort chronologically; the stable sort by date only matters for foreign files.
  return messages.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/** Bare addresses of a To header (`Alice <a@b.fr>, c@d.fr` -> ['a@b.fr', 'c@d.fr']), lower-case. */
function addressesOf(to: string): string[] {
  return to
    .split(',')
    .map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase())
    .filter(Boolean);
}

async function messagesFor(dataDir: string, email: string): Promise<OutboxMessage[]> {
  const wanted = email.trim().toLowerCase();
  return (await readOutbox(dataDir)).filter((m) => addressesOf(m.to).includes(wanted));
}

/** The last 6-digit verification code sent to `email`, or null. */
export async function latestCodeFor(dataDir: string, email: string): Promise<string | null> {
  const messages = await messagesFor(dataDir, email);
  for (const m of messages.reverse()) {
    const code = /Votre code : (\d{6})/.exec(m.text)?.[1];
    if (code) return code;
  }
  return null;
}

/** The last password-reset link sent to `email` (the URL alone on its line in the text), or null. */
export async function latestLinkFor(dataDir: string, email: string): Promise<string | null> {
  const messages = await messagesFor(dataDir, email);
  for (const m of messages.reverse()) {
    if (m.subject !== MAIL_SUBJECTS.passwordReset) continue;
    const link = /^(https?:\/\/\S+)$/m.exec(m.text)?.[1];
    if (link) return link;
  }
  return null;
}
