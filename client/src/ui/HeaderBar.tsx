import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../common/page-addresses';
import { Icon } from './Icon';
import { BACK_ICON } from './icons';
import { usePageFrameParts } from './page-frame';

interface HeaderBarProps {
  title: ReactNode;
  /** Show a back button: `true` goes to the previous page, a string goes to that link. */
  back?: boolean | string;
  children?: ReactNode;
  /** The account entry (sign-in, « Inscrire son restaurant », the avatar); off on the admin sign-in, which is no visitor's page. */
  account?: boolean;
}

/** Top bar with the Mijote logo, a title and an optional back button. */
export function HeaderBar({ title, back, children, account = true }: HeaderBarProps) {
  const navigate = useNavigate();
  const { AccountEntry } = usePageFrameParts();
  const backButton =
    typeof back === 'string' ? (
      <Link className="header-bar__back" to={back} aria-label="Retour">
        <Icon path={BACK_ICON} />
      </Link>
    ) : back ? (
      <button
        type="button"
        className="header-bar__back"
        aria-label="Retour à la page précédente"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(HOME_PATH))}
      >
        <Icon path={BACK_ICON} />
      </button>
    ) : null;
  return (
    <header className="header-bar">
      <div className="header-bar__inner">
        {backButton}
        <Link to={HOME_PATH} className="header-bar__logo" aria-label="Mijote, accueil">
          Mijote
        </Link>
        <div className="header-bar__title">{title}</div>
        {children}
        {account && <AccountEntry />}
      </div>
    </header>
  );
}
