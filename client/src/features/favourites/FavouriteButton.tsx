import { lazy, Suspense } from 'react';
import { useAuth } from '../accounts';
import { rememberFavouriteIntent } from './favourite-intent';
import { HeartButton } from './HeartButton';

/** Only a signed-in customer's heart reads and changes favourites: its code is fetched for customers alone. */
const CustomerFavourite = lazy(() => import('./CustomerFavourite'));

interface FavouriteButtonProps {
  idUrl: string;
  name: string;
  className?: string;
}

/**
 * The heart (SPEC §4, §6): a visitor gets the connection screen (the heart is applied once signed in); a customer toggles the favourite
 * (CustomerFavourite); restaurant owners (and admins) never see it.
 */
export function FavouriteButton({ idUrl, name, className }: FavouriteButtonProps) {
  const auth = useAuth();
  if (auth.isLogin === 2 || auth.role === 'admin') return null;
  const visitorHeart = (
    <HeartButton
      name={name}
      isFav={false}
      className={className}
      onClick={() => {
        rememberFavouriteIntent(idUrl);
        auth.openConnection('login');
      }}
    />
  );
  if (auth.isLogin === 0) return visitorHeart;
  return (
    <Suspense fallback={<HeartButton name={name} isFav={false} className={className} locked onClick={() => undefined} />}>
      <CustomerFavourite idUrl={idUrl} name={name} className={className} />
    </Suspense>
  );
}
