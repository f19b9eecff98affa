import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../common/page-addresses';
import { HeaderBar } from '../ui/HeaderBar';
import { Footer } from '../ui/Footer';
import { usePageMeta } from '../ui/head-meta';
import { NOT_FOUND_META } from '../../../common/static-pages';

/** Any unknown path. */
export default function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <>
      <HeaderBar title="Page introuvable" back />
      <main id="contenu" className="page page--center not-found">
        <p className="not-found__code" aria-hidden="true">404</p>
        <h1 className="not-found__text">Oups, la page que vous recherchez est introuvable.</h1>
        <Link className="button button--primary" to={HOME_PATH}>
          Retour à l’accueil
        </Link>
      </main>
      <Footer />
    </>
  );
}

