import type { PersonalDataAudit } from '../../graphql/context.js';
import type { Db } from '../../db/db.js';
import { appendLogEntry } from './moderation-log.queries.js';

/** The operation's name when the document gives none. */
const ANONYMOUS_OPERATION = 'opération sans nom';

/**
 * The moderation log's side of the explorer's audit (docs/adr/0053): an admin's own document that read personal data
 * is one entry, naming the operation and the fields read (server/src/graphql/personal-data.ts decides which).
 */
export function personalDataLog(db: Db): PersonalDataAudit {
  return {
    async record({ actorId, operationName, fields }) {
      await appendLogEntry(db, {
        actorId, action: 'personal_data_read', targetKind: 'operation', targetId: 0,
        targetLabel: operationName ?? ANONYMOUS_OPERATION, reason: `Champs lus : ${fields.join(', ')}`,
      });
    },
  };
}
