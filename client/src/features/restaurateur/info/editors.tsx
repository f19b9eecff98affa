import { useId } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import { upcomingHolidays } from '../../../../../common/holidays';
import {
  frenchLongDate, INFO_LIMITS, lastSpecialDay, pastMidnight, QUARTER_TIMES, SPECIAL_DATE_MODE_LABELS, SPECIAL_DATE_MODES,
  type SpecialDateInputValue, type SpecialDateMode, type TimeRangeValue,
} from '../../../../../common/restaurant-info-rules';
import { WEEKDAY_LABELS } from '../../../../../common/schedule';
import { parisToday } from '../../../../../common/search';
import type { InfoValues } from './info-form';

/** A form field's value, its change (which clears its error, as every field of the form library does) and its error. */
function useInfoField<K extends FieldPath<InfoValues>>(name: K) {
  const { control, clearErrors } = useFormContext<InfoValues>();
  const { field, fieldState } = useController<InfoValues, K>({ name, control });
  const change = (value: InfoValues[K & keyof InfoValues]) => {
    field.onChange(value);
    if (fieldState.error) clearErrors(name);
  };
  return { field, error: fieldState.error?.message, change };
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-input__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** 19:30 → 19h30 (the times of SPEC §3 are written 00h00 … 23h45). */
const frenchTime = (hhmm: string) => hhmm.replace(':', 'h');

interface LabelChoiceProps {
  name: 'types' | 'cuisines' | 'filters';
  legend: string;
  labels: readonly string[];
  /** At most this many; the others are disabled once reached. */
  max?: number;
  hint?: string;
  /** Several fieldsets may share one field (the filter groups): only one shows its error. */
  showError?: boolean;
}

/** Labels of the vocabulary as toggle chips (checkboxes), in a fieldset with its legend and its French error. */
export function LabelChoiceField({ name, legend, labels, max, hint, showError = true }: LabelChoiceProps) {
  const id = useId();
  const { field, error: fieldError, change } = useInfoField(name);
  const error = showError ? fieldError : undefined;
  const chosen = field.value as string[];
  const full = max !== undefined && chosen.length >= max;
  return (
    <fieldset className="info-chips" aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <legend className="info-chips__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="muted info-chips__hint">
          {hint}
        </p>
      )}
      <div className="info-chips__list">
        {labels.map((label, index) => {
          const on = chosen.includes(label);
          return (
            <label key={label} className={on ? 'info-chip info-chip--on' : 'info-chip'}>
              <input
                ref={index === 0 ? field.ref : undefined}
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => change(on ? chosen.filter((l) => l !== label) : [...chosen, label])}
                aria-invalid={Boolean(error) || undefined}
              />
              <span>{label}</span>
              {name === 'types' && on && chosen[0] === label && <span className="info-chip__badge">principal</span>}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** The main type first: when two types are chosen, the second can become the main one. */
export function MainTypeSwitch() {
  const { field, change } = useInfoField('types');
  const types = field.value as string[];
  if (types.length < 2) return null;
  return (
    <p className="info-note">
      Type principal : <strong>{types[0]}</strong>.{' '}
      <button type="button" className="link-button" onClick={() => change([types[1], types[0]])}>
        Faire de « {types[1]} » le type principal
      </button>
    </p>
  );
}

interface RangesEditorProps {
  ranges: TimeRangeValue[];
  onChange: (ranges: TimeRangeValue[]) => void;
  /** Names the ranges for screen readers ('Lundi', 'jeudi 25 décembre 2026'). */
  what: string;
  /** Text when there is no range. */
  none: string;
  invalid: boolean;
}

/** None, one or two ranges, each two 15-minute selects (SPEC §3); a closing not after the opening is said to run past midnight. */
function RangesEditor({ ranges, onChange, what, none, invalid }: RangesEditorProps) {
  const id = useId();
  const set = (i: number, part: 'opens' | 'closes', value: string) => onChange(ranges.map((r, j) => (j === i ? { ...r, [part]: value } : r)));
  const add = () => onChange([...ranges, ranges.length ? { opens: '19:00', closes: '22:30' } : { opens: '12:00', closes: '14:00' }]);
  return (
    <div className="info-ranges">
      {ranges.length === 0 && <p className="muted info-ranges__none">{none}</p>}
      {ranges.map((r, i) => (
        <div key={i} className="info-range" role="group" aria-label={`${what}, plage ${i + 1}`}>
          <label className="info-range__part">
            <span>De</span>
            <select value={r.opens} onChange={(e) => set(i, 'opens', e.target.value)} aria-invalid={invalid || undefined} id={`${id}-${i}-o`}>
              {QUARTER_TIMES.map((t) => (
                <option key={t} value={t}>
                  {frenchTime(t)}
                </option>
              ))}
            </select>
          </label>
          <label className="info-range__part">
            <span>à</span>
            <select value={r.closes} onChange={(e) => set(i, 'closes', e.target.value)} aria-invalid={invalid || undefined}>
              {[...QUARTER_TIMES.slice(1), '00:00'].map((t) => (
                <option key={t} value={t}>
                  {t === '00:00' ? '00h00 (minuit)' : frenchTime(t)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button button--small" onClick={() => onChange(ranges.filter((_, j) => j !== i))} aria-label={`Retirer la plage ${i + 1} (${what})`}>
            Retirer
          </button>
          {pastMidnight(r) && r.closes !== '00:00' && <p className="info-range__night">Finit le lendemain à {frenchTime(r.closes)} (après minuit).</p>}
        </div>
      ))}
      {ranges.length < INFO_LIMITS.rangesPerDay && (
        <button type="button" className="button button--small" onClick={add} aria-label={`Ajouter une plage (${what})`}>
          {ranges.length ? 'Ajouter une deuxième plage' : 'Ajouter une plage'}
        </button>
      )}
    </div>
  );
}

/** The week, Monday to Sunday: per day closed, one or two ranges. */
export function WeekHoursField() {
  const id = useId();
  const { field, error, change } = useInfoField('hours');
  const hours = field.value;
  return (
    <div aria-describedby={error ? `${id}-error` : undefined}>
      <p className="muted">Par quart d’heure. Une fermeture avant l’ouverture (ex. 19h00 à 02h00) finit après minuit, le lendemain.</p>
      <ul className="info-week">
        {WEEKDAY_LABELS.map((label, weekday) => {
          const day = hours.find((d) => d.weekday === weekday) ?? { weekday, ranges: [] };
          const put = (ranges: TimeRangeValue[]) => change(WEEKDAY_LABELS.map((_, w) => (w === weekday ? { weekday, ranges } : (hours.find((d) => d.weekday === w) ?? { weekday: w, ranges: [] }))));
          return (
            <li key={label} className="info-week__day">
              <h4 className="info-week__name">{label}</h4>
              <RangesEditor ranges={day.ranges} onChange={put} what={label} none="Fermé" invalid={Boolean(error)} />
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Months ahead whose public holidays are suggested as special dates. */
const HOLIDAY_SUGGESTION_MONTHS = 6;

/** Dates overriding the week: closed, open as usual, or open with their own ranges; the coming public holidays suggested. */
export function SpecialDatesField() {
  const id = useId();
  const { field, error, change } = useInfoField('specialDates');
  const dates = field.value;
  const today = parisToday();
  const put = (i: number, value: SpecialDateInputValue) => change(dates.map((d, j) => (j === i ? value : d)));
  const add = (day: string, mode: SpecialDateMode = 'closed') => change([...dates, { day, mode, ranges: [] }].sort((a, b) => a.day.localeCompare(b.day)));
  const holidays = upcomingHolidays(today, HOLIDAY_SUGGESTION_MONTHS).filter((h) => !dates.some((d) => d.day === h.iso));
  const firstFree = () => {
    const d = new Date(`${today}T12:00:00Z`);
    while (dates.some((x) => x.day === d.toISOString().slice(0, 10))) d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  return (
    <div aria-describedby={error ? `${id}-error` : undefined}>
      <p className="muted">Un jour férié, des vacances, un soir exceptionnel : ces dates passent avant les horaires de la semaine (d’aujourd’hui à un an).</p>
      {dates.length === 0 && <p className="muted">Aucune date spéciale.</p>}
      <ul className="info-specials">
        {dates.map((sd, i) => {
          const what = /^\d{4}-\d{2}-\d{2}$/.test(sd.day) ? frenchLongDate(sd.day) : 'date spéciale';
          return (
            <li key={i} className="info-special">
              <div className="info-special__head">
                <label className="info-range__part">
                  <span>Date</span>
                  <input type="date" value={sd.day} min={today} max={lastSpecialDay(today)} onChange={(e) => put(i, { ...sd, day: e.target.value })} aria-invalid={Boolean(error) || undefined} />
                </label>
                <label className="info-range__part">
                  <span>Ce jour-là</span>
                  <select value={sd.mode} onChange={(e) => {
                    const mode = e.target.value as SpecialDateMode;
                    put(i, { ...sd, mode, ranges: mode === 'hours' ? (sd.ranges.length ? sd.ranges : [{ opens: '12:00', closes: '14:00' }]) : [] });
                  }}>
                    {SPECIAL_DATE_MODES.map((m) => (
                      <option key={m} value={m}>
                        {SPECIAL_DATE_MODE_LABELS[m]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="button" className="button button--small" onClick={() => change(dates.filter((_, j) => j !== i))} aria-label={`Retirer la date spéciale du ${what}`}>
                  Retirer
                </button>
              </div>
              {sd.mode === 'hours' && (
                <RangesEditor ranges={sd.ranges} onChange={(ranges) => put(i, { ...sd, ranges })} what={what} none="Ajoutez au moins une plage." invalid={Boolean(error)} />
              )}
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-error`} error={error} />
      {dates.length < INFO_LIMITS.specialDatesMax && (
        <button type="button" className="button" onClick={() => add(firstFree())}>
          Ajouter une date spéciale
        </button>
      )}
      {holidays.length > 0 && (
        <div className="info-holidays">
          <p className="info-holidays__title">Jours fériés à venir</p>
          <ul className="info-chips__list">
            {holidays.map((h) => (
              <li key={h.iso}>
                <button type="button" className="info-chip" onClick={() => add(h.iso)} aria-label={`Ajouter ${h.name}, ${frenchLongDate(h.iso)}, comme date spéciale`}>
                  + {h.name} ({frenchLongDate(h.iso).replace(/ \d{4}$/, '')})
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
