import { useCallback, useId, useState } from 'react';
import { DEFAULT_DISTANCE_KM, PRICE_MAX, PRICE_MIN } from '../../../../../common/constants';
import { filterVocabulary, type FilterGroup } from '../../../../../common/filters';
import { formatPriceLabel } from '../../../../../common/format';
import { Modal } from '../../../ui/Modal';
import { NEARBY_LABEL, toggleFilter, withChange, type SearchState } from '../../../../../common/search-url';
import { DualRange, SingleRange } from './RangeSlider';

interface FiltersPanelProps {
  state: SearchState;
  nearby: boolean;
  total: number | null;
  onChange: (next: SearchState) => void;
  onNearby: (on: boolean) => void;
  onClose: () => void;
}

function Chip({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return (
    <label className={checked ? 'chip chip--on' : 'chip'}>
      <input type="checkbox" className="visually-hidden" checked={checked} onChange={onToggle} />
      {label}
    </label>
  );
}

function LabelGroup({ group, state, onToggle }: { group: FilterGroup; state: SearchState; onToggle: (label: string) => void }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const limit = group.shownBeforeMore;
  const visible = !limit || expanded ? group.labels : group.labels.filter((l, i) => i < limit || state.filters.includes(l));
  return (
    <fieldset className="filters__group">
      <legend className="filters__title">{group.title}</legend>
      <div className="filters__chips" id={`${id}-chips`}>
        {visible.map((label) => (
          <Chip key={label} label={label} checked={state.filters.includes(label)} onToggle={() => onToggle(label)} />
        ))}
      </div>
      {limit && group.labels.length > limit && (
        <button type="button" className="link-button" aria-expanded={expanded} aria-controls={`${id}-chips`} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Voir moins' : 'Voir plus'}
        </button>
      )}
    </fieldset>
  );
}

interface ShortcutsProps {
  state: SearchState;
  nearby: boolean;
  onNearby: (on: boolean) => void;
  onToggle: (label: string) => void;
}

function Shortcuts({ state, nearby, onNearby, onToggle }: ShortcutsProps) {
  return (
    <fieldset className="filters__group">
      <legend className="filters__title">Raccourcis</legend>
      <div className="filters__chips">
        <Chip label={NEARBY_LABEL} checked={nearby} onToggle={() => onNearby(!nearby)} />
        {filterVocabulary.shortcuts
          .filter((l) => l !== NEARBY_LABEL)
          .map((label) => (
            <Chip key={label} label={label} checked={state.filters.includes(label)} onToggle={() => onToggle(label)} />
          ))}
      </div>
    </fieldset>
  );
}

/** Every filter group of the vocabulary, applied at once (the address bar keeps them). */
export function FiltersPanel({ state, nearby, total, onChange, onNearby, onClose }: FiltersPanelProps) {
  const toggle = useCallback((label: string) => onChange(toggleFilter(state, label)), [state, onChange]);
  const commitPrice = useCallback(
    (value: [number, number]) => onChange(withChange(state, { price: value[0] === PRICE_MIN && value[1] === PRICE_MAX ? null : value })),
    [state, onChange],
  );
  const commitDistance = useCallback((value: number) => onChange(withChange(state, { distance: value })), [state, onChange]);
  const resultLabel = total == null ? 'Voir les restaurants' : total === 0 ? 'Aucun résultat exact' : `Voir ${total === 1 ? 'le restaurant' : `les ${total} restaurants`}`;

  return (
    <Modal
      title="Filtres"
      onClose={onClose}
      className="modal--sheet"
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => {
              onChange(withChange(state, { filters: [], price: null, distance: DEFAULT_DISTANCE_KM, date: null, hour: null }));
            }}
          >
            Tout effacer
          </button>
          <button type="button" className="button button--primary" onClick={onClose}>
            {resultLabel}
          </button>
        </>
      }
    >
      <div className="filters">
        <Shortcuts state={state} nearby={nearby} onNearby={onNearby} onToggle={toggle} />
        {filterVocabulary.groups.map((group) => {
          if (group.key === 'price' && group.slider) {
            return (
              <fieldset key={group.key} className="filters__group">
                <legend className="filters__title">{group.title}</legend>
                <DualRange
                  label={group.title}
                  min={group.slider.min}
                  max={group.slider.max}
                  step={group.slider.step}
                  minGap={group.slider.minGap ?? 10}
                  value={state.price ?? [PRICE_MIN, PRICE_MAX]}
                  format={(v) => formatPriceLabel(v, group.slider?.max)}
                  onCommit={commitPrice}
                />
              </fieldset>
            );
          }
          if (group.key === 'distance' && group.slider) {
            if (!nearby) return null;
            return (
              <fieldset key={group.key} className="filters__group">
                <legend className="filters__title">{group.title}</legend>
                <SingleRange
                  label={group.title}
                  min={group.slider.min}
                  max={group.slider.max}
                  step={group.slider.step}
                  value={state.distance}
                  format={(v) => `${v} km`}
                  onCommit={commitDistance}
                />
              </fieldset>
            );
          }
          return <LabelGroup key={group.key} group={group} state={state} onToggle={toggle} />;
        })}
      </div>
    </Modal>
  );
}
