import type { ReactNode } from 'react';
import { staticPageMeta, type StaticPage } from '../../../../../common/static-pages';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { usePageMeta } from '../../../ui/head-meta';
import '../developers.css';

interface DevPageProps {
  /** Heading and description (common/static-pages.ts DEVELOPER_PAGES). */
  page: StaticPage;
  /** The top bar's short title. */
  barTitle: string;
  /** Where the back button leads. */
  back: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of the portal's pages: top bar, title, introduction, then the page's sections, and the footer. */
export function DevPage({ page, barTitle, back, intro, children }: DevPageProps) {
  usePageMeta(staticPageMeta(page));
  return (
    <>
      <HeaderBar title={barTitle} back={back} />
      <main id="contenu" className="page dev">
        <article className="dev__article">
          <header>
            <h1 className="dev__title">{page.heading}</h1>
            <p className="dev__intro">{intro}</p>
          </header>
          {children}
        </article>
      </main>
      <Footer />
    </>
  );
}
