import type { DataSource } from 'typeorm';
import { afterCommit, type Db } from '../../db/transaction.js';
import { claimMail, dueMailIds, endedMails, insertMail, markFailed, markSent, purgeMails } from './mail-outbox.queries.js';
import type { Mailer, MailMessage } from './mail.service.js';

/** The waits after the 1st, 2nd… failed attempt; the last one repeats (docs/adr/0038). */
const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 3600, 2 * 3600, 4 * 3600, 6 * 3600];
/** After this many attempts (a bit more than a day of retries) the row stays unsent with its last error, and is logged. */
export const MAIL_MAX_ATTEMPTS = 12;
/** How long a sender holds the row it is sending (longer than the SMTP time limits of mail.service.ts). */
const HOLD_SECONDS = 120;
/** Sent rows (bodies already emptied) are deleted after this many days; unsent ones, abandoned, after MAIL_ABANDONED_DAYS. */
const MAIL_SENT_DAYS = 7;
const MAIL_ABANDONED_DAYS = 30;

/** The wait after `attempts` failed attempts. */
function retryDelaySeconds(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1];
}

/** The immediate attempts under way in this process, whatever outbox started them (mailDeliveriesSettled). */
const underway = new Set<Promise<void>>();

/**
 * Resolves once the immediate attempts started so far in this process are over: the tests read the mail folder after
 * it, since a message now leaves after the response.
 */
export async function mailDeliveriesSettled(): Promise<void> {
  while (underway.size) await Promise.allSettled([...underway]);
}

/**
 * The transactional outbox (docs/adr/0038): `queue` writes the message in the caller's transaction; once it commits, this
 * instance tries to send it at once, one message after another in commit order. `deliverDue` (the mail job, every minute)
 * retries what is still unsent. Each attempt first claims its row, so no two senders send the same one at once.
 */
export class MailOutbox {
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly db: DataSource, private readonly mailer: Mailer, private readonly log: (m: string) => void) {}

  /** Writes `message` with `db` (the transaction of the change that causes it, if any); sent once that commits. Answers its row's id. */
  async queue(db: Db, message: MailMessage): Promise<string> {
    const id = await insertMail(db, { messageId: this.mailer.newMessageId(), ...message });
    afterCommit(db, () => this.sendSoon(id));
    return id;
  }

  private sendSoon(id: string): void {
    const next = this.chain.then(() => this.deliver(id)).then(() => {}, (error: Error) => this.log(`Envoi du courriel ${id} : ${error.message}`));
    this.chain = next;
    underway.add(next);
    void next.finally(() => underway.delete(next));
  }

  /** One attempt at row `id`, if it can be claimed: answers whether it was sent. A failure waits its backoff delay. */
  async deliver(id: string): Promise<boolean> {
    const mail = await claimMail(this.db, id, MAIL_MAX_ATTEMPTS, HOLD_SECONDS);
    if (!mail) return false;
    try {
      await this.mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body }, mail.message_id);
    } catch (error) {
      const reason = (error as Error).message || String(error);
      const delay = retryDelaySeconds(mail.attempts);
      await markFailed(this.db, id, reason, delay);
      this.log(mail.attempts >= MAIL_MAX_ATTEMPTS
        ? `Courriel ${mail.message_id} (« ${mail.subject} ») abandonné après ${mail.attempts} essais : ${reason}`
        : `Courriel ${mail.message_id} (« ${mail.subject} ») non envoyé (essai ${mail.attempts}) : ${reason} ; nouvel essai dans ${delay} s`);
      return false;
    }
    await markSent(this.db, id);
    return true;
  }

  /**
   * The retries: the due unsent rows, oldest first, by batches of 100 until none is left or `seconds` have passed (a
   * backlog after an outage drains in a few rounds); answers how many were sent. A failed row is due again only later.
   */
  async deliverDue(seconds = 45): Promise<number> {
    const until = Date.now() + seconds * 1000;
    let sent = 0;
    let batch: string[];
    do {
      batch = await dueMailIds(this.db, MAIL_MAX_ATTEMPTS, 100);
      for (const id of batch) if (await this.deliver(id)) sent += 1;
    } while (batch.length > 0 && Date.now() < until);
    return sent;
  }

  /** Deletes the rows kept long enough (personal data: addresses, names): answers how many. */
  purge(): Promise<number> {
    return purgeMails(this.db, MAIL_SENT_DAYS, MAIL_ABANDONED_DAYS);
  }

  /** At shutdown: the immediate attempts under way end, then the transport closes (what is left unsent waits for a job). */
  async close(): Promise<void> {
    await this.chain;
    this.mailer.close();
  }
}

declare module '../../graphql/context.js' {
  interface AppServices {
    /** The process's mail outbox and transport (server/src/services.ts). */
    mail: MailOutbox;
  }
}

/** Queues an e-mail in the context's transaction (inside withTransaction, the change's own): see MailOutbox.queue. Answers its id. */
export function queueMail(ctx: { db: Db; mail: MailOutbox }, message: MailMessage): Promise<string> {
  return ctx.mail.queue(ctx.db, message);
}

/** How the delivery of messages `ids` (queueMail's answers) ended, for those that ended: sent, or abandoned after MAIL_MAX_ATTEMPTS. */
export interface MailDelivery { id: string; sentAt: Date | null; abandoned: boolean; lastError: string | null }
export async function mailDeliveries(db: Db, ids: readonly string[]): Promise<MailDelivery[]> {
  const rows = await endedMails(db, ids, MAIL_MAX_ATTEMPTS);
  return rows.map((r) => ({ id: r.id, sentAt: r.sent_at, abandoned: r.sent_at === null, lastError: r.last_error }));
}
