/** The import record's publication, photos, menu (with the daily menus) and reviews. */
import { IMPORTABLE_UNPUBLISHED_STATUSES } from '../../../../common/restaurant-status.js';
import { IMPORT_LIMITS, type MenuStyle, type PhotoKind, type RestaurantRecord, type ReviewStatus, type UnpublishedStatus } from './import-format.js';
import { bool, euros, int, isObj, isoDateTime, isoDay, obj, oneOf, optArr, optStr, RecordError, str, type Obj } from './record-checks.js';

const PHOTO_KINDS: readonly PhotoKind[] = ['devanture', 'gallery', 'menu'];
const MENU_STYLES: readonly MenuStyle[] = ['classique', 'ardoise', 'moderne'];
const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected', 'removed'];
const UNPUBLISHED: readonly UnpublishedStatus[] = IMPORTABLE_UNPUBLISHED_STATUSES;

/** published (default false), the status of an unpublished restaurant (default draft), and datePublished. */
export function parsePublication(r: Obj): Pick<RestaurantRecord, 'status' | 'datePublished'> {
  const published = bool(r.published, 'published', false);
  let status: RestaurantRecord['status'] = published ? 'published' : 'draft';
  if (r.status !== undefined && r.status !== null) {
    if (published) {
      if (r.status !== 'published') throw new RecordError('status', 'incompatible avec published: true');
    } else {
      status = oneOf(r.status, 'status', UNPUBLISHED, 'draft');
    }
  }
  const datePublished = r.datePublished === undefined || r.datePublished === null ? null : isoDateTime(r.datePublished, 'datePublished');
  return { status, datePublished };
}

/** A path or an http(s) address each; the first is the front (devanture) unless one is named, positions per kind. */
export function parsePhotos(raw: unknown): RestaurantRecord['photos'] {
  const photoList = optArr(raw, 'photos');
  if (photoList.length > IMPORT_LIMITS.photos) throw new RecordError('photos', `au plus ${IMPORT_LIMITS.photos} photos`);
  const explicitDevanture = photoList.some((p) => isObj(p) && p.kind === 'devanture');
  const counters: Record<PhotoKind, number> = { devanture: 0, gallery: 0, menu: 0 };
  return photoList.map((p, i) => {
    const path = `photos[${i}]`;
    const item = typeof p === 'string' ? { src: p } : obj(p, path);
    const src = str(item.src, `${path}.src`, 1, 2000);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(src) && !/^https?:\/\//i.test(src)) {
      throw new RecordError(`${path}.src`, 'seules les adresses http:// ou https:// et les chemins de fichier sont acceptés');
    }
    if (/^data:/i.test(src)) throw new RecordError(`${path}.src`, 'les adresses data: ne sont pas acceptées');
    const kind = oneOf(item.kind, `${path}.kind`, PHOTO_KINDS, i === 0 && !explicitDevanture ? 'devanture' : 'gallery');
    if (kind === 'devanture' && counters.devanture > 0) throw new RecordError(`${path}.kind`, 'une seule photo de devanture');
    const alt = optStr(item.alt, `${path}.alt`, 200);
    return { src, kind, position: counters[kind]++, alt };
  });
}

function parseSections(raw: unknown): NonNullable<RestaurantRecord['menu']>['sections'] {
  const sectionList = optArr(raw, 'menu.sections');
  if (sectionList.length > IMPORT_LIMITS.sections) throw new RecordError('menu.sections', `au plus ${IMPORT_LIMITS.sections} rubriques`);
  return sectionList.map((s, i) => {
    const path = `menu.sections[${i}]`;
    const so = obj(s, path);
    const title = str(so.title, `${path}.title`, 1, 80);
    const dishList = optArr(so.dishes, `${path}.dishes`);
    if (dishList.length > IMPORT_LIMITS.dishesPerSection) throw new RecordError(`${path}.dishes`, `au plus ${IMPORT_LIMITS.dishesPerSection} plats`);
    const dishes = dishList.map((d, j) => {
      const dp = `${path}.dishes[${j}]`;
      const dobj = obj(d, dp);
      return {
        name: str(dobj.name, `${dp}.name`, 1, 120),
        description: optStr(dobj.description, `${dp}.description`, 500),
        priceCents: euros(dobj.price, `${dp}.price`),
      };
    });
    return { title, dishes };
  });
}

function parseDailyMenus(raw: unknown): RestaurantRecord['dailyMenus'] {
  const dailyList = optArr(raw, 'menu.daily');
  if (dailyList.length > IMPORT_LIMITS.dailyMenus) throw new RecordError('menu.daily', `au plus ${IMPORT_LIMITS.dailyMenus} menus du jour`);
  return dailyList.map((d, i) => {
    const path = `menu.daily[${i}]`;
    const o = obj(d, path);
    const startsOn = isoDay(o.startsOn, `${path}.startsOn`);
    const endsOn = o.endsOn === undefined || o.endsOn === null ? startsOn : isoDay(o.endsOn, `${path}.endsOn`);
    if (endsOn < startsOn) throw new RecordError(`${path}.endsOn`, 'doit être postérieure ou égale à startsOn');
    return {
      title: o.title === undefined || o.title === null ? 'Menu du jour' : str(o.title, `${path}.title`, 1, 100),
      description: optStr(o.description, `${path}.description`, 2000),
      priceCents: euros(o.price, `${path}.price`),
      startsOn,
      endsOn,
    };
  });
}

/** The menu (style, sections of dishes) and its daily menus; none without a menu. */
export function parseMenu(raw: unknown): Pick<RestaurantRecord, 'menu' | 'dailyMenus'> {
  if (raw === undefined || raw === null) return { menu: null, dailyMenus: [] };
  const m = obj(raw, 'menu');
  for (const key of Object.keys(m)) {
    if (!['style', 'sections', 'daily'].includes(key)) throw new RecordError(`menu.${key}`, 'champ inconnu');
  }
  const style = oneOf(m.style, 'menu.style', MENU_STYLES, 'classique');
  const sections = parseSections(m.sections);
  const dailyMenus = parseDailyMenus(m.daily);
  return { menu: { style, sections }, dailyMenus };
}

export function parseReviews(raw: unknown): RestaurantRecord['reviews'] {
  const reviewList = optArr(raw, 'reviews');
  if (reviewList.length > IMPORT_LIMITS.reviews) throw new RecordError('reviews', `au plus ${IMPORT_LIMITS.reviews} avis`);
  return reviewList.map((rv, i) => {
    const path = `reviews[${i}]`;
    const o = obj(rv, path);
    const visitDate = isoDay(o.visitDate, `${path}.visitDate`);
    const createdAt = isoDateTime(o.createdAt, `${path}.createdAt`);
    if (visitDate > createdAt.slice(0, 10)) throw new RecordError(`${path}.visitDate`, 'la visite doit précéder la date de l’avis (createdAt, en UTC)');
    const status = oneOf(o.status, `${path}.status`, REVIEW_STATUSES, 'published');
    return {
      author: str(o.author, `${path}.author`, 1, 60),
      rating: int(o.rating, `${path}.rating`, 1, 5),
      text: str(o.text, `${path}.text`, 1, 3000),
      visitDate,
      createdAt,
      status,
    };
  });
}
