import type { FieldError, FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/**
 * One rule of a field, as common/ declares them (checkEmail, checkPassword, checkFirstName…): the French message of
 * the first problem, or null when the value is fine. A rule may also give every problem at once (passwordProblems):
 * the first one is the field's message, and all of them are kept with criteriaMode 'all'. `values` are the whole
 * form's values, already normalised, for rules that compare two fields (the password confirmation).
 */
type Check<V, K extends keyof V = keyof V> = (value: V[K], values: V) => string | readonly string[] | null | undefined;

/** A field's rules: how the server normalises the value before checking it (normaliseEmail, trim), then its checks. */
interface FieldRule<V, K extends keyof V = keyof V> {
  /** Applied before the checks; the submit handler receives the normalised value, as the server would store it. */
  normalise?: (value: V[K]) => V[K];
  /** Checked in order; the first problem found is the field's message. */
  check?: Check<V, K> | readonly Check<V, K>[];
}

/** The rules of a form, field by field (one check, a list, or normalise + checks); fields without rules pass unchanged. */
export type FormRules<V> = { [K in keyof V]?: Check<V, K> | readonly Check<V, K>[] | FieldRule<V, K> };

/** The `type` of the errors this resolver reports (server answers placed on a field use 'server'). */
export const RULE_ERROR = 'rules';

/** A required field that common/ does not check (a password typed to log in, to confirm a deletion…). */
export const required =
  (message: string) =>
  (value: unknown): string | null =>
    value === '' || value == null || (Array.isArray(value) && value.length === 0) ? message : null;

function ruleOf<V, K extends keyof V>(rule: NonNullable<FormRules<V>[K]>): FieldRule<V, K> {
  return typeof rule === 'function' || Array.isArray(rule) ? { check: rule as Check<V, K> | readonly Check<V, K>[] } : (rule as FieldRule<V, K>);
}

function problemsOf<V, K extends keyof V>(rule: FieldRule<V, K>, value: V[K], values: V): string[] {
  const checks = rule.check == null ? [] : typeof rule.check === 'function' ? [rule.check] : rule.check;
  for (const check of checks) {
    const found = check(value, values);
    const problems = (typeof found === 'string' ? [found] : (found ?? [])).filter((p) => p !== '');
    if (problems.length > 0) return problems;
  }
  return [];
}

/**
 * The normalised values and the French message of each invalid field, computed with the rules of common/, so the
 * client checks exactly what the server checks (same functions, same messages). Pure: usable outside React.
 */
export function applyRules<V extends FieldValues>(rules: FormRules<V>, raw: V): { values: V; errors: Partial<Record<keyof V, string[]>> } {
  const values = { ...raw };
  const names = Object.keys(rules) as (keyof V)[];
  for (const name of names) {
    const rule = ruleOf(rules[name]!);
    if (rule.normalise) values[name] = rule.normalise(raw[name]);
  }
  const errors: Partial<Record<keyof V, string[]>> = {};
  for (const name of names) {
    const problems = problemsOf(ruleOf(rules[name]!), values[name], values);
    if (problems.length > 0) errors[name] = problems;
  }
  return { values, errors };
}

/**
 * A react-hook-form resolver built from common/ rules. Every field is checked at each run (as the server checks the
 * whole input); the submit handler receives the normalised values; with criteriaMode 'all', `types` lists every
 * problem of a field.
 */
export function rulesResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  return (raw: V, _context: unknown, options?: ResolverOptions<V>) => {
    const { values, errors } = applyRules(rules, raw);
    const names = Object.keys(errors) as (keyof V & string)[];
    if (names.length === 0) return { values, errors: {} };
    const fieldErrors: Record<string, FieldError> = {};
    for (const name of names) {
      const problems = errors[name]!;
      const error: FieldError = { type: RULE_ERROR, message: problems[0] };
      if (options?.criteriaMode === 'all') error.types = Object.fromEntries(problems.map((p, i) => [i === 0 ? RULE_ERROR : `${RULE_ERROR}${i}`, p]));
      fieldErrors[name] = error;
    }
    return { values: {}, errors: fieldErrors as FieldErrors<V> };
  };
}
