import type { PhotoEntity } from '../media/index.js';
import { toPhoto, type FullRow } from '../restaurants/index.js';
import type { MenuRow } from './menus.queries.js';
import { Menu } from './menu.type.js';

/** A restaurant's menu as both transports give it: structured sections and dishes, menu images, the daily menus with theirs. */
export const toMenu = (r: FullRow, row: MenuRow | undefined, photos: PhotoEntity[]): Menu => Object.assign(new Menu(), {
  idUrl: r.id_url,
  style: row?.style ?? 'classique',
  interactive: row?.interactive ?? true,
  sections: row?.sections ?? [],
  images: photos.filter((p) => p.kind === 'menu').map(toPhoto),
  daily: (row?.daily ?? []).map((d) => ({ ...d, images: photos.filter((p) => p.dailyMenuId === d.id).map(toPhoto) })),
  address: { street: r.street, postalCode: r.postal_code, city: r.city_name },
  phone: r.phone,
  dateUpdate: row?.date_update ?? null,
});
