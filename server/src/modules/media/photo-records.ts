import { In } from 'typeorm';
import type { Db } from '../../db/transaction.js';
import { PhotoEntity, type PhotoKind } from './photo.entity.js';

/** Positions are unique per (restaurant, kind): photos being reordered first move out of the way, above this. */
const PARKED = 10_000;

type NewPhoto = Pick<PhotoEntity, 'restaurantId' | 'kind' | 'path' | 'width' | 'height' | 'sizeBytes' | 'alt'> & { dailyMenuId?: number | null };

/**
 * What other modules ask of the `photo` table, which only the media module reads and writes (ADR 0006): the description
 * page's devanture and gallery, the carte's photos and the daily menus' pictures. Each takes the caller's `db`, so it
 * joins the caller's transaction.
 */
export const photoRecords = {
  list(db: Db, restaurantId: number, kinds: readonly PhotoKind[]): Promise<PhotoEntity[]> {
    return db.getRepository(PhotoEntity).find({ where: { restaurantId, kind: In([...kinds]) }, order: { position: 'ASC', id: 'ASC' } });
  },

  count(db: Db, restaurantId: number, kind: PhotoKind): Promise<number> {
    return db.getRepository(PhotoEntity).count({ where: { restaurantId, kind } });
  },

  one(db: Db, restaurantId: number, id: number): Promise<PhotoEntity | null> {
    return db.getRepository(PhotoEntity).findOne({ where: { id, restaurantId } });
  },

  ofDailyMenu(db: Db, dailyMenuId: number): Promise<PhotoEntity[]> {
    return db.getRepository(PhotoEntity).find({ where: { dailyMenuId } });
  },

  /** Added after the last photo of its kind (the daily menus' pictures share one kind, so their position is capped). */
  async add(db: Db, photo: NewPhoto): Promise<PhotoEntity> {
    const photos = db.getRepository(PhotoEntity);
    const last = await photos.findOne({ select: { id: true, position: true }, where: { restaurantId: photo.restaurantId, kind: photo.kind }, order: { position: 'DESC' } });
    return photos.save({ dailyMenuId: null, ...photo, position: last ? Math.min(last.position + 1, PARKED - 1) : 0 });
  },

  async remove(db: Db, ids: readonly number[]): Promise<void> {
    if (ids.length) await db.getRepository(PhotoEntity).delete({ id: In([...ids]) });
  },

  /** These photos of a kind take these positions (their order here) and alternative texts; the caller checked the ids. */
  async arrange(db: Db, restaurantId: number, kind: PhotoKind, ordered: readonly { id: number; alt: string }[]): Promise<void> {
    const photos = db.getRepository(PhotoEntity);
    if (!ordered.length) return;
    await photos.createQueryBuilder().update().set({ position: () => `position + ${PARKED}` })
      .where('restaurant_id = :restaurantId AND kind = :kind', { restaurantId, kind }).execute();
    for (const [position, p] of ordered.entries()) await photos.update({ id: p.id, restaurantId }, { position, alt: p.alt });
  },

  async setAlt(db: Db, restaurantId: number, id: number, alt: string): Promise<void> {
    await db.getRepository(PhotoEntity).update({ id, restaurantId }, { alt });
  },
};
