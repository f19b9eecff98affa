import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Pushed pages start at the top; replaced URLs and back/forward keep the scroll position. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
  return null;
}
