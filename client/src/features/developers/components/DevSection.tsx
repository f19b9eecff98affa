import type { ReactNode } from 'react';

/** One titled part of a portal page, reachable by its anchor. */
export function DevSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="dev-section" aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`}>{title}</h2>
      {children}
    </section>
  );
}
