import type { Logger as TypeOrmLogger } from 'typeorm';
import { logger } from '../logger.js';

const SQL_MAX = 2_000;
const clip = (sql: string) => (sql.length > SQL_MAX ? `${sql.slice(0, SQL_MAX)}…` : sql);

/**
 * TypeORM's lines through the one logger, so each carries the id of the request or job that ran it (request-scope.ts).
 * The statement only, never its parameters (e-mails, names, tokens): no personal data in the logs.
 */
export class SqlLogger implements TypeOrmLogger {
  constructor(private readonly everyQuery: boolean) {}

  logQuery(query: string): void {
    if (this.everyQuery) logger.info({ sql: clip(query) }, 'SQL');
  }

  logQueryError(error: string | Error, query: string): void {
    logger.error({ sql: clip(query), err: typeof error === 'string' ? new Error(error) : error }, 'SQL en échec');
  }

  logQuerySlow(time: number, query: string): void {
    logger.warn({ sql: clip(query), ms: time }, 'SQL lent');
  }

  logSchemaBuild(message: string): void {
    logger.debug(message);
  }

  logMigration(message: string): void {
    logger.info(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') logger.warn({ detail: message }, 'TypeORM');
    else logger.debug({ detail: message }, 'TypeORM');
  }
}
