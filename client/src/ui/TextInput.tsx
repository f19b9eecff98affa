import { useId, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** Visible label. */
  label: string;
  /** Alternative label, read by assistive technologies (and shown as the placeholder when none is given). */
  altLabel?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Error message; the field turns red until the next edit. */
  error?: string | null;
  hideLabel?: boolean;
}

/** Text field with a label and an alternative label, a maximum length, no autocomplete, and a red invalid state cleared on edit. */
export function TextInput({ label, altLabel, value, onChange, maxLength, error, hideLabel, className, placeholder, ...rest }: TextInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [editedSinceError, setEditedSinceError] = useState<string | null | undefined>(undefined);
  const invalid = Boolean(error) && editedSinceError !== error;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (error) setEditedSinceError(error);
    onChange(event.target.value.slice(0, maxLength));
  }

  return (
    <div className={`text-input${invalid ? ' text-input--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'text-input__label'}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        type={rest.type ?? 'text'}
        value={value}
        onChange={handleChange}
        maxLength={maxLength}
        autoComplete="off"
        placeholder={placeholder ?? altLabel}
        aria-label={altLabel ? `${label} (${altLabel})` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : rest['aria-describedby']}
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
