import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import {
  centsToEuros, checkDailyDates, checkDailyDescription, checkDailyTitle, checkDay, checkEurosText, eurosToCents, MENU_LIMITS,
} from '../../../../../common/menu-rules';
import { dailyMenuPath, MENU_EDITOR_PATH } from '../../../../../common/page-addresses';
import { SPACE_ONLINE_TEXTS } from '../../../../../common/publication-rules';
import { isCalendarDay, parisToday } from '../../../../../common/search';
import { useDeleteDailyMenuMutation, useSaveDailyMenuMutation } from '../../../graphql/__generated__/hooks';
import type { MenuEditorFieldsFragment } from '../../../graphql/__generated__/graphql';
import { FormError, MijoteForm, showServerError, TextAreaField, TextField, useMijoteForm, type FormRules } from '../../../ui/forms';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { PHOTO_TEXTS, uploadErrorText, uploadImage } from '../../accounts';
import { UploadProgress } from '../../../ui/UploadProgress';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { formatCents, frenchDay } from '../../restaurants';
import { encodeMenuPhoto } from '../../../ui/photo-encode';
import { SavedNotice } from './SpacePage';
import { AFTER_SAVE } from './useUnsavedChanges';

type Daily = MenuEditorFieldsFragment['daily'][number];
/** The editor's menu, replaced or updated (React's state setter). */
type MenuUpdate = (next: MenuEditorFieldsFragment | ((menu: MenuEditorFieldsFragment) => MenuEditorFieldsFragment)) => void;
interface DailyValues { title: string; description: string; price: string; startsOn: string; endsOn: string }

const dailyRules: FormRules<DailyValues> = {
  title: { normalise: (v) => v.trim(), check: checkDailyTitle },
  description: { normalise: (v) => v.trim(), check: checkDailyDescription },
  price: checkEurosText,
  startsOn: checkDay,
  endsOn: (end, values) => checkDailyDates(values.startsOn, end),
};

const valuesOf = (d: Daily): DailyValues => ({ title: d.title, description: d.description, price: centsToEuros(d.priceCents ?? null), startsOn: d.startsOn, endsOn: d.endsOn });

const datesOf = (d: { startsOn: string; endsOn: string }) => (d.startsOn === d.endsOn ? `Le ${frenchDay(d.startsOn)}` : `Du ${frenchDay(d.startsOn)} au ${frenchDay(d.endsOn)}`);

/** The daily menu date_post selects: the one starting that day, else one covering it; none: a new one starting that day. */
function dailyOf(daily: readonly Daily[], day: string): Daily | null {
  return daily.find((d) => d.startsOn === day) ?? daily.find((d) => d.startsOn <= day && day <= d.endsOn) ?? null;
}

function dailyChanges(before: Daily | null, after: Daily): string[] {
  if (!before) return [`Menu du jour créé : « ${after.title} », ${datesOf(after).toLowerCase()}`];
  const changes: string[] = [];
  if (before.title !== after.title) changes.push(`Titre : « ${after.title} »`);
  if (before.startsOn !== after.startsOn || before.endsOn !== after.endsOn) changes.push(`Dates : ${datesOf(after).toLowerCase()}`);
  if (before.description !== after.description) changes.push('Composition modifiée');
  if ((before.priceCents ?? null) !== (after.priceCents ?? null)) changes.push(after.priceCents == null ? 'Prix retiré' : `Prix : ${formatCents(after.priceCents)}`);
  return changes;
}

interface DailyMenusProps {
  menu: MenuEditorFieldsFragment;
  /** date_post of the address, if any. */
  datePost: string | null;
  onSaved: MenuUpdate;
  onDirtyChange: (dirty: boolean) => void;
}

/** The daily menus: the list, and the one date_post selects (or a new one) in its form. */
export function DailyMenus({ menu, datePost, onSaved, onDirtyChange }: DailyMenusProps) {
  const today = parisToday();
  const valid = datePost !== null && isCalendarDay(datePost);
  const selected = valid ? dailyOf(menu.daily, datePost) : null;
  return (
    <div className="daily">
      {datePost !== null && !valid && (
        <p className="notice notice--error" role="alert">
          L’adresse ne désigne pas une date valide : choisissez un menu du jour ci-dessous.
        </p>
      )}
      {valid && (
        <DailyForm
          // A new form for each date_post; a new menu, once created, stays in its form (the notice says what was saved).
          key={datePost}
          idUrl={menu.idUrl}
          online={menu.published}
          daily={selected}
          day={datePost}
          onSaved={onSaved}
          onDirtyChange={onDirtyChange}
        />
      )}
      <h3 className="daily__list-title">Vos menus du jour</h3>
      {menu.daily.length === 0 ? (
        <p className="muted">Aucun menu du jour pour l’instant.</p>
      ) : (
        <ul className="daily__list">
          {menu.daily.map((d) => (
            <li key={d.id} className={`daily__item${selected?.id === d.id ? ' daily__item--current' : ''}${d.endsOn < today ? ' daily__item--past' : ''}`}>
              <div>
                <p className="daily__item-title">{d.title}</p>
                <p className="muted">
                  {datesOf(d)}
                  {d.priceCents != null && ` · ${formatCents(d.priceCents)}`}
                  {d.endsOn < today && ' · terminé'}
                </p>
              </div>
              <Link className="button button--small" to={dailyMenuPath(d.startsOn)} aria-current={selected?.id === d.id ? 'page' : undefined} aria-label={`Modifier le menu du jour « ${d.title} » (${datesOf(d).toLowerCase()})`}>
                Modifier
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!(valid && !selected && datePost === today) && (
        <Link className="button" to={dailyMenuPath(today)}>
          + Nouveau menu du jour
        </Link>
      )}
    </div>
  );
}

interface DailyFormProps {
  idUrl: string;
  /** The page is published: what is saved shows at once. */
  online: boolean;
  daily: Daily | null;
  day: string;
  onSaved: MenuUpdate;
  onDirtyChange: (dirty: boolean) => void;
}

function DailyForm({ idUrl, online, daily, day, onSaved, onDirtyChange }: DailyFormProps) {
  const navigate = useNavigate();
  const [save] = useSaveDailyMenuMutation();
  const [remove, { loading: removing }] = useDeleteDailyMenuMutation();
  const initial: DailyValues = daily ? valuesOf(daily) : { title: 'Menu du jour', description: '', price: '', startsOn: day, endsOn: day };
  const [baseline, setBaseline] = useState(initial);
  const [changes, setChanges] = useState<string[] | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const form = useMijoteForm<DailyValues>({ rules: dailyRules, defaultValues: initial });
  const values = useWatch({ control: form.control }) as DailyValues;
  const dirty = (Object.keys(baseline) as (keyof DailyValues)[]).some((k) => (values[k] ?? '').trim() !== baseline[k].trim());
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  async function submit(input: DailyValues) {
    try {
      const { data } = await save({
        variables: { input: { idUrl, id: daily?.id ?? null, title: input.title, description: input.description, priceCents: eurosToCents(input.price) ?? null, startsOn: input.startsOn, endsOn: input.endsOn } },
      });
      const result = data?.saveDailyMenu;
      if (result?.__typename === 'EditableDailyMenu') {
        const saved = result;
        const next = valuesOf(saved);
        setChanges(dailyChanges(daily, saved));
        setBaseline(next);
        form.reset(next);
        onDirtyChange(false);
        onSaved((menu) => ({ ...menu, daily: [saved, ...menu.daily.filter((d) => d.id !== saved.id)].sort((a, b) => b.startsOn.localeCompare(a.startsOn) || b.id - a.id) }));
        if (saved.startsOn !== day) navigate(dailyMenuPath(saved.startsOn), { replace: true, state: AFTER_SAVE });
        return;
      }
      if (result) {
        const field = 'field' in result && result.field && ['title', 'description', 'startsOn', 'endsOn'].includes(result.field) ? (result.field as keyof DailyValues) : result.__typename === 'InvalidInputError' && 'field' in result && result.field === 'priceCents' ? 'price' : null;
        showServerError(form, field, result.message);
      } else showServerError(form, null, NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  async function deleteIt() {
    if (!daily) return;
    setConfirmDelete(false);
    try {
      const { data } = await remove({ variables: { idUrl, id: daily.id } });
      if (data?.deleteDailyMenu.__typename === 'MenuEditor') {
        onDirtyChange(false);
        onSaved(data.deleteDailyMenu);
        navigate(MENU_EDITOR_PATH, { replace: true, state: AFTER_SAVE });
        return;
      }
      showServerError(form, null, data?.deleteDailyMenu.message ?? NETWORK_ERROR);
    } catch {
      showServerError(form, null, NETWORK_ERROR);
    }
  }

  return (
    <section className="profile__card daily__form" aria-labelledby="daily-form-title">
      <h3 id="daily-form-title" className="section-title">
        {daily ? `Menu du jour : ${datesOf(daily).toLowerCase()}` : `Nouveau menu du jour à partir du ${frenchDay(day)}`}
      </h3>
      <MijoteForm form={form} onValid={submit} onSubmitStart={() => setChanges(null)}>
        <DailyFields />
        <FormError />
        <SavedNotice changes={changes} />
        <DailyActions saving={form.formState.isSubmitting} saved={daily !== null} removing={removing} dirty={dirty} onDelete={() => setConfirmDelete(true)} />
      </MijoteForm>
      {daily ? <DailyPhoto idUrl={idUrl} online={online} daily={daily} onUploaded={onSaved} /> : <p className="muted space__hint">Enregistrez ce menu du jour pour lui ajouter une photo.</p>}
      {confirmDelete && daily && <DeleteDailyDialog daily={daily} onCancel={() => setConfirmDelete(false)} onConfirm={() => void deleteIt()} />}
    </section>
  );
}

function DailyFields() {
  return (
    <>
      <TextField<DailyValues> name="title" label="Titre" maxLength={MENU_LIMITS.dailyTitleMax} />
      <div className="daily__dates">
        <TextField<DailyValues> name="startsOn" label="Du" type="date" maxLength={10} />
        <TextField<DailyValues> name="endsOn" label="Au (inclus)" type="date" maxLength={10} />
      </div>
      <TextAreaField<DailyValues> name="description" label="Composition (entrée, plat, dessert…)" maxLength={MENU_LIMITS.dailyDescriptionMax} rows={4} />
      <TextField<DailyValues> name="price" label="Prix (€, facultatif)" inputMode="decimal" maxLength={8} />
    </>
  );
}

interface DailyActionsProps {
  saving: boolean;
  /** The menu exists: saved again, or deleted. */
  saved: boolean;
  removing: boolean;
  dirty: boolean;
  onDelete: () => void;
}

function DailyActions({ saving, saved, removing, dirty, onDelete }: DailyActionsProps) {
  return (
    <div className="space__actions">
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Enregistrement…' : saved ? 'Enregistrer le menu du jour' : 'Créer le menu du jour'}
      </button>
      {saved && (
        <button type="button" className="button button--danger" onClick={onDelete} disabled={removing}>
          Supprimer
        </button>
      )}
      {dirty && <span className="muted">Modifications non enregistrées</span>}
    </div>
  );
}

function DeleteDailyDialog({ daily, onCancel, onConfirm }: { daily: Daily; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog title="Supprimer ce menu du jour ?" confirmLabel="Supprimer" confirmClass="button--danger-solid" onCancel={onCancel} onConfirm={onConfirm}>
      <p>
        « {daily.title} » ({datesOf(daily).toLowerCase()}) et sa photo seront supprimés de votre page.
      </p>
    </ConfirmDialog>
  );
}

function DailyPhoto({ idUrl, online, daily, onUploaded }: { idUrl: string; online: boolean; daily: Daily; onUploaded: MenuUpdate }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>, menuAfter: (photo: NonNullable<Daily['image']>) => void) {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    setMessage(null);
    if (!file) return;
    setProgress(0);
    try {
      const blob = await encodeMenuPhoto(file).catch(() => {
        throw new Error(PHOTO_TEXTS.unreadable);
      });
      const body = await uploadImage<{ photo?: NonNullable<Daily['image']> }>(
        `/api/menuPhoto?idUrl=${encodeURIComponent(idUrl)}&dailyMenuId=${daily.id}`, 'restau', blob, setProgress, (b) => Boolean(b.photo),
      );
      menuAfter(body.photo!);
      setMessage({ error: false, text: SPACE_ONLINE_TEXTS.photoAdded('daily', online) });
    } catch (error) {
      setMessage({ error: true, text: uploadErrorText(error) });
    } finally {
      setProgress(null);
      inputRef.current?.focus();
    }
  }

  return (
    <div className="daily__photo">
      <h4 className="daily__photo-title">Photo du menu du jour</h4>
      {daily.image ? <img src={daily.image.url} alt={`Photo actuelle du menu du jour « ${daily.title} »`} width={daily.image.width} height={daily.image.height} className="daily__photo-img" /> : <p className="muted">Pas encore de photo.</p>}
      <PhotoInput
        inputRef={inputRef}
        busy={progress !== null}
        label={daily.image ? 'Remplacer la photo' : 'Ajouter une photo'}
        onChange={(e) => void onFile(e, (photo) => onUploaded((menu) => ({ ...menu, daily: menu.daily.map((d) => (d.id === daily.id ? { ...d, image: photo } : d)) })))}
      />
      <UploadProgress progress={progress} message={message} />
    </div>
  );
}

function PhotoInput({ inputRef, busy, label, onChange }: { inputRef: RefObject<HTMLInputElement | null>; busy: boolean; label: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }) {
  return (
    <label className={`button button--small${busy ? ' button--disabled' : ''}`}>
      <input ref={inputRef} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" onChange={onChange} disabled={busy} />
      {label}
    </label>
  );
}
