import { ALLERGEN_NOTICE } from '../../../../../../common/menu-rules';
import type { MenuData } from '../../restaurant-types';
import { formatCents, frenchDay } from '../../restaurant-format';
import { PhotoGrid } from './PhotoGrid';

const pageTitle = (i: number, count: number) => (count > 1 ? `Carte, page ${i + 1} sur ${count}` : 'Carte du restaurant');

function DailyDates({ startsOn, endsOn }: { startsOn: string; endsOn: string }) {
  return <>{startsOn === endsOn ? `Le ${frenchDay(startsOn)}` : `Du ${frenchDay(startsOn)} au ${frenchDay(endsOn)}`}</>;
}

/**
 * 'Menu' tab: the daily menus, the sections and dishes, and the menu pictures, drawn in the carte's style (classique,
 * ardoise, moderne). Without interactmenu the restaurateur shows the pictures of the carte only, not its sections. The
 * pictures are thumbnails that open a viewer (issue 25).
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
          {daily.images.length > 0 && (
            <PhotoGrid
              photos={daily.images}
              label={`Photos du menu du jour : ${daily.title}`}
              altOf={() => daily.title}
              titleOf={(i, count) => `${daily.title}${count > 1 ? `, photo ${i + 1} sur ${count}` : ''}`}
              shape="portrait"
            />
          )}
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
        <PhotoGrid photos={menu.images} label="Photos de la carte" altOf={(i) => pageTitle(i, menu.images.length)} titleOf={pageTitle} shape="portrait" />
      )}
      {empty && <p className="muted">La carte de ce restaurant n’est pas encore disponible.</p>}
      {!empty && (
        <p className="menu-tab__allergens" role="note">
          {ALLERGEN_NOTICE}
        </p>
      )}
    </div>
  );
}
