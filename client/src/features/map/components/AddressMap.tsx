import { lazy, Suspense, useCallback, useState } from 'react';
import { useConsent } from '../../consent/consent-context';
import { useSiteInfo } from '../../legal/site-info';

const SmallMap = lazy(() => import('./SmallMap'));

interface AddressMapProps {
  lat: number;
  lng: number;
  name: string;
}

export function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/**
 * The restaurant's location: a small Google map when the site has a key and the visitor accepted
 * « Mesure d’audience et carte » (the script goes through the consent-gated loader); otherwise a
 * French explanation and a link to OpenStreetMap in a new tab.
 */
export function AddressMap({ lat, lng, name }: AddressMapProps) {
  const { analytics, openPreferences } = useConsent();
  const { info } = useSiteInfo();
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const apiKey = info?.mapsEnabled && info.mapsApiKey && analytics && !failed ? info.mapsApiKey : null;

  let notice: string | null = null;
  if (!apiKey) {
    if (info && !info.mapsEnabled) notice = 'La carte interactive n’est pas disponible sur ce site : retrouvez l’emplacement du restaurant sur OpenStreetMap.';
    else if (failed) notice = 'Google Maps n’a pas pu être chargé : retrouvez l’emplacement du restaurant sur OpenStreetMap.';
    else if (info && !analytics) notice = 'La carte Google Maps ne s’affiche qu’avec votre accord (« Mesure d’audience et carte »). Vous pouvez aussi voir l’emplacement sur OpenStreetMap.';
  }

  return (
    <div className="address-map">
      {apiKey ? (
        <Suspense fallback={<div className="address-map__canvas" aria-hidden="true" />}>
          <SmallMap apiKey={apiKey} lat={lat} lng={lng} name={name} onError={onError} />
        </Suspense>
      ) : (
        notice && <p className="address-map__notice">{notice}</p>
      )}
      <p className="address-map__links">
        <a className="link" href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          Voir sur OpenStreetMap<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        {info?.mapsEnabled && !analytics && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={openPreferences}>
              Gérer mes cookies
            </button>
          </>
        )}
      </p>
    </div>
  );
}
