import { useState, type ReactNode } from 'react';
import { Loading } from '../../../ui/Loading';

interface DecisionQueueProps<T> {
  id: string;
  title: string;
  /** Shown under the title (what the queue is about). */
  intro?: ReactNode;
  /** The count beside the title when the items are one page of more (« 3 sur 42 »). */
  count?: string;
  /** Search and filters (above the items) and paging (below them), for a queue served by pages. */
  filters?: ReactNode;
  footer?: ReactNode;
  items: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
  keyOf: (item: T) => string | number;
  empty: string;
  /** « Chargement des … », « Les … n’ont pas pu être chargés. » */
  loadingLabel: string;
  failure: string;
  /** One item's card; `decided(message)` shows the message, reloads the queue and tells the area. */
  render: (item: T, decided: (message: string) => void) => ReactNode;
  reload: () => void;
  onDecided: () => void;
}

/**
 * One of area 2's queues (publication requests, reviews to read, reported reviews): its title and count, the last
 * decision's message, the items oldest first, or what is loading or failed. Each card holds its own decision form.
 */
export function DecisionQueue<T>({ id, title, intro, count, filters, footer, items, loading, failed, keyOf, empty, loadingLabel, failure, render, reload, onDecided }: DecisionQueueProps<T>) {
  const [done, setDone] = useState<string | null>(null);
  const decided = (message: string) => {
    setDone(message);
    reload();
    onDecided();
  };
  return (
    <section className="profile__card moderation__section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title} {items && <span className="muted">({count ?? items.length})</span>}
      </h2>
      {intro}
      {filters}
      <div role="status">{done && <p className="notice notice--saved">{done}</p>}</div>
      {items ? (
        items.length === 0 ? (
          <p className="muted">{empty}</p>
        ) : (
          <ol className="moderation__list">
            {items.map((item) => (
              <li key={keyOf(item)}>{render(item, decided)}</li>
            ))}
          </ol>
        )
      ) : loading ? (
        <Loading label={loadingLabel} />
      ) : (
        failed && (
          <p className="notice notice--error" role="alert">
            {failure}
          </p>
        )
      )}
      {footer}
    </section>
  );
}
