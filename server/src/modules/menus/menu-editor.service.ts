import { MENU_LIMITS, MENU_MESSAGES, normaliseCarte, type MenuStyleName, type SectionValue } from '../../../../common/menu-rules.js';
import { restaurantPath } from '../../../../common/slug.js';
import { repository, withTransaction } from '../../db/transaction.js';
import type { RequestContext } from '../../graphql/context.js';
import { photoRecords, removeImages, type PhotoEntity, restaurantImagePath, uploadImage } from '../media/index.js';
import { restaurantService } from '../restaurants/index.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { ServiceError } from '../shared/service-errors.js';
import { DailyMenuEntity } from './daily-menu.entity.js';
import { MenuDishEntity } from './menu-dish.entity.js';
import { MenuSectionEntity } from './menu-section.entity.js';
import { MenuEntity } from './menu.entity.js';
import { menuOf } from './menus.queries.js';

interface EditorPhoto { id: number; url: string; width: number; height: number; alt: string }
interface EditorDaily { id: number; title: string; description: string; priceCents: number | null; startsOn: string; endsOn: string; image: EditorPhoto | null }
export interface EditorMenu {
  idUrl: string; name: string; path: string; published: boolean; style: string; interactive: boolean;
  sections: SectionValue[]; photos: EditorPhoto[]; daily: EditorDaily[]; dateUpdate: Date | null;
}

interface CarteInput {
  idUrl: string; style: string; interactive: boolean;
  sections: { title: string; dishes: { name: string; description?: string | null; priceCents?: number | null }[] }[];
  photos: { id: number; alt: string }[];
}
interface DailyInput { idUrl: string; id?: number | null; title: string; description?: string | null; priceCents?: number | null; startsOn: string; endsOn: string }

const toEditorPhoto = (p: PhotoEntity): EditorPhoto => ({ id: p.id, url: `/media/${p.path}`, width: p.width, height: p.height, alt: p.alt });

/**
 * /modifyMenu (issue 12): the carte, its photos and the daily menus of the restaurateur's own restaurant. Every method
 * goes through restaurantService.owned (another account's restaurant is FORBIDDEN); every write is one transaction,
 * and files of removed photos are deleted only once it has committed.
 */
class MenuEditorService {
  async editor(ctx: RequestContext, idUrl: string): Promise<EditorMenu> {
    const r = await restaurantService.owned(ctx, idUrl);
    const row = await menuOf(ctx.db, r.id, '0001-01-01');
    const photos = await photoRecords.list(ctx.db, r.id, ['menu', 'daily_menu']);
    const daily = await repository(ctx, DailyMenuEntity).find({ where: { restaurantId: r.id }, order: { startsOn: 'DESC', id: 'DESC' } });
    return {
      idUrl: r.id_url, name: r.name, path: restaurantPath(r.city_slug, r.name, r.id_url), published: r.status === 'published',
      style: row?.style ?? 'classique', interactive: row?.interactive ?? true,
      sections: (row?.sections ?? []).map((s) => ({ title: s.title, dishes: s.dishes.map((d) => ({ name: d.name, description: d.description, priceCents: d.priceCents })) })),
      photos: photos.filter((p) => p.kind === 'menu').map(toEditorPhoto),
      daily: daily.map((d) => {
        const image = photos.find((p) => p.dailyMenuId === d.id);
        return { id: d.id, title: d.title, description: d.description, priceCents: d.priceCents, startsOn: d.startsOn, endsOn: d.endsOn, image: image ? toEditorPhoto(image) : null };
      }),
      dateUpdate: row?.date_update ?? null,
    };
  }

  /** The whole carte in one transaction: style and interactmenu, the sections and dishes replaced, the photos kept in order. */
  async saveCarte(ctx: RequestContext, input: CarteInput): Promise<EditorMenu> {
    const removed = await withTransaction(ctx, async (tx) => {
      const r = await restaurantService.editable(tx, input.idUrl);
      const menus = repository(tx, MenuEntity);
      const settings = { style: input.style as MenuStyleName, interactive: input.interactive };
      const updated = await menus.update({ restaurantId: r.id }, { ...settings, dateUpdate: () => 'now()' });
      if (!updated.affected) await menus.insert({ restaurantId: r.id, ...settings });
      await repository(tx, MenuSectionEntity).delete({ restaurantId: r.id });
      const sections = normaliseCarte(input.sections.map((s) => ({ title: s.title, dishes: s.dishes.map((d) => ({ name: d.name, description: d.description ?? '', priceCents: d.priceCents ?? null })) })));
      for (const [position, s] of sections.entries()) {
        const saved = await repository(tx, MenuSectionEntity).save({ restaurantId: r.id, position, title: s.title });
        if (s.dishes.length) {
          await repository(tx, MenuDishEntity).insert(s.dishes.map((d, i) => ({ sectionId: saved.id, position: i, name: d.name, description: d.description, priceCents: d.priceCents })));
        }
      }
      restaurantPageChanged(tx.db, input.idUrl);
      return this.keepPhotos(tx, r.id, input.photos);
    });
    await removeImages(ctx.config, removed);
    return this.editor(ctx, input.idUrl);
  }

  /** Keeps these menu photos, in this order, with their descriptions; deletes the others; answers the removed files. */
  private async keepPhotos(tx: RequestContext, restaurantId: number, kept: { id: number; alt: string }[]): Promise<string[]> {
    const current = await photoRecords.list(tx.db, restaurantId, ['menu']);
    const ids = new Set(current.map((p) => p.id));
    if (new Set(kept.map((p) => p.id)).size !== kept.length || kept.some((p) => !ids.has(p.id))) {
      throw new ServiceError('INVALID_INPUT', MENU_MESSAGES.photoUnknown, 'photos');
    }
    const keptIds = kept.map((p) => p.id);
    const gone = current.filter((p) => !keptIds.includes(p.id));
    await photoRecords.remove(tx.db, gone.map((p) => p.id));
    await photoRecords.arrange(tx.db, restaurantId, 'menu', kept.map((p) => ({ id: p.id, alt: p.alt.trim() })));
    return gone.map((p) => p.path);
  }

  /** Creates or changes one daily menu of the restaurant (its dates, title, text and price). */
  async saveDaily(ctx: RequestContext, input: DailyInput): Promise<EditorDaily> {
    const id = await withTransaction(ctx, async (tx) => {
      const r = await restaurantService.editable(tx, input.idUrl);
      const dailies = repository(tx, DailyMenuEntity);
      const values = {
        title: input.title.trim(), description: (input.description ?? '').trim(), priceCents: input.priceCents ?? null, startsOn: input.startsOn, endsOn: input.endsOn,
      };
      let savedId: number;
      if (input.id != null) {
        const existing = await dailies.findOne({ select: { id: true }, where: { id: input.id, restaurantId: r.id } });
        if (!existing) throw new ServiceError('NOT_FOUND', MENU_MESSAGES.dailyUnknown, 'id');
        await dailies.update({ id: existing.id }, values);
        savedId = existing.id;
      } else {
        if ((await dailies.count({ where: { restaurantId: r.id } })) >= MENU_LIMITS.dailyMenus) {
          throw new ServiceError('INVALID_INPUT', MENU_MESSAGES.tooManyDailyMenus, 'id');
        }
        savedId = (await dailies.save({ restaurantId: r.id, ...values })).id;
      }
      await this.touch(tx, r.id);
      restaurantPageChanged(tx.db, input.idUrl);
      return savedId;
    });
    return (await this.editor(ctx, input.idUrl)).daily.find((d) => d.id === id)!;
  }

  /** Deletes one daily menu of the restaurant, and its picture. */
  async deleteDaily(ctx: RequestContext, idUrl: string, id: number): Promise<EditorMenu> {
    const removed = await withTransaction(ctx, async (tx) => {
      const r = await restaurantService.editable(tx, idUrl);
      const existing = await repository(tx, DailyMenuEntity).findOne({ select: { id: true }, where: { id, restaurantId: r.id } });
      if (!existing) throw new ServiceError('NOT_FOUND', MENU_MESSAGES.dailyUnknown, 'id');
      const pictures = await photoRecords.ofDailyMenu(tx.db, id);
      await repository(tx, DailyMenuEntity).delete({ id });
      await this.touch(tx, r.id);
      restaurantPageChanged(tx.db, idUrl);
      return pictures.map((p) => p.path);
    });
    await removeImages(ctx.config, removed);
    return this.editor(ctx, idUrl);
  }

  /**
   * POST /api/menuPhoto: a picture of the carte (added last, at most MENU_LIMITS.photos) or, with `dailyMenuId`, the picture of
   * that daily menu (replacing the one it had). The file is checked and re-encoded first; the row is written in one
   * transaction; a file no row points at is deleted.
   */
  async upload(ctx: RequestContext, idUrl: string, dailyMenuId: number | null, body: unknown): Promise<EditorPhoto> {
    const owned = await restaurantService.owned(ctx, idUrl);
    // Kept as every photo is unless said otherwise (STORED_PHOTO); its variants are made on first request.
    const prefix = dailyMenuId ? `daily-${dailyMenuId}` : 'menu';
    const path = restaurantImagePath(owned.id_url, (hash, random) => `${prefix}-${hash}${random}`);
    const stored = await uploadImage(ctx.config, body, { visibility: 'public', path });
    let replaced: string[] = [];
    try {
      const photo = await withTransaction(ctx, async (tx) => {
        const r = await restaurantService.editable(tx, idUrl);
        if (dailyMenuId) {
          const daily = await repository(tx, DailyMenuEntity).findOne({ select: { id: true }, where: { id: dailyMenuId, restaurantId: r.id } });
          if (!daily) throw new ServiceError('NOT_FOUND', MENU_MESSAGES.dailyUnknown, 'dailyMenuId');
          const old = await photoRecords.ofDailyMenu(tx.db, dailyMenuId);
          replaced = old.map((p) => p.path);
          await photoRecords.remove(tx.db, old.map((p) => p.id));
        } else if ((await photoRecords.count(tx.db, r.id, 'menu')) >= MENU_LIMITS.photos) {
          throw new ServiceError('INVALID_INPUT', MENU_MESSAGES.tooManyPhotos, 'photo');
        }
        const saved = await photoRecords.add(tx.db, {
          restaurantId: r.id, dailyMenuId, kind: dailyMenuId ? 'daily_menu' : 'menu', path: stored.path, width: stored.width, height: stored.height,
          sizeBytes: stored.sizeBytes, alt: '',
        });
        if (!dailyMenuId) await this.touch(tx, r.id);
        restaurantPageChanged(tx.db, idUrl);
        return saved;
      });
      await removeImages(ctx.config, replaced);
      return toEditorPhoto(photo);
    } catch (error) {
      // Refused or failed: no row points at the new file (its name is the upload's own).
      await removeImages(ctx.config, [stored.path]);
      throw error;
    }
  }

  /** The menu's date_update (the public tab's 'mise à jour'); creates the menu row of a restaurant that had none. */
  private async touch(tx: RequestContext, restaurantId: number): Promise<void> {
    const menus = repository(tx, MenuEntity);
    const updated = await menus.update({ restaurantId }, { dateUpdate: () => 'now()' });
    if (!updated.affected) await menus.insert({ restaurantId });
  }
}

export const menuEditorService = new MenuEditorService();
