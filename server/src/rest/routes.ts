import { modules } from '../modules/index.js';

export type { Access, RestRoute } from './route.js';

/** The documented /api paths (SPEC §7, schema/rest.md), collected from the modules' entries. */
export const restRoutes = modules.flatMap((m) => m.routes ?? []);
