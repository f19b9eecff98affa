import { cityMeta, HOME_META, NEARBY_META } from '../../../../../common/page-meta';
import { itemListJsonLd } from '../../../../../common/structured-data';
import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { usePageMeta } from '../../../ui/head-meta';
import { usePageJsonLd } from '../../../ui/page-json-ld';

/**
 * Title, description and schema.org ItemList (first 10 restaurants) of a result page, as the visitor moves between
 * searches. Loaded with the list, out of the page's first download: the server already wrote them into the HTML it sent.
 */
export default function SearchHead(props: { kind: 'home' | 'city' | 'nearby'; cityName: string; items: readonly CardFieldsFragment[]; name: string }) {
  const { kind, cityName, items, name } = props;
  usePageMeta(kind === 'nearby' ? NEARBY_META : kind === 'home' ? HOME_META : cityName ? cityMeta(cityName) : null);
  usePageJsonLd(items.length ? itemListJsonLd(items, window.location.origin, name) : null);
  return null;
}
