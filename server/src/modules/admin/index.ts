/** The admin module's one entry: creating (or resetting) an administrator account from the command line. */
export { createAdmin, generatePassword } from './admin-account.service.js';
