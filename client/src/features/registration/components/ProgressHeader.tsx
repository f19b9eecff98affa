import { REGISTRATION_STEP_TITLES, REGISTRATION_STEPS, type RegistrationStep } from '../../../../../common/registration-rules';

interface ProgressHeaderProps {
  /** The step on screen. */
  current: RegistrationStep;
  /** Steps before this index are done. */
  doneCount: number;
  onSelect: (step: RegistrationStep) => void;
}

/**
 * SPEC §2: the three steps with their progress. A done step before the current one can be opened again by click;
 * later steps are locked.
 */
export function ProgressHeader({ current, doneCount, onSelect }: ProgressHeaderProps) {
  const currentIndex = REGISTRATION_STEPS.indexOf(current);
  return (
    <nav className="wizard-progress" aria-label="Étapes de l’inscription">
      <ol>
        {REGISTRATION_STEPS.map((step, index) => {
          const done = index < doneCount;
          const state = step === current ? 'current' : done ? 'done' : 'locked';
          const label = `${index + 1}. ${REGISTRATION_STEP_TITLES[step]}`;
          return (
            <li key={step} className={`wizard-progress__step wizard-progress__step--${state}`}>
              {done && index < currentIndex ? (
                <button type="button" className="wizard-progress__link" onClick={() => onSelect(step)}>
                  <span aria-hidden="true">✓ </span>
                  {label}
                  <span className="visually-hidden"> (terminée, revenir à cette étape)</span>
                </button>
              ) : (
                <span aria-current={step === current ? 'step' : undefined}>
                  {done && <span aria-hidden="true">✓ </span>}
                  {label}
                  {state === 'locked' && <span className="visually-hidden"> (pas encore accessible)</span>}
                  {state === 'done' && <span className="visually-hidden"> (terminée)</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div className="wizard-progress__bar" aria-hidden="true">
        <span style={{ width: `${(Math.min(doneCount, REGISTRATION_STEPS.length) / REGISTRATION_STEPS.length) * 100}%` }} />
      </div>
    </nav>
  );
}
