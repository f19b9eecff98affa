import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MAP_PATH } from '../../../../../common/page-addresses';
import { Icon } from '../../../ui/Icon';
import { PIN_ICON } from '../../../ui/icons';
import { useConsent } from '../../consent';
import { mapSearch } from '../map-href';
import '../map-link.css';

/**
 * Top bar link to /map?via=home with the current search (SPEC §2). Without analytics consent in
 * the cookie it opens the cookie banner instead, and goes on to the map if the visitor accepts.
 */
export function MapLink({ search, citySlug, nearby }: { search: URLSearchParams; citySlug?: string | null; nearby?: boolean }) {
  const { analytics, openBanner } = useConsent();
  const navigate = useNavigate();
  const to = `${MAP_PATH}${mapSearch(search, { citySlug: citySlug ?? null, nearby: nearby ?? false })}`;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (analytics) return;
    event.preventDefault();
    openBanner({ reason: 'map', onAnalyticsGranted: () => navigate(to) });
  }

  return (
    <Link className="map-link" to={to} onClick={onClick}>
      <Icon path={PIN_ICON} /> <span className="map-link__text">Carte</span>
    </Link>
  );
}
