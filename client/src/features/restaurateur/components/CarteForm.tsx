import { atName, ofName } from '../../../../../common/french';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { MENU_LIMITS } from '../../../../../common/menu-rules';
import { DESCRIPTION_LIMITS } from '../../../../../common/description-rules';
import { INTERACTIVE_MENU_HINTS, SPACE_ONLINE_TEXTS } from '../../../../../common/publication-rules';
import { useSaveMenuMutation } from '../../../graphql/__generated__/hooks';
import type { MenuEditorFieldsFragment } from '../../../graphql/__generated__/graphql';
import { CheckboxField, FormError, MijoteForm, RadioGroupField, showServerError, TextAreaField, TextField, useMijoteForm } from '../../../ui/forms';
import { PHOTO_TEXTS, uploadErrorText, uploadImage } from '../../accounts';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { carteChanges, carteKey, carteRules, STYLE_OPTIONS, styleOfLabel, toCarteValues, toSectionValues, type CarteValues, type PhotoForm } from '../menu-form';
import { encodeMenuPhoto } from '../../../ui/photo-encode';
import { MoveButtons, movedFocusKey, useFocusAfterRender } from '../../../ui/reorder';
import { PhotoRows, UploadControl } from './photo-list';
import { SaveBar, SavedNotice } from './SpacePage';

function DishesEditor({ sectionIndex, sectionTitle }: { sectionIndex: number; sectionTitle: string }) {
  const { control } = useFormContext<CarteValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: `sections.${sectionIndex}.dishes` });
  const focusAfter = useFocusAfterRender();
  const section = sectionTitle.trim() || `la rubrique ${sectionIndex + 1}`;
  return (
    <div className="carte__dishes">
      {fields.length === 0 && <p className="muted">Aucun plat dans cette rubrique.</p>}
      <ol className="carte__dish-list">
        {fields.map((field, j) => (
          <li key={field.id} className="carte__dish">
            <fieldset>
              <legend className="carte__dish-legend">
                Plat {j + 1} {ofName(section)}
              </legend>
              <div className="carte__dish-line">
                <TextField<CarteValues> name={`sections.${sectionIndex}.dishes.${j}.name`} label="Nom du plat" maxLength={MENU_LIMITS.dishNameMax} className="carte__dish-name" />
                <TextField<CarteValues> name={`sections.${sectionIndex}.dishes.${j}.price`} label="Prix (€)" altLabel="Prix en euros, vide si non affiché" inputMode="decimal" maxLength={8} className="carte__dish-price" />
              </div>
              <TextAreaField<CarteValues> name={`sections.${sectionIndex}.dishes.${j}.description`} label="Description (facultative)" maxLength={MENU_LIMITS.dishDescriptionMax} rows={2} />
              <MoveButtons
                index={j}
                count={fields.length}
                focusKey={field.id}
                what={`le plat ${j + 1} ${ofName(section)}`}
                removeLabel="Retirer"
                onRemove={() => remove(j)}
                onMove={(from, to) => {
                  move(from, to);
                  focusAfter(movedFocusKey(field.id, from, to, fields.length));
                }}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--small"
        disabled={fields.length >= MENU_LIMITS.dishesPerSection}
        onClick={() => append({ name: '', description: '', price: '' }, { shouldFocus: true, focusName: `sections.${sectionIndex}.dishes.${fields.length}.name` })}
      >
        + Ajouter un plat {atName(section)}
      </button>
    </div>
  );
}

function SectionsEditor() {
  const { control } = useFormContext<CarteValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const titles = useWatch({ control, name: 'sections' }) ?? [];
  const { errors } = useFormState({ control, name: 'sections' });
  const problem = (errors.sections as FieldError | undefined)?.message;
  const focusAfter = useFocusAfterRender();
  return (
    <fieldset className="carte__sections" aria-describedby={problem ? 'carte-problem' : undefined}>
      <legend className="section-title">Rubriques et plats</legend>
      {problem && (
        <p id="carte-problem" className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
      {fields.length === 0 && <p className="muted">Votre carte n’a pas encore de rubrique : ajoutez-en une (Entrées, Plats, Desserts…).</p>}
      <ol className="carte__section-list">
        {fields.map((field, i) => {
          const title = titles[i]?.title?.trim() || `rubrique ${i + 1}`;
          return (
            <li key={field.id} className="carte__section">
              <div className="carte__section-head">
                <TextField<CarteValues> name={`sections.${i}.title`} label={`Titre de la rubrique ${i + 1}`} maxLength={MENU_LIMITS.sectionTitleMax} />
                <MoveButtons
                  index={i}
                  count={fields.length}
                  focusKey={field.id}
                  what={`la rubrique « ${title} »`}
                  removeLabel="Supprimer"
                  onRemove={() => remove(i)}
                  onMove={(from, to) => {
                    move(from, to);
                    focusAfter(movedFocusKey(field.id, from, to, fields.length));
                  }}
                />
              </div>
              <DishesEditor sectionIndex={i} sectionTitle={titles[i]?.title ?? ''} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        disabled={fields.length >= MENU_LIMITS.sections}
        onClick={() => append({ title: '', dishes: [] }, { shouldFocus: true, focusName: `sections.${fields.length}.title` })}
      >
        + Ajouter une rubrique
      </button>
    </fieldset>
  );
}

interface PhotosEditorProps {
  idUrl: string;
  /** The page is published: a photo shows at once. */
  online: boolean;
  /** A photo the server has just stored (it is part of the carte already). */
  onUploaded: (photo: PhotoForm) => void;
}

function PhotosEditor({ idUrl, online, onUploaded }: PhotosEditorProps) {
  const { control } = useFormContext<CarteValues>();
  const { fields, remove } = useFieldArray({ control, name: 'photos', keyName: 'key' });
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    setMessage(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setMessage({ error: true, text: 'Choisissez une image (JPEG, PNG ou WebP).' });
      return;
    }
    setProgress(0);
    try {
      let blob: Blob;
      try {
        blob = await encodeMenuPhoto(file);
      } catch {
        setMessage({ error: true, text: PHOTO_TEXTS.unreadable });
        return;
      }
      const body = await uploadImage<{ photo?: PhotoForm }>(`/api/menuPhoto?idUrl=${encodeURIComponent(idUrl)}`, 'restau', blob, setProgress, (b) => Boolean(b.photo));
      onUploaded(body.photo!);
      setMessage({ error: false, text: SPACE_ONLINE_TEXTS.photoAdded('carte', online) });
    } catch (error) {
      setMessage({ error: true, text: uploadErrorText(error) });
    } finally {
      setProgress(null);
      inputRef.current?.focus();
    }
  }

  return (
    <fieldset className="carte__photos">
      <legend className="section-title">Photos de la carte</legend>
      <p className="muted space__hint">
        Jusqu’à {MENU_LIMITS.photos} photos de votre carte ou de votre ardoise. {SPACE_ONLINE_TEXTS.photoTiming(online)} ; son ordre, sa description et son
        retrait s’enregistrent avec la carte.
      </p>
      <PhotoRows<CarteValues> name="photos" altMaxLength={DESCRIPTION_LIMITS.alt} removeLabel="Retirer" onRemove={(i) => remove(i)} />
      <UploadControl label="+ Ajouter une photo de la carte" progress={progress} message={message} disabled={fields.length >= MENU_LIMITS.photos} onFile={(e) => void onFile(e)} inputRef={inputRef} />
    </fieldset>
  );
}

interface CarteFormProps {
  menu: MenuEditorFieldsFragment;
  onSaved: (menu: MenuEditorFieldsFragment) => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The carte: style, interactmenu, sections and dishes, the menu photos; saved whole, in one transaction. */
export function CarteForm({ menu, onSaved, onDirtyChange }: CarteFormProps) {
  const [save] = useSaveMenuMutation();
  const [baseline, setBaseline] = useState(() => toCarteValues(menu));
  const [changes, setChanges] = useState<string[] | null>(null);
  const form = useMijoteForm<CarteValues>({ rules: carteRules, defaultValues: baseline });
  const values = useWatch({ control: form.control }) as CarteValues;
  const dirty = carteKey(values) !== carteKey(baseline);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  function uploaded(photo: PhotoForm) {
    form.setValue('photos', [...form.getValues('photos'), photo]);
    setBaseline((b) => ({ ...b, photos: [...b.photos, photo] }));
    setChanges(null);
  }

  async function submit(input: CarteValues) {
    try {
      const { data } = await save({
        variables: {
          input: {
            idUrl: menu.idUrl,
            style: styleOfLabel(input.style),
            interactive: input.interactive,
            sections: toSectionValues(input.sections),
            photos: input.photos.map((p) => ({ id: p.id, alt: p.alt.trim() })),
          },
        },
      });
      const result = data?.saveMenu;
      if (result?.__typename === 'MenuEditor') {
        setChanges(carteChanges({ ...menu, photos: baseline.photos }, result));
        const next = toCarteValues(result);
        setBaseline(next);
        form.reset(next);
        onSaved(result);
        return;
      }
      if (result) {
        const field = 'field' in result && (result.field === 'sections' || result.field === 'style' || result.field === 'photos') ? result.field : null;
        showServerError(form, field, result.message);
      } else showServerError(form, null, NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <MijoteForm form={form} onValid={submit} onSubmitStart={() => setChanges(null)} className="account-form carte">
      <div className="carte__settings">
        <RadioGroupField<CarteValues> name="style" legend="Style de la carte" options={STYLE_OPTIONS} />
        <CheckboxField<CarteValues> name="interactive" variant="switch">
          Carte détaillée (plats et prix) sur ma page
        </CheckboxField>
        <p className="muted space__hint" data-testid="interactive-hint">{values.interactive ? INTERACTIVE_MENU_HINTS.on : INTERACTIVE_MENU_HINTS.off}</p>
      </div>
      <SectionsEditor />
      <PhotosEditor idUrl={menu.idUrl} online={menu.published} onUploaded={uploaded} />
      <FormError />
      <SavedNotice changes={changes} />
      <SaveBar saving={form.formState.isSubmitting} dirty={dirty} label="Enregistrer la carte" sticky />
    </MijoteForm>
  );
}
