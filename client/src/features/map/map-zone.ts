import { checkCoordinates } from '../../../../common/input-rules';
import type { MapZone } from '../restaurants';

/** The zone of the address, when it is a real point of the service area (an edited address is ignored). */
export function parseZone(value: string | null): MapZone | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value ?? '');
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  return checkCoordinates(lat, lng) ? null : { lat, lng };
}
