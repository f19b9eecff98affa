import { useId, type ComponentProps, type ReactNode } from 'react';
import { useController, useFormContext, useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import { MESSAGES } from '../../../../common/validation';
import { phoneAsTyped } from '../../../../common/format';
import { TextInput } from '../TextInput';
import { RULE_ERROR } from './rules-resolver';
import './forms.css';

/** The field's react-hook-form state, and its onChange that also clears its error (red state cleared on edit, SPEC §2). */
function useField<V extends FieldValues>(name: FieldPath<V>) {
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name, control });
  const error = fieldState.error?.message;
  const change = (value: unknown) => {
    field.onChange(value);
    if (fieldState.error) clearErrors(name);
  };
  return { field, error, change };
}

type TextFieldProps<V extends FieldValues> = Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'error' | 'name' | 'ref'> & {
  name: FieldPath<V>;
};

/** A TextInput (label, alternative label, maximum length, autocomplete off, French error) bound to a form field. */
export function TextField<V extends FieldValues = FieldValues>({ name, onBlur, ...props }: TextFieldProps<V>) {
  const { field, error, change } = useField<V>(name);
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={change}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={error}
    />
  );
}

/** A number given by the form's defaults (stored without spaces) shows grouped like a typed one. */
const shownPhone = (value: string) => phoneAsTyped(value) ?? value;

/** Room for a pasted entry to be seen whole, and cleared when too long (the shown value is never over 14 characters). */
const PHONE_TYPING_MAX = 40;

/**
 * A French phone number as SPEC §5 wants it typed: grouped in pairs as it is typed, other characters refused, an entry
 * too long for one number cleared with the field's French message.
 */
export function PhoneField<V extends FieldValues = FieldValues>({ name, label }: { name: FieldPath<V>; label: string }) {
  const { setError } = useFormContext<V>();
  const { field, error, change } = useField<V>(name);
  return (
    <TextInput
      ref={field.ref}
      name={field.name}
      label={label}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_TYPING_MAX}
      value={shownPhone((field.value as string | undefined) ?? '')}
      onChange={(value) => {
        const typed = phoneAsTyped(value);
        change(typed ?? '');
        if (typed === null) setError(name, { type: RULE_ERROR, message: MESSAGES.phoneInvalid });
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

interface TextAreaFieldProps<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  maxLength: number;
  rows?: number;
  /** Extra class of the textarea (its height, resizing). */
  fieldClassName?: string;
  /** Class of the 'n / max caractères' counter. */
  countClassName?: string;
}

/** A multi-line text with its label, a live 'n / max caractères' counter and its French error. */
export function TextAreaField<V extends FieldValues = FieldValues>({ name, label, maxLength, rows = 5, fieldClassName, countClassName = 'text-input__count muted' }: TextAreaFieldProps<V>) {
  const id = useId();
  const { field, error, change } = useField<V>(name);
  const value = (field.value as string | undefined) ?? '';
  return (
    <div className={error ? 'text-input text-input--invalid' : 'text-input'}>
      <label htmlFor={id} className="text-input__label">
        {label}
      </label>
      <textarea
        ref={field.ref}
        id={id}
        name={field.name}
        className={fieldClassName ? `text-input__field ${fieldClassName}` : 'text-input__field'}
        rows={rows}
        maxLength={maxLength}
        autoComplete="off"
        value={value}
        onChange={(e) => change(e.target.value.slice(0, maxLength))}
        onBlur={field.onBlur}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        aria-invalid={Boolean(error) || undefined}
      />
      <p id={`${id}-count`} className={countClassName}>
        {value.length} / {maxLength} caractères
      </p>
      {error && (
        <p id={`${id}-error`} className="text-input__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  /** The first, empty choice ('Choisissez…'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A native select with its label and French error (the error clears as soon as a choice is made). */
export function SelectField<V extends FieldValues = FieldValues>({ name, label, placeholder, options }: SelectFieldProps<V>) {
  const id = useId();
  const { field, error, change } = useField<V>(name);
  return (
    <div className={error ? 'text-input text-input--invalid' : 'text-input'}>
      <label htmlFor={id} className="text-input__label">
        {label}
      </label>
      <select
        ref={field.ref}
        id={id}
        name={field.name}
        className="text-input__field"
        value={(field.value as string | undefined) ?? ''}
        onChange={(e) => change(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-input__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface RadioGroupFieldProps<V extends FieldValues> {
  name: FieldPath<V>;
  legend: string;
  /** The values, shown as they are (SALUTATIONS…). */
  options: readonly string[];
}

/** One choice among a few, as radio buttons in a fieldset with its legend, and its French error. */
export function RadioGroupField<V extends FieldValues = FieldValues>({ name, legend, options }: RadioGroupFieldProps<V>) {
  const group = useId();
  const { field, error, change } = useField<V>(name);
  return (
    <>
      <fieldset className="account-form__radios" aria-describedby={error ? `${group}-error` : undefined}>
        <legend>{legend}</legend>
        {options.map((value, index) => (
          <label key={value} className="choice">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={group}
              value={value}
              checked={field.value === value}
              onChange={() => change(value)}
              onBlur={field.onBlur}
              aria-invalid={Boolean(error) || undefined}
            />
            {value}
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={`${group}-error`} className="text-input__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

interface CheckboxFieldProps<V extends FieldValues> {
  name: FieldPath<V>;
  children: ReactNode;
  /** 'switch': drawn as an on/off switch (role="switch"). */
  variant?: 'choice' | 'switch';
}

/** A yes/no field: a checkbox with its label, or a switch. */
export function CheckboxField<V extends FieldValues = FieldValues>({ name, children, variant = 'choice' }: CheckboxFieldProps<V>) {
  const { field, change, error } = useField<V>(name);
  const errorId = useId();
  const input = (
    <input
      ref={field.ref}
      type="checkbox"
      role={variant === 'switch' ? 'switch' : undefined}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(e) => change(e.target.checked)}
      onBlur={field.onBlur}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
  const message = error && (
    <p id={errorId} className="text-input__error" role="alert">
      {error}
    </p>
  );
  if (variant === 'switch') {
    return (
      <>
        <label className="switch">
          {input}
          <span className="switch__track" aria-hidden="true" />
          {children}
        </label>
        {message}
      </>
    );
  }
  return (
    <>
      <label className="choice">
        {input}
        {/* One block: a label with links is not split into flex items (issue 25). */}
        <span className="choice__text">{children}</span>
      </label>
      {message}
    </>
  );
}

/** The form's general error: a server answer that belongs to no field here (showServerError with no field). */
export function FormError() {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
}
