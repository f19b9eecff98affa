import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/auth-context';

/**
 * A customer page for a person who is not signed in (the review form, « Mon profil »; issue 25): the connection screen
 * opens once by itself over the page, which stays at its address and shows itself once signed in; when the screen closes
 * without a session, a button opens it again.
 */
export function CustomerSignIn({ title, text }: { title: string; text: string }) {
  const auth = useAuth();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    auth.openConnection('login');
  }, [auth]);
  return (
    <section className="profile__card">
      <h1 className="profile__title">{title}</h1>
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={() => auth.openConnection('login')}>
        Se connecter ou créer un compte
      </button>
    </section>
  );
}
