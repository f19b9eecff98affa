import { HOME_PATH } from '../../../../../common/page-addresses';
import { Footer } from '../../../ui/Footer';
import { HeaderBar } from '../../../ui/HeaderBar';
import { Loading } from '../../../ui/Loading';

/** While the start-up sequence runs (or when it could not reach the server). */
export function AuthPending({ failed, title }: { failed: boolean; title: string }) {
  return (
    <>
      <HeaderBar title={title} back={HOME_PATH} />
      <main id="contenu" className="page page--center">
        {failed ? (
          <p className="notice notice--error" role="alert">
            Impossible de vérifier votre connexion. Vérifiez votre réseau puis rechargez la page.
          </p>
        ) : (
          <Loading />
        )}
      </main>
      <Footer />
    </>
  );
}
