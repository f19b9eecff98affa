import type { CardFieldsFragment } from '../../../graphql/__generated__/graphql';
import { JsonLd } from '../../../ui/JsonLd';
import { itemListJsonLd } from '../structured-data';

/** schema.org ItemList of a result page (its first 10 restaurants); loaded after the list, it adds nothing a visitor sees. */
export default function ListJsonLd({ items, name }: { items: readonly CardFieldsFragment[]; name: string }) {
  return <JsonLd data={itemListJsonLd(items, window.location.origin, name)} />;
}
