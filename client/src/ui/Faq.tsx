import { useId, useState } from 'react';
import type { FaqEntry } from '../../../common/page-element-rules';


interface FaqProps {
  title: string;
  /** Pages of questions; 'Suivant' / 'Précédent' move between them. */
  pages: FaqEntry[][];
}

/** Questions as disclosure widgets, four per page. */
export function Faq({ title, pages }: FaqProps) {
  const id = useId();
  const [chosen, setPage] = useState(0);
  // The editor's preview may take pages away under the one shown.
  const page = Math.min(chosen, Math.max(0, pages.length - 1));
  const entries = pages[page] ?? [];
  return (
    <section className="faq" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <div className="faq__list" id={`${id}-list`} aria-live="polite">
        {entries.map((entry) => (
          <details key={entry.question} className="faq__item">
            <summary className="faq__question">{entry.question}</summary>
            <p className="faq__answer">{entry.answer}</p>
          </details>
        ))}
      </div>
      {pages.length > 1 && (
        <div className="faq__nav">
          <button type="button" className="button" disabled={page === 0} aria-controls={`${id}-list`} onClick={() => setPage(page - 1)}>
            Précédent
          </button>
          <span className="faq__count">
            {page + 1} / {pages.length}
          </span>
          <button
            type="button"
            className="button"
            disabled={page >= pages.length - 1}
            aria-controls={`${id}-list`}
            onClick={() => setPage(page + 1)}
          >
            Suivant
          </button>
        </div>
      )}
    </section>
  );
}
