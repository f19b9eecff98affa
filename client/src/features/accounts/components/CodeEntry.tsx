import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { VERIFICATION_CODE_LENGTH } from '../../../../../common/account-rules';

interface CodeEntryProps {
  /** Exactly VERIFICATION_CODE_LENGTH characters, '' for an empty box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
  autoFocus?: boolean;
}

export const emptyCode = () => Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

/** Six single-digit boxes: typing moves forward, Backspace back, a pasted code fills every box. */
function CodeEntry({ digits, onChange, invalid, describedBy, autoFocus }: CodeEntryProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  function set(index: number, value: string) {
    const next = [...digits];
    next[index] = value;
    onChange(next);
  }

  function onInput(index: number, raw: string) {
    const numbers = raw.replace(/\D/g, '');
    if (numbers.length > 1) {
      fill(numbers, index);
      return;
    }
    set(index, numbers);
    if (numbers && index < digits.length - 1) boxes.current[index + 1]?.focus();
  }

  function fill(numbers: string, from = 0) {
    const next = [...digits];
    for (let i = 0; i < numbers.length && from + i < next.length; i++) next[from + i] = numbers[i];
    onChange(next);
    boxes.current[Math.min(from + numbers.length, next.length - 1)]?.focus();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const numbers = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!numbers) return;
    event.preventDefault();
    fill(numbers.slice(0, digits.length));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      set(index - 1, '');
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < digits.length - 1) boxes.current[index + 1]?.focus();
  }

  return (
    <div className={invalid ? 'code-entry code-entry--invalid' : 'code-entry'} role="group" aria-label="Code de vérification à 6 chiffres">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          className="code-entry__box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={index === 0 ? digits.length : 1}
          value={digit}
          aria-label={`Chiffre ${index + 1} sur ${digits.length}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onInput(index, e.target.value)}
          onPaste={onPaste}
          onKeyDown={(e) => onKeyDown(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}

/** The six boxes bound to a form field holding one digit per box; the French error is shown under them, and goes on edit. */
export function CodeEntryField<V extends FieldValues>({ name, autoFocus }: { name: FieldPath<V>; autoFocus?: boolean }) {
  const errorId = useId();
  const { control, clearErrors } = useFormContext<V>();
  const { field, fieldState } = useController<V>({ name, control });
  const error = fieldState.error?.message;
  return (
    <>
      <CodeEntry
        digits={field.value as string[]}
        onChange={(next) => {
          field.onChange(next);
          if (error) clearErrors(name);
        }}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        autoFocus={autoFocus}
      />
      {error && (
        <p id={errorId} className="text-input__error code-entry__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
