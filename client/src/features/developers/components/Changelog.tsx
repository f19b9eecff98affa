import type { SchemaChangelogEntry } from '../../../../../common/api-reference';
import { frenchDate } from '../../../../../common/french-dates';

const KIND_LABELS: Record<SchemaChangelogEntry['kind'], string> = {
  ajout: 'Ajout',
  modification: 'Modification',
  dépréciation: 'Dépréciation',
  suppression: 'Suppression',
};

/** schema/CHANGELOG.json, newest first, as the build gives it (client/build/api-reference.ts). */
export function Changelog({ entries }: { entries: readonly SchemaChangelogEntry[] }) {
  return (
    <ol className="dev-changelog" aria-label="Changements du schéma, du plus récent au plus ancien">
      {entries.map((entry, i) => (
        <li key={`${entry.date}-${i}`} className="dev-changelog__entry">
          <p className="dev-changelog__head">
            <time dateTime={entry.date}>{frenchDate(entry.date)}</time>
            <span className={`dev-badge dev-badge--${entry.kind === 'suppression' || entry.kind === 'dépréciation' ? 'warn' : 'info'}`}>{KIND_LABELS[entry.kind]}</span>
          </p>
          <p>{entry.description}</p>
          {entry.paths.length > 0 && (
            <p className="dev-changelog__paths">
              {entry.paths.map((p) => (
                <code key={p}>{p}</code>
              ))}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
