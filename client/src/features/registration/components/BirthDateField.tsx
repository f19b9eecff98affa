import { useId } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { TextInput } from '../../../ui/TextInput';
import type { AccountValues } from '../registration-forms';

const BOXES = [
  { name: 'day', label: 'Jour', alt: 'jj', size: 2, next: 'month' },
  { name: 'month', label: 'Mois', alt: 'mm', size: 2, next: 'year' },
  { name: 'year', label: 'Année', alt: 'aaaa', size: 4, next: null },
] as const satisfies readonly { name: FieldPath<AccountValues>; label: string; alt: string; size: number; next: FieldPath<AccountValues> | null }[];

const digits = (v: string) => v.replace(/\D/g, '');

/**
 * SPEC §2's birth date in three boxes (jj/mm/aaaa): digits only, the focus moves on once a box is full, and the one rule
 * of the three (on `year`, registration-forms) is said once under the whole date, every box marked (issue 25).
 */
export function BirthDateField() {
  const errorId = useId();
  const { setFocus, clearErrors, formState } = useFormContext<AccountValues>();
  const error = formState.errors.year?.message;
  return (
    <fieldset className="birth-date" aria-describedby={error ? errorId : undefined}>
      <legend>Date de naissance</legend>
      <div className="birth-date__boxes">
        {BOXES.map((box) => (
          <Box
            key={box.name}
            {...box}
            invalid={Boolean(error)}
            errorId={errorId}
            onEdit={(value) => {
              if (error) clearErrors('year');
              if (box.next && value.length === box.size) setFocus(box.next);
            }}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-input__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Box({ name, label, alt, size, invalid, errorId, onEdit }: {
  name: FieldPath<AccountValues>; label: string; alt: string; size: number; invalid: boolean; errorId: string; onEdit: (value: string) => void;
}) {
  const { control } = useFormContext<AccountValues>();
  const { field } = useController<AccountValues>({ name, control });
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      altLabel={alt}
      inputMode="numeric"
      maxLength={size}
      value={(field.value as string) ?? ''}
      onChange={(typed) => {
        const value = digits(typed);
        field.onChange(value);
        onEdit(value);
      }}
      onBlur={field.onBlur}
      className={invalid ? 'text-input--invalid' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
    />
  );
}
