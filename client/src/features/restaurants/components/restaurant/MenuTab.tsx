import type { MenuData } from '../../restaurant-types';
import { formatCents, frenchDay } from '../../restaurant-format';

function DailyDates({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  return <>{startsOn === endsOn ? `Le ${frenchDay(startsOn)}` : `Du ${frenchDay(startsOn)} au ${frenchDay(endsOn)}`}</>;
}

/**
 * 'Menu' tab: the daily menus, the sections and dishes, and the menu pictures, drawn in the carte's style (classique,
 * ardoise, moderne). Without interactmenu the restaurateur shows the pictures of the carte only, not its sections.
 */
export function MenuTab({ menu, loading }: { menu: MenuData | null; loading: boolean }) {
  if (!menu) return <p className="muted">{loading ? 'Chargement de la carte…' : 'La carte de ce restaurant n’est pas encore disponible.'}</p>;
  const sections = menu.interactive ? menu.sections : [];
  const empty = sections.length === 0 && menu.images.length === 0 && menu.daily.length === 0;
  return (
    <div className={`menu-tab menu-tab--${menu.style}`}>
      {menu.daily.map((daily) => (
        <section key={`${daily.startsOn}-${daily.title}`} className="daily-menu" aria-label={`Menu du jour : ${daily.title}`}>
          <p className="daily-menu__eyebrow">Menu du jour</p>
          <h2 className="daily-menu__title">{daily.title}</h2>
          <p className="daily-menu__dates">
            <DailyDates startsOn={daily.startsOn} endsOn={daily.endsOn} />
          </p>
          {daily.description && <p className="daily-menu__text">{daily.description}</p>}
          {daily.priceCents != null && <p className="daily-menu__price">{formatCents(daily.priceCents)}</p>}
          {daily.images.map((img) => (
            <img key={img.url} className="menu-tab__image" src={img.url} alt={img.alt || daily.title} width={img.width} height={img.height} loading="lazy" />
          ))}
        </section>
      ))}
      {sections.map((section) => (
        <section key={section.title} className="menu-section">
          <h2 className="menu-section__title">{section.title}</h2>
          <ul className="menu-section__dishes">
            {section.dishes.map((dish) => (
              <li key={dish.name} className="dish">
                <div className="dish__line">
                  <span className="dish__name">{dish.name}</span>
                  <span className="dish__dots" aria-hidden="true" />
                  {dish.priceCents != null && <span className="dish__price">{formatCents(dish.priceCents)}</span>}
                </div>
                {dish.description && <p className="dish__description">{dish.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {menu.images.length > 0 && (
        <section className="menu-images" aria-label="Photos de la carte">
          {menu.images.map((img) => (
            <img key={img.url} className="menu-tab__image" src={img.url} alt={img.alt || 'Carte du restaurant'} width={img.width} height={img.height} loading="lazy" />
          ))}
        </section>
      )}
      {empty && <p className="muted">La carte de ce restaurant n’est pas encore disponible.</p>}
    </div>
  );
}
