/**
 * The publication statuses of a restaurant, declared once (issue 26): the entity's check constraint, the importer's
 * accepted values, the row types of the queries and the GraphQL fields all read them from here.
 * draft: being written (or back off line after its subscription ended, ADR 0012); pending: waiting for the moderation;
 * published: on line; rejected: refused by the moderation; offline: taken off line by the moderation (issue 13), the
 * reason in the moderation log.
 */
export const RESTAURANT_STATUSES = ['draft', 'pending', 'published', 'rejected', 'offline'] as const;
export type RestaurantStatus = (typeof RESTAURANT_STATUSES)[number];

/**
 * The statuses an imported record may give a restaurant that is not on line. Not `offline`: that one is the moderation's
 * decision, which an import cannot make.
 */
export const IMPORTABLE_UNPUBLISHED_STATUSES = RESTAURANT_STATUSES.filter(
  (s): s is Exclude<RestaurantStatus, 'published' | 'offline'> => s !== 'published' && s !== 'offline',
);
export type ImportableUnpublishedStatus = (typeof IMPORTABLE_UNPUBLISHED_STATUSES)[number];

/** The statuses as the GraphQL fields that carry one describe them (« draft, pending, published, rejected ou offline »). */
export const RESTAURANT_STATUSES_TEXT = `${RESTAURANT_STATUSES.slice(0, -1).join(', ')} ou ${RESTAURANT_STATUSES[RESTAURANT_STATUSES.length - 1]}`;
