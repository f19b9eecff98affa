import { pino } from 'pino';

/**
 * The server's one logger (issue 26: one way to log): JSON lines on standard output, one object per event, with its
 * level and time; errors under `err` with their stack. LOG_LEVEL sets the threshold (info by default; `silent` quiets
 * it). The commands in cli/ and *-cli.ts talk to the person who ran them on the terminal instead.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'mijote' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** The one-line `log` the boot, the database set-up, the demo seed, the mailer and the jobs are handed. */
export const logLine = (message: string): void => logger.info(message);
