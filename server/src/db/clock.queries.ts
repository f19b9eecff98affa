import { Raw, type FindOperator } from 'typeorm';

// Values and conditions on PostgreSQL's clock, for repository reads and writes.
// Expiry and use times are always the database's now() (the transaction's start), never the application's clock.

/** now(), as a value to write. */
export const dbNow = () => 'now()';
/** now() plus whole minutes, as a value to write (an expiry). */
export const minutesFromNow = (minutes: number) => () => `now() + make_interval(mins => ${Math.trunc(minutes)})`;
/** now() plus whole days, as a value to write (an expiry). */
export const daysFromNow = (days: number) => () => `now() + make_interval(days => ${Math.trunc(days)})`;
/** A condition on an expiry column: still in the future. */
export const notExpired = (): FindOperator<Date> => Raw((column) => `${column} > now()`);
