import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { rulesResolver, type FormRules } from './rules-resolver';

const SERVER_ERROR = 'server';

interface MijoteFormOptions<V extends FieldValues> extends Omit<UseFormProps<V>, 'resolver' | 'mode' | 'reValidateMode' | 'defaultValues'> {
  /** The form's rules, from common/ (declare them once, outside the component). */
  rules: FormRules<V>;
  defaultValues: DefaultValues<V>;
}

/**
 * Every form of the client: react-hook-form with the common/ rules as its resolver. Fields are checked on submit
 * only (never while typing); a field's error goes away as soon as it is edited (the fields of ./fields do it) and
 * comes back, if still true, at the next submit. The first invalid field gets the focus (<MijoteForm>).
 */
export function useMijoteForm<V extends FieldValues>({ rules, defaultValues, ...options }: MijoteFormOptions<V>): UseFormReturn<V> {
  const resolver = useMemo(() => rulesResolver(rules), [rules]);
  return useForm<V>({ ...options, defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
}

/** Shows a server answer under its field, or as the form's general error (<FormError>) when it has no field here. */
export function showServerError<V extends FieldValues>(form: UseFormReturn<V>, field: Path<V> | null, message: string): void {
  if (field) form.setError(field, { type: SERVER_ERROR, message });
  else form.setError('root.server', { type: SERVER_ERROR, message });
}
