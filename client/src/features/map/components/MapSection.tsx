import { lazy, Suspense, useCallback, useState } from 'react';
import { MAP_PIN_LIMIT } from '../../../../../common/constants';
import { networkProblem } from '../../../../../common/network-messages';
import type { SearchInput } from '../../../graphql/__generated__/graphql';
import { useMapPinsQuery } from '../../../graphql/__generated__/hooks';
import { Loading } from '../../../ui/Loading';
import { useSiteInfo } from '../../../ui/site-info';
import { useConsent } from '../../consent';
import type { SearchedZone } from '../map-view';

const RestaurantMap = lazy(() => import('./RestaurantMap'));
// Without a Google key: OpenStreetMap tiles, drawn by Leaflet (issue 15), loaded only here and only after consent.
const OsmRestaurantMap = lazy(() => import('./OsmRestaurantMap'));

/** Which map may be drawn (Google with its key, or OpenStreetMap; only with the consent), and why none when none can. */
function useMapSource() {
  const { analytics, openPreferences } = useConsent();
  const { info, error: infoError } = useSiteInfo();
  const [mapFailed, setMapFailed] = useState(false);
  const onMapError = useCallback(() => setMapFailed(true), []);
  const apiKey = info?.mapsEnabled && analytics && !mapFailed ? info.mapsApiKey : null;
  const osm = info && !info.mapsEnabled && analytics ? info : null;
  let unavailable: string | null = null;
  if (infoError && !info) unavailable = 'La carte n’est pas disponible : la configuration du site n’a pas pu être chargée. Voici la liste des restaurants de votre recherche.';
  else if (info && !analytics) {
    unavailable = `La carte n’est pas disponible : elle utilise ${info.mapsEnabled ? 'Google Maps' : 'OpenStreetMap'}, qui ne se charge qu’avec votre accord (« Mesure d’audience et carte »). Voici la liste des restaurants de votre recherche.`;
  }
  else if (mapFailed) unavailable = 'La carte n’est pas disponible : Google Maps n’a pas pu être chargé. Voici la liste des restaurants de votre recherche.';
  return { apiKey, osm, onMapError, unavailable, askConsent: info && !analytics ? openPreferences : null };
}

interface MapSectionProps {
  /** The search, whatever page of the list is shown: the map shows every restaurant of it. */
  input: SearchInput;
  geoReady: boolean;
  zone: SearchedZone | null;
  onSearchArea: (area: SearchedZone) => void;
  /** The list's count, shown above the map. */
  total: string;
}

/** The map of the search (mapPins, issue 25), or why it is not shown. */
export function MapSection({ input, geoReady, zone, onSearchArea, total }: MapSectionProps) {
  const { apiKey, osm, onMapError, unavailable, askConsent } = useMapSource();
  const pinsQuery = useMapPinsQuery({ variables: { input: { ...input, page: 1 } }, skip: !geoReady || !(apiKey || osm) });
  const pinsResult = (pinsQuery.data ?? pinsQuery.previousData)?.mapPins;
  const pins = pinsResult?.__typename === 'MapPins' ? pinsResult : null;
  const mapLoading = <div className="map-view__canvas map-view__canvas--loading"><Loading /></div>;
  return (
    <section className="page map-page map-layout__map" aria-label="Carte">
      <div className="map-page__head">
        <p className="results__total" aria-live="polite">
          {total}
        </p>
      </div>
      {unavailable && (
        <div className="notice map-page__notice" role="status">
          <p>{unavailable}</p>
          {askConsent && (
            <button type="button" className="button map-page__consent" onClick={askConsent}>
              Gérer mes cookies
            </button>
          )}
        </div>
      )}
      {(apiKey || osm) && !pins && pinsQuery.loading && mapLoading}
      {apiKey && pins && (
        <Suspense fallback={mapLoading}>
          <RestaurantMap apiKey={apiKey} pins={pins.pins} zone={zone} onSearchArea={onSearchArea} onError={onMapError} />
        </Suspense>
      )}
      {osm && pins && (
        <Suspense fallback={mapLoading}>
          <OsmRestaurantMap pins={pins.pins} zone={zone} onSearchArea={onSearchArea} tileUrl={osm.mapTileUrl} attribution={osm.mapTileAttribution} />
        </Suspense>
      )}
      {pins?.truncated && (
        <p className="notice" role="status">
          La carte montre les {MAP_PIN_LIMIT.toLocaleString('fr-FR')} premiers restaurants de la liste : précisez la recherche pour voir les autres.
        </p>
      )}
      {pinsQuery.error && (
        <p className="notice notice--error" role="alert">
          {networkProblem('Impossible de placer les restaurants sur la carte.')}
        </p>
      )}
    </section>
  );
}
