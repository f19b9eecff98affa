import Supercluster from 'supercluster';
import type { MapPinsQuery } from '../../graphql/__generated__/graphql';
import type { Camera } from './map-view';

/** A restaurant on the map (mapPins, issue 25). */
export type Pin = Extract<MapPinsQuery['mapPins'], { __typename: 'MapPins' }>['pins'][number];

export type MapMark =
  | { kind: 'pin'; pin: Pin; lat: number; lng: number }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number };

/** Markers closer than this (in screen pixels) are grouped into one, which shows how many it holds. */
const CLUSTER_RADIUS_PX = 56;
/** From this zoom on, every restaurant has its own marker (two at the same address stay side by side at 17+). */
const CLUSTER_MAX_ZOOM = 16;

/**
 * Every pin of a search, grouped by supercluster (a kept library, not a hand-made grouping): `marks` gives the markers
 * of the visible part of the map at its zoom, `zoomToOpen` the zoom at which a group splits.
 */
export class PinClusters {
  private readonly index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: CLUSTER_MAX_ZOOM });

  constructor(private readonly pins: readonly Pin[]) {
    this.index.load(pins.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.lng, p.lat] } })));
  }

  marks({ bounds, zoom }: Camera): MapMark[] {
    const features = this.index.getClusters([bounds.west, bounds.south, bounds.east, bounds.north], Math.round(zoom));
    return features.map((f) => {
      const [lng, lat] = f.geometry.coordinates;
      if ('cluster' in f.properties && f.properties.cluster) return { kind: 'cluster', id: f.properties.cluster_id, count: f.properties.point_count, lat, lng };
      const pin = this.pins[(f.properties as { i: number }).i];
      return { kind: 'pin', pin, lat: pin.lat, lng: pin.lng };
    });
  }

  zoomToOpen(clusterId: number): number {
    return Math.min(this.index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
  }
}

/** How a marker is read out: a restaurant with its rating, or a group and how to open it. */
export function markLabel(mark: MapMark, rating: string): string {
  if (mark.kind === 'cluster') return `${mark.count} restaurants ici : zoomer pour les voir`;
  return `${mark.pin.name}${rating ? `, note ${rating} sur 5` : ''}`;
}
