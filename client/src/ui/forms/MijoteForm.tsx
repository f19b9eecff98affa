import { useEffect, useRef, type FormEvent, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import './forms.css';

interface MijoteFormProps<V extends FieldValues> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children'> {
  /** From useMijoteForm. */
  form: UseFormReturn<V>;
  /** Called with the normalised values once every rule holds; the form is busy until it resolves. */
  onValid: SubmitHandler<V>;
  /** Called at each submit, before the rules run (to hide a previous success message). */
  onSubmitStart?: () => void;
  children: ReactNode;
}

/**
 * The <form> of every form: no browser validation (the common/ rules give the French messages), busy while the
 * submit handler runs, and the first invalid field (in page order) focused once its error is shown.
 */
export function MijoteForm<V extends FieldValues>({ form, onValid, onSubmitStart, children, className = 'account-form', ...rest }: MijoteFormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const { isSubmitting } = useFormState({ control: form.control });

  // After a refused submit, once the errors are on the page (aria-invalid set, message described).
  useEffect(() => {
    if (!focusPending.current || isSubmitting) return;
    focusPending.current = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmitStart?.();
    void form.handleSubmit(onValid, () => {
      focusPending.current = true;
    })(event);
  }

  return (
    <FormProvider {...form}>
      <form ref={ref} className={className} noValidate aria-busy={isSubmitting} {...rest} onSubmit={submit}>
        {children}
      </form>
    </FormProvider>
  );
}
