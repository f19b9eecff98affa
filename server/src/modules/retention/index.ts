import { defineModule } from '../module.js';
import { startRetentionJobs } from './retention.jobs.js';

/** The retention module's one entry (server/src/modules/module.ts): what the privacy policy says is deleted, deleted on time. */
export const retentionModule = defineModule({ name: 'retention', start: startRetentionJobs });

export { retentionService } from './retention.service.js';
