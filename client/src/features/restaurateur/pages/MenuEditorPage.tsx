import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMyMenuQuery } from '../../../graphql/__generated__/hooks';
import type { MenuEditorFieldsFragment } from '../../../graphql/__generated__/graphql';
import { Loading } from '../../../ui/Loading';
import { NETWORK_ERROR } from '../../../ui/forms/result-errors';
import { CarteForm } from '../components/CarteForm';
import { DailyMenus } from '../components/DailyMenus';
import { RestaurateurGuard, type SpaceRestaurant } from '../../accounts';
import { SpacePage } from '../components/SpacePage';
import { useUnsavedChanges } from '../components/useUnsavedChanges';

/**
 * /modifyMenu/{date_post?}: the carte (style, interactmenu, sections and dishes, photos) and the daily menus; date_post
 * (yyyy-mm-dd) opens the daily menu of that day, or a new one starting that day.
 */
export default function MenuEditorPage() {
  return <RestaurateurGuard title="Ma carte">{(restaurant) => <MenuLoader restaurant={restaurant} />}</RestaurateurGuard>;
}

function MenuLoader({ restaurant }: { restaurant: SpaceRestaurant }) {
  const { data, loading, error } = useMyMenuQuery({ variables: { idUrl: restaurant.idUrl }, fetchPolicy: 'network-only' });
  const menu = data?.myMenu.__typename === 'MenuEditor' ? data.myMenu : null;
  return (
    <SpacePage title="Ma carte et mes menus du jour" restaurantName={menu?.name ?? restaurant.name} publicPath={menu?.published ? menu.path : null}>
      {menu ? (
        <MenuEditor initial={menu} />
      ) : loading ? (
        <Loading />
      ) : (
        <p className="notice notice--error" role="alert">
          {error || !data || data.myMenu.__typename === 'MenuEditor' ? NETWORK_ERROR : data.myMenu.message}
        </p>
      )}
    </SpacePage>
  );
}

function MenuEditor({ initial }: { initial: MenuEditorFieldsFragment }) {
  const { datePost = null } = useParams();
  const [menu, setMenu] = useState(initial);
  const [carteDirty, setCarteDirty] = useState(false);
  const [dailyDirty, setDailyDirty] = useState(false);
  const onCarteDirty = useCallback((dirty: boolean) => setCarteDirty(dirty), []);
  const onDailyDirty = useCallback((dirty: boolean) => setDailyDirty(dirty), []);
  const leaving = useUnsavedChanges(carteDirty || dailyDirty);
  const carte = (
    <section key="carte" id="carte" className="space__block" aria-labelledby="carte-title">
      <h2 id="carte-title" className="space__block-title">
        La carte
      </h2>
      <CarteForm menu={menu} onSaved={setMenu} onDirtyChange={onCarteDirty} />
    </section>
  );
  const daily = (
    <section key="daily" id="menus-du-jour" className="space__block" aria-labelledby="daily-title">
      <h2 id="daily-title" className="space__block-title">
        Menus du jour
      </h2>
      <DailyMenus menu={menu} datePost={datePost} onSaved={setMenu} onDirtyChange={onDailyDirty} />
    </section>
  );
  return (
    <>
      <nav className="space__toc" aria-label="Sur cette page">
        <a href="#carte">La carte</a>
        <a href="#menus-du-jour">Menus du jour</a>
      </nav>
      {/* The part date_post points at comes first; keyed, so each form keeps its state when the address changes. */}
      {datePost !== null ? [daily, carte] : [carte, daily]}
      {leaving}
    </>
  );
}
