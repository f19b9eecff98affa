import type { DataSource } from 'typeorm';
import { ClientQuota } from './auth/client-quota.js';
import { RateLimits } from './auth/rate-limits.js';
import { TokenService } from './auth/token.service.js';
import type { Config } from './config.js';
import { ChangeListener } from './db/change-channel.js';
import type { AppServices } from './graphql/context.js';
import { loadersOf } from './graphql/loaders.js';
import { TrustedDocuments } from './graphql/trusted-documents.js';
import { createMailer, MailOutbox } from './modules/mail/index.js';
import { modules } from './modules/index.js';
import { FilterCatalog } from './modules/restaurants/index.js';
import { keyUsageWriter, partnerKeyResolver } from './modules/partners/index.js';
import { personalDataLog } from './modules/moderation/index.js';

/** The process-wide services every request context shares. */
export async function createServices(db: DataSource, config: Config, log: (m: string) => void): Promise<AppServices> {
  const quota = new ClientQuota(db, config.apiRatePerMinute);
  const changes = new ChangeListener(connectionStringOf(db));
  // The quota's seam: what a partner key opens is the partners module's answer (the infrastructure imports no module).
  quota.resolveKeysWith(partnerKeyResolver(db, changes));
  // …and what keys spend, per day and operation, is written by it too, in batches (docs/adr/0052).
  quota.usage.writeWith(keyUsageWriter(db));
  return {
    db,
    config,
    catalog: await FilterCatalog.load(db),
    tokens: new TokenService(config.appSecret),
    mail: new MailOutbox(db, createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, publicUrl: config.publicUrl }, log), log),
    limits: new RateLimits(db, config.rateLimitWindowSeconds),
    quota,
    changes,
    documents: await TrustedDocuments.open(db),
    // The explorer's audit seam: an admin's reading of personal data goes to the moderation log (ADR 0053).
    personalDataAudit: personalDataLog(db),
    newLoaders: loadersOf(modules),
  };
}

/** The URL the data source was opened with (db/data-source.ts createDataSource). */
function connectionStringOf(db: DataSource): string {
  const url = (db.options as { url?: string }).url;
  if (!url) throw new Error('La source de données n’a pas d’URL de connexion.');
  return url;
}
