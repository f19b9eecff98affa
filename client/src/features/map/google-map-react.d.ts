/** Minimal typings for google-map-react 2.2 (the package ships none); only the props Mijote uses. */
declare module 'google-map-react' {
  import type { ComponentType, ReactNode } from 'react';

  export interface Coords {
    lat: number;
    lng: number;
  }

  export interface BootstrapURLKeys {
    key: string;
    language?: string;
    region?: string;
  }

  export interface MapOptions {
    clickableIcons?: boolean;
    fullscreenControl?: boolean;
    mapTypeControl?: boolean;
    streetViewControl?: boolean;
    gestureHandling?: 'cooperative' | 'greedy' | 'none' | 'auto';
  }

  export interface GoogleMapProps {
    bootstrapURLKeys?: BootstrapURLKeys;
    defaultCenter?: Coords;
    center?: Coords;
    defaultZoom?: number;
    zoom?: number;
    options?: MapOptions;
    /** Replaces the built-in script loader; must resolve with `google.maps`. */
    googleMapLoader?: (keys: BootstrapURLKeys) => Promise<unknown>;
    yesIWantToUseGoogleMapApiInternals?: boolean;
    onGoogleApiLoaded?: (api: { map: unknown; maps: unknown }) => void;
    onChildClick?: (key: string) => void;
    /** After every move of the map (and once loaded): its centre, zoom and corners. */
    onChange?: (value: { center: Coords; zoom: number; bounds: { nw: Coords; ne: Coords; sw: Coords; se: Coords }; size: { width: number; height: number } }) => void;
    children?: ReactNode;
  }

  const GoogleMapReact: ComponentType<GoogleMapProps>;
  export default GoogleMapReact;
}
