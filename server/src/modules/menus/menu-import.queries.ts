import type { Db } from '../../db/transaction.js';

// The menus module's hand-written SQL for the importer: a restaurant's carte and daily menus replaced, each list in one
// statement (unnest).

interface ImportedSection { title: string; dishes: { name: string; description: string; priceCents: number | null }[] }
interface ImportedDailyMenu { title: string; description: string; priceCents: number | null; startsOn: string; endsOn: string }

/** Deletes a restaurant's menu (its sections and dishes with it) and daily menus, before an import writes them again. */
export async function deleteMenusOf(db: Db, restaurantId: number): Promise<void> {
  await db.query(`DELETE FROM menu WHERE restaurant_id = $1`, [restaurantId]);
  await db.query(`DELETE FROM daily_menu WHERE restaurant_id = $1`, [restaurantId]);
}

/** The menu row (style, and whether it is shown as sections rather than pictures). */
export async function insertMenu(db: Db, restaurantId: number, style: string, interactive: boolean): Promise<void> {
  await db.query(`INSERT INTO menu (restaurant_id, style, interactive) VALUES ($1, $2, $3)`, [restaurantId, style, interactive]);
}

/** The menu's sections and their dishes, in one statement. */
export async function insertMenuSections(db: Db, restaurantId: number, sections: readonly ImportedSection[]): Promise<void> {
  const dishes = sections.flatMap((s, sp) => s.dishes.map((d, p) => ({ sp, p, ...d })));
  await db.query(
    `WITH s AS (
       INSERT INTO menu_section (restaurant_id, position, title)
       SELECT $1, * FROM unnest($2::smallint[], $3::text[])
       RETURNING id, position)
     INSERT INTO menu_dish (section_id, position, name, description, price_cents)
     SELECT s.id, d.position, d.name, d.description, d.price_cents
     FROM unnest($4::smallint[], $5::smallint[], $6::text[], $7::text[], $8::integer[]) AS d(section_position, position, name, description, price_cents)
     JOIN s ON s.position = d.section_position`,
    [
      restaurantId,
      sections.map((_, i) => i),
      sections.map((s) => s.title),
      dishes.map((d) => d.sp),
      dishes.map((d) => d.p),
      dishes.map((d) => d.name),
      dishes.map((d) => d.description),
      dishes.map((d) => d.priceCents),
    ],
  );
}

/** The daily menus, in one statement. */
export async function insertDailyMenus(db: Db, restaurantId: number, dailyMenus: readonly ImportedDailyMenu[]): Promise<void> {
  const dm = dailyMenus;
  await db.query(
    `INSERT INTO daily_menu (restaurant_id, title, description, price_cents, starts_on, ends_on)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::integer[], $5::date[], $6::date[])`,
    [restaurantId, dm.map((d) => d.title), dm.map((d) => d.description), dm.map((d) => d.priceCents), dm.map((d) => d.startsOn), dm.map((d) => d.endsOn)],
  );
}
