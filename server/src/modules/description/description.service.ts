import {
  checkPhotoDimensions, DESCRIPTION_LIMITS, DESCRIPTION_MESSAGES, describeChanges, type DescriptionState, type RestaurantPhotoKind,
} from '../../../../common/description-rules.js';
import { IMAGE_VARIANT_WIDTHS } from '../../../../common/media.js';
import { restaurantPath } from '../../../../common/slug.js';
import { withTransaction } from '../../db/transaction.js';
import { restaurantPageChanged } from '../shared/page-data-changes.js';
import { viewerIdOf } from '../../auth/viewer.js';
import type { RequestContext } from '../../graphql/context.js';
import { photoRecords, readImageUpload, type PhotoEntity, removeImages, restaurantImagePath, storeImage, type ImageRules } from '../media/index.js';
import { restaurantService, restaurantWrites } from '../restaurants/index.js';
import { ServiceError } from '../shared/service-errors.js';
import { descriptionHead, type DescriptionHeadRow } from './description.queries.js';

interface DescriptionPhoto {
  id: number;
  kind: RestaurantPhotoKind;
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface Description {
  restaurantId: number;
  idUrl: string;
  status: DescriptionHeadRow['status'];
  /** The public page's address once published (an unpublished page has none to show). */
  publicPath: string | null;
  biography: string;
  devanture: DescriptionPhoto | null;
  gallery: DescriptionPhoto[];
}

interface DescriptionSave {
  restaurant: number | string;
  biography: string;
  /** The devanture's alternative text (ignored without a devanture). */
  devantureAlt?: string | null;
  /** Every photo of the gallery, in the new order, with its alternative text. */
  gallery: readonly { id: number; alt: string }[];
}

/**
 * A devanture or gallery photo as uploaded: up to 8 Mo, between 320 and 6000 px a side, kept within 2560 px (the
 * browser already sent a webp of SPEC §5 quality; 85 bounds what is kept).
 */
const RESTAURANT_PHOTO: ImageRules = {
  maxBytes: DESCRIPTION_LIMITS.photoBytes,
  checkSides: checkPhotoDimensions,
  encode: { side: DESCRIPTION_LIMITS.storedMaxSide, fit: 'inside', quality: 85 },
};
/** Photos' files and variants, once no row points at them; the restaurant's folder too once empty. */
const removeFiles = (ctx: RequestContext, relatives: readonly string[]) => removeImages(ctx.config, relatives);

const toPhoto = (p: PhotoEntity): DescriptionPhoto => ({ id: p.id, kind: p.kind as RestaurantPhotoKind, url: `/media/${p.path}`, width: p.width, height: p.height, alt: p.alt });
const stateOf = (d: Description): DescriptionState => ({
  biography: d.biography, devanture: d.devanture && { id: d.devanture.id, alt: d.devanture.alt }, gallery: d.gallery.map((p) => ({ id: p.id, alt: p.alt })),
});

/**
 * The owner's description page (/modifyDescription): the biography, the devanture and the ordered gallery. Every
 * method checks that the viewer owns the restaurant (FORBIDDEN otherwise) and every change is one transaction; an
 * upload's files are written inside it and removed if it fails, a removed photo's files once it has committed.
 */
class DescriptionService {
  /** The restaurant a ref names, if `userId` owns it. */
  private async owned(ctx: RequestContext, userId: number, ref: number | string, lock = false): Promise<DescriptionHeadRow> {
    const id = await restaurantService.checkOwner(ctx, ref, userId, { lock });
    const head = (await descriptionHead(ctx.db, id))!;
    // Locked for a write: a listed page on line handed over by a link waits for its card check (docs/adr/0022).
    if (lock) await restaurantService.assertEditable(ctx, head.id);
    return head;
  }

  private async photos(ctx: RequestContext, restaurantId: number): Promise<PhotoEntity[]> {
    return photoRecords.list(ctx.db, restaurantId, ['devanture', 'gallery']);
  }

  private async describe(ctx: RequestContext, head: DescriptionHeadRow): Promise<Description> {
    const photos = await this.photos(ctx, head.id);
    const devanture = photos.find((p) => p.kind === 'devanture');
    return {
      restaurantId: head.id, idUrl: head.id_url, status: head.status, biography: head.biography,
      publicPath: head.status === 'published' ? restaurantPath(head.city_slug, head.name, head.id_url) : null,
      devanture: devanture ? toPhoto(devanture) : null, gallery: photos.filter((p) => p.kind === 'gallery').map(toPhoto),
    };
  }

  async read(ctx: RequestContext, ref: number | string): Promise<Description> {
    const userId = viewerIdOf(ctx);
    return this.describe(ctx, await this.owned(ctx, userId, ref));
  }

  /**
   * Saves the biography, the alternative texts and the gallery's order in one transaction. The gallery sent must be
   * the gallery stored (same photos): CONFLICT otherwise, so a photo added or removed in another tab is never lost.
   */
  async save(ctx: RequestContext, input: DescriptionSave): Promise<{ description: Description; changes: string[] }> {
    const userId = viewerIdOf(ctx);
    const saved = await withTransaction(ctx, async (tx) => {
      const head = await this.owned(tx, userId, input.restaurant, true);
      const before = await this.describe(tx, head);
      const stored = before.gallery.map((p) => p.id).sort((a, b) => a - b);
      const sent = input.gallery.map((p) => p.id).sort((a, b) => a - b);
      if (stored.join(',') !== sent.join(',')) throw new ServiceError('CONFLICT', DESCRIPTION_MESSAGES.galleryChanged, 'gallery');
      await photoRecords.arrange(tx.db, head.id, 'gallery', input.gallery);
      if (before.devanture && input.devantureAlt != null) await photoRecords.setAlt(tx.db, head.id, before.devanture.id, input.devantureAlt);
      if (input.biography !== head.biography) await restaurantWrites.update(tx.db, { id: head.id }, { biography: input.biography });
      const after = await this.describe(tx, { ...head, biography: input.biography });
      restaurantPageChanged(tx.db, head.id_url);
      return { description: after, changes: describeChanges(stateOf(before), stateOf(after)) };
    });
    return saved;
  }

  /**
   * Adds a photo: the devanture (replacing the previous one, whose files go once committed) or one more gallery photo
   * at the end (12 at most). The bytes are checked and re-encoded before anything is written.
   */
  async upload(ctx: RequestContext, ref: number | string, kind: RestaurantPhotoKind, alt: string, body: unknown): Promise<DescriptionPhoto> {
    const userId = viewerIdOf(ctx);
    // Ownership first: another restaurateur's upload is refused before its bytes are decoded.
    await this.owned(ctx, userId, ref);
    const encoded = await readImageUpload(body, RESTAURANT_PHOTO);
    const written: string[] = [];
    let result: { photo: DescriptionPhoto; replaced: string[]; idUrl: string };
    try {
      result = await withTransaction(ctx, async (tx) => {
        const head = await this.owned(tx, userId, ref, true);
        const existing = await photoRecords.list(tx.db, head.id, [kind]);
        if (kind === 'gallery' && existing.length >= DESCRIPTION_LIMITS.galleryPhotos) throw new ServiceError('CONFLICT', DESCRIPTION_MESSAGES.galleryFull, 'photo');
        const replaced = kind === 'devanture' ? existing : [];
        await photoRecords.remove(tx.db, replaced.map((p) => p.id));
        const path = restaurantImagePath(head.id_url, (hash, random) => `${kind}-${hash}-${random}`);
        // Every variant the public pages ask for is made now, so none is made on a visitor's request.
        const { path: relative } = await storeImage(ctx.config, encoded, { visibility: 'public', path, variants: IMAGE_VARIANT_WIDTHS });
        written.push(relative);
        const { id } = await photoRecords.add(tx.db, {
          restaurantId: head.id, kind, path: relative, width: encoded.width, height: encoded.height, sizeBytes: encoded.webp.length, alt,
        });
        await restaurantWrites.touch(tx.db, head.id);
        restaurantPageChanged(tx.db, head.id_url);
        return {
          photo: { id, kind, url: `/media/${relative}`, width: encoded.width, height: encoded.height, alt },
          replaced: replaced.map((p) => p.path),
          idUrl: head.id_url,
        };
      });
    } catch (error) {
      await removeFiles(ctx, written);
      throw error;
    }
    await removeFiles(ctx, result.replaced);
    return result.photo;
  }

  /** Removes a devanture or gallery photo of the owner's restaurant; its files go once the row is gone. */
  async remove(ctx: RequestContext, ref: number | string, photoId: number): Promise<Description> {
    const userId = viewerIdOf(ctx);
    const { description, path } = await withTransaction(ctx, async (tx) => {
      const head = await this.owned(tx, userId, ref, true);
      const photo = await photoRecords.one(tx.db, head.id, photoId);
      if (!photo || (photo.kind !== 'devanture' && photo.kind !== 'gallery')) throw new ServiceError('NOT_FOUND', DESCRIPTION_MESSAGES.photoNotFound);
      await photoRecords.remove(tx.db, [photo.id]);
      await restaurantWrites.touch(tx.db, head.id);
      restaurantPageChanged(tx.db, head.id_url);
      return { description: await this.describe(tx, head), path: photo.path };
    });
    await removeFiles(ctx, [path]);
    return description;
  }
}

export const descriptionService = new DescriptionService();
