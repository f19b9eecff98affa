import type { ChangeEvent } from 'react';
import { useFieldArray, useFormContext, type ArrayPath, type FieldValues, type Path } from 'react-hook-form';
import { TextField } from '../../../ui/forms';
import { UploadProgress } from '../../../ui/UploadProgress';
import { MoveButtons, movedFocusKey, useFocusAfterRender } from '../../../ui/reorder';

/** A photo row of a form: its picture and an alt text field; the form's array holds the order. */
interface PhotoRow { id: number; url: string; width: number; height: number; alt: string }

interface PhotoRowsProps<V extends FieldValues> {
  name: ArrayPath<V>;
  altMaxLength: number;
  removeLabel: string;
  /** Removal of row `index` (from the form only, or from the server first). */
  onRemove: (index: number, photo: PhotoRow) => void;
}

/** The photos of a form (the carte's, the gallery's): picture, alt text, Monter / Descendre / Retirer with the keyboard. */
export function PhotoRows<V extends FieldValues>({ name, altMaxLength, removeLabel, onRemove }: PhotoRowsProps<V>) {
  const { control } = useFormContext<V>();
  const { fields, move } = useFieldArray({ control, name, keyName: 'key' as const });
  const focusAfter = useFocusAfterRender();
  return (
    <ol className="carte__photo-list">
      {fields.map((field, i) => {
        const photo = field as unknown as PhotoRow & { key: string };
        return (
          <li key={photo.key} className="carte__photo">
            <img src={photo.url} alt="" width={photo.width} height={photo.height} className="carte__photo-img" loading="lazy" />
            <div className="carte__photo-body">
              <TextField<V> name={`${name}.${i}.alt` as Path<V>} label={`Description de la photo ${i + 1} (pour les lecteurs d’écran)`} maxLength={altMaxLength} />
              <MoveButtons
                index={i}
                count={fields.length}
                focusKey={photo.key}
                what={`la photo ${i + 1}`}
                removeLabel={removeLabel}
                onRemove={() => onRemove(i, photo)}
                onMove={(from, to) => {
                  move(from, to);
                  focusAfter(movedFocusKey(photo.key, from, to, fields.length));
                }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

interface UploadControlProps {
  label: string;
  /** 0 to 1 while sending, null otherwise. */
  progress: number | null;
  message: { error: boolean; text: string } | null;
  disabled?: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A photo's file choice (a button), its upload progress bar and the outcome, announced. */
export function UploadControl({ label, progress, message, disabled, onFile, inputRef }: UploadControlProps) {
  const off = progress !== null || Boolean(disabled);
  return (
    <>
      <label className={`button${off ? ' button--disabled' : ''}`}>
        <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={onFile} disabled={off} />
        {label}
      </label>
      <UploadProgress progress={progress} message={message} />
    </>
  );
}
