import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Visible label. */
  label: string;
  /** Alternative label, read by assistive technologies (and shown as the placeholder when none is given). */
  altLabel?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Error message; the field turns red until the next edit (or until the error changes). */
  error?: string | null;
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Text field with a label and an alternative label, a maximum length, no autocomplete (SPEC §2) except where a login's
 * identifier and passwords say what they are for password managers (`username`, `current-password`, `new-password`), and a red invalid state
 * cleared on edit (SPEC §2). Forms use it through ui/forms (TextField), which also clears the form's error.
 */
export function TextInput({ label, altLabel, value, onChange, maxLength, error, hideLabel, className, placeholder, ref, autoComplete, ...rest }: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // The error the visitor has edited since; a new error (or the same one given again after a clear) shows again.
  const [seenError, setSeenError] = useState(error);
  const [edited, setEdited] = useState(false);
  if (seenError !== error) {
    setSeenError(error);
    setEdited(false);
  }
  const invalid = Boolean(error) && !edited;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (error) setEdited(true);
    onChange(event.target.value.slice(0, maxLength));
  }

  const describedBy = [invalid ? errorId : null, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`text-input${invalid ? ' text-input--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'text-input__label'}>
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={id}
        type={rest.type ?? 'text'}
        value={value}
        onChange={handleChange}
        maxLength={maxLength}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder ?? altLabel}
        aria-label={altLabel ? `${label} (${altLabel})` : undefined}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        aria-describedby={describedBy}
        className="text-input__field"
      />
      {invalid && (
        <p id={errorId} className="text-input__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
