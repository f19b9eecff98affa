import { lazy, Suspense, useCallback, useState } from 'react';
import { useConsent } from '../../../consent';
import { useSiteInfo } from '../../../../ui/site-info';

const SmallMap = lazy(() => import('./SmallMap'));
// Without a Google key: OpenStreetMap tiles drawn by Leaflet (issue 15), loaded only here and only after consent.
const OsmSmallMap = lazy(() => import('./OsmSmallMap'));

interface AddressMapProps {
  lat: number;
  lng: number;
  name: string;
}

function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/**
 * The restaurant's location, once the visitor accepted « Mesure d’audience et carte »: a small Google map when the site
 * has a key (the script goes through the consent-gated loader), else a small OpenStreetMap map (Leaflet). Without
 * consent, or when Google fails, a French explanation. The link to OpenStreetMap in a new tab is always there.
 */
export function AddressMap({ lat, lng, name }: AddressMapProps) {
  const { analytics, openPreferences } = useConsent();
  const { info } = useSiteInfo();
  const [failed, setFailed] = useState(false);
  const onError = useCallback(() => setFailed(true), []);
  const apiKey = info?.mapsEnabled && info.mapsApiKey && analytics && !failed ? info.mapsApiKey : null;
  const osm = info && !info.mapsEnabled && analytics ? info : null;

  let notice: string | null = null;
  if (info && !analytics) {
    notice = `La carte ${info.mapsEnabled ? 'Google Maps' : 'OpenStreetMap'} ne s’affiche qu’avec votre accord (« Mesure d’audience et carte »). Vous pouvez aussi voir l’emplacement sur OpenStreetMap.`;
  } else if (info?.mapsEnabled && failed) notice = 'Google Maps n’a pas pu être chargé : retrouvez l’emplacement du restaurant sur OpenStreetMap.';

  return (
    <div className="address-map">
      {(apiKey || osm) && (
        <Suspense fallback={<div className="address-map__canvas" aria-hidden="true" />}>
          {apiKey && <SmallMap apiKey={apiKey} lat={lat} lng={lng} name={name} onError={onError} />}
          {osm && <OsmSmallMap lat={lat} lng={lng} name={name} tileUrl={osm.mapTileUrl} attribution={osm.mapTileAttribution} />}
        </Suspense>
      )}
      {notice && <p className="address-map__notice">{notice}</p>}
      <p className="address-map__links">
        <a className="link" href={openStreetMapUrl(lat, lng)} target="_blank" rel="noopener noreferrer">
          Voir sur OpenStreetMap<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
        {info && !analytics && (
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
