import { AddressMap } from './AddressMap';
import type { RestaurantData } from '../../restaurant-types';
import { FiltersPanelBlock } from './FiltersBlock';
import { Gallery } from './Gallery';
import { HoursTable } from './HoursTable';

/** 'Restaurant' tab: photos, presentation, hours, address and features. */
export function InfoTab({ restaurant: r }: { restaurant: RestaurantData }) {
  return (
    <div className="info-tab">
      <Gallery photos={r.photos} name={r.name} />
      {r.biography && (
        <section className="info-block" aria-labelledby="bio-title">
          <h2 id="bio-title" className="section-title">
            Présentation
          </h2>
          {r.biography.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i} className="info-block__text">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      <HoursTable schedule={r.schedule} specialDates={r.specialDates} />
      <section className="info-block" aria-labelledby="address-title">
        <h2 id="address-title" className="section-title">
          Adresse
        </h2>
        <address className="info-block__address">
          {r.address.street}
          <br />
          {r.address.postalCode} {r.address.city}
        </address>
        <AddressMap lat={r.lat} lng={r.lng} name={r.name} />
      </section>
      <FiltersPanelBlock filters={r.filters} />
    </div>
  );
}
