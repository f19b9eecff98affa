import { serializeJsonLd } from '../features/restaurants/structured-data';

/** schema.org structured data. It is data, not script: browsers never run it, so the CSP does not apply. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
