import { pino } from 'pino';
import { currentScope } from './request-scope.js';

/**
 * The server's one logger (issue 26: one way to log): JSON lines, one object per event with its level and time, on
 * standard output (errors on standard error); errors under `err` with their stack. LOG_LEVEL sets the threshold (info
 * by default; `silent` quiets it). The commands in cli/ and *-cli.ts talk to whoever ran them on the terminal instead.
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'mijote' },
    // The request or job the line belongs to (request-scope.ts), so its lines can be read together.
    mixin: () => {
      const scope = currentScope();
      return scope ? { requestId: scope.requestId } : {};
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  // Errors on standard error, the rest on standard output; written at once, so a refused start is read before exit.
  pino.multistream([
    { level: 'trace', stream: pino.destination({ fd: 1, sync: true }) },
    { level: 'error', stream: pino.destination({ fd: 2, sync: true }) },
  ], { dedupe: true }),
);

/** The one-line `log` the boot, the database set-up, the demo seed, the mailer and the jobs are handed. */
export const logLine = (message: string): void => logger.info(message);
