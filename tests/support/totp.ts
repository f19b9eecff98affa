import { Secret, TOTP } from 'otpauth';
import { TOTP as RULES } from '../../common/admin-security-rules.js';

/**
 * An authenticator app for the tests: the codes of a secret, each time step used once, as the server wants (it refuses a
 * code of a step it already accepted). Two sign-ins in one 30-second step use the next step's code (the server accepts
 * one step ahead); a third waits for the clock.
 */
export class TestAuthenticator {
  /** The last step whose code was given (the e2e helper keeps it between specs). */
  lastStep = -1;
  constructor(readonly secret: string) {}

  async nextCode(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / 1000 / RULES.period);
      const step = [now, now + 1].find((s) => s > this.lastStep);
      if (step !== undefined) {
        this.lastStep = step;
        return new TOTP({ secret: Secret.fromBase32(this.secret), digits: RULES.digits, period: RULES.period }).generate({ timestamp: step * RULES.period * 1000 });
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
