import { ACCOUNT_MESSAGES } from '../../../../common/account-rules';
import { SOMETHING_WENT_WRONG } from '../../../../common/network-messages';

/** What the forms need from any UserError member of a result union. */
export interface ResultError {
  __typename: string;
  code?: string;
  message?: string;
  field?: string | null;
  retryAfterSeconds?: number | null;
}

export const NETWORK_ERROR = SOMETHING_WENT_WRONG;

/** French message for a server error code (SPEC §8); the server message otherwise. */
function messageFor(error: ResultError): string {
  switch (error.code) {
    case 'EMAIL_TAKEN':
      return ACCOUNT_MESSAGES.emailAlreadyUsed;
    case 'CODE_INCORRECT':
      return ACCOUNT_MESSAGES.codeIncorrect;
    case 'CODE_EXPIRED':
      return ACCOUNT_MESSAGES.codeExpired;
    case 'TOO_MANY_ATTEMPTS':
      return ACCOUNT_MESSAGES.codeTooManyAttempts;
    case 'LOGIN_FAILED':
      // Also a disabled account's own message, or the admin's second factor asked for: the server's words.
      return error.message || ACCOUNT_MESSAGES.loginFailed;
    case 'RATE_LIMITED': {
      const minutes = error.retryAfterSeconds ? Math.ceil(error.retryAfterSeconds / 60) : 0;
      return minutes > 0 ? `${ACCOUNT_MESSAGES.tooManyRequests} (environ ${minutes} min)` : ACCOUNT_MESSAGES.tooManyRequests;
    }
    default:
      return error.message || NETWORK_ERROR;
  }
}

/** Splits a failure into a field error (shown under that field) or a general one. */
export function placeError<F extends string = never>(error: ResultError, fields: readonly F[]): { field: F | null; message: string } {
  const message = messageFor(error);
  const field = error.code === 'EMAIL_TAKEN' ? 'email' : (error.field ?? null);
  return field && (fields as readonly string[]).includes(field) ? { field: field as F, message } : { field: null, message };
}
