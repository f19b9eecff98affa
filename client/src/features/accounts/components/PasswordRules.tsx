import { ACCOUNT_MESSAGES, passwordProblems } from '../../../../../common/account-rules';

const ALWAYS = [
  ACCOUNT_MESSAGES.passwordTooShort,
  ACCOUNT_MESSAGES.passwordUppercase,
  ACCOUNT_MESSAGES.passwordLowercase,
  ACCOUNT_MESSAGES.passwordDigit,
  ACCOUNT_MESSAGES.passwordSpecial,
] as const;
const ONLY_WHEN_BROKEN = [ACCOUNT_MESSAGES.passwordTooLong, ACCOUNT_MESSAGES.passwordForbidden] as const;

/** Live list of the SPEC §5 password rules: each rule is ticked once the password meets it. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const problems = passwordProblems(password);
  const shown: string[] = [...ALWAYS, ...ONLY_WHEN_BROKEN.filter((rule) => problems.includes(rule))];
  return (
    <ul className="password-rules" id={id} aria-label="Règles du mot de passe">
      {shown.map((rule) => {
        const ok = !problems.includes(rule);
        return (
          <li key={rule} className={ok ? 'password-rules__item password-rules__item--ok' : 'password-rules__item'}>
            <span aria-hidden="true">{ok ? '✓' : '•'}</span>
            <span>
              {rule}
              <span className="visually-hidden">{ok ? ' (respecté)' : ' (à respecter)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
