import type { ReactNode } from 'react';
import { staticPageMeta, type StaticPage } from '../../../../../common/static-pages';
import { usePageMeta } from '../../../ui/head-meta';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import '../../../styles/legal.css';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalPageProps {
  /** Heading and description (common/static-pages.ts). */
  page: StaticPage;
  /** Date of the last change, as shown ('22 novembre 2026'). */
  updated: string;
  intro?: ReactNode;
  sections: LegalSection[];
  /** Back button target: the previous page by default. */
  back?: string | boolean;
}

/** Shared layout of the static and legal pages: back button, title, date, table of contents, sections. */
export function LegalPage({ page, updated, intro, sections, back = true }: LegalPageProps) {
  usePageMeta(staticPageMeta(page));
  const title = page.heading;

  return (
    <>
      <HeaderBar title={title} back={back} />
      <main id="contenu" className="page legal">
        <article className="legal__article">
          <header className="legal__header">
            <h1 className="legal__title">{title}</h1>
            <p className="legal__updated">
              Dernière mise à jour : <time>{updated}</time>
            </p>
            {intro && <div className="legal__intro">{intro}</div>}
          </header>
          {sections.length > 2 && (
            <nav className="legal__toc" aria-label="Sommaire">
              <p className="legal__toc-title">Sommaire</p>
              <ol>
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{s.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="legal__body">
            {sections.map((s) => (
              <section key={s.id} id={s.id} className="legal__section" aria-labelledby={`${s.id}-titre`}>
                <h2 id={`${s.id}-titre`}>{s.title}</h2>
                {s.content}
              </section>
            ))}
          </div>
        </article>
      </main>
      <Footer />
    </>
  );
}
