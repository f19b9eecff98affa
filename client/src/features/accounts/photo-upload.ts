import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../../common/photo-rules';
import { tryRefresh } from './auth/auth-fetch';
import { getToken, type SessionKind } from './auth/token-store';
import { PHOTO_TEXTS } from '../../ui/photo-texts';

/** The browser's photo texts, shared by every photo it sends (profile, carte, daily menu, description). */
export { PHOTO_TEXTS };

const UNANSWERED = 'Envoi impossible';

/** The French text of a failed upload: the server's own message when it gave one, else PHOTO_TEXTS.uploadFailed. */
export function uploadErrorText(error: unknown): string {
  return error instanceof Error && error.message && error.message !== UNANSWERED ? error.message : PHOTO_TEXTS.uploadFailed;
}

/** The avatar is square and shown small: 512 px is plenty (SPEC §5's sizes and qualities: common/photo-rules). */
export const AVATAR_SIDE = 512;

class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send<T>(url: string, blob: Blob, token: string | null, onProgress: (ratio: number) => void, accept: (body: T & { message?: string }) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'image/webp');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body = {} as T & { message?: string };
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: handled below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && accept(body)) resolve(body);
      else reject(new UploadError(xhr.status, body.message ?? UNANSWERED));
    };
    xhr.onerror = () => reject(new UploadError(0, 'Connexion impossible'));
    xhr.send(blob);
  });
}

/** The size an upload path takes (common/photo-rules.ts UPLOAD_MAX_BYTES unless it allows more), and what to say beyond it. */
export interface UploadLimit { maxBytes: number; tooLarge: string }

/** The menu, daily menu and review photos: the browser has reduced them already. */
const REDUCED_PHOTO_LIMIT: UploadLimit = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_MESSAGES.tooLargeReduced };
/** The profile picture, once cropped. */
export const PROFILE_PHOTO_LIMIT: UploadLimit = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: UPLOAD_MESSAGES.tooLargeCropped };

/** The French reason a blob is too large to send under `limit`, or null (checked again by the server). */
export const uploadTooLarge = (blob: Blob, limit: UploadLimit = REDUCED_PHOTO_LIMIT): string | null => (blob.size > limit.maxBytes ? limit.tooLarge : null);

/**
 * The one way the browser sends an image: POSTs a webp to an upload path of the API with progress (XMLHttpRequest:
 * fetch reports no upload progress); on 401 the session's token is refreshed and the upload retried once after 100 ms.
 * A blob over the path's limit is refused before anything is sent. Rejects with the French message (the server's, when
 * it gave one).
 */
export async function uploadImage<T>(
  url: string, kind: SessionKind, blob: Blob, onProgress: (ratio: number) => void, accept: (body: T) => boolean, limit = REDUCED_PHOTO_LIMIT,
): Promise<T> {
  const tooLarge = uploadTooLarge(blob, limit);
  if (tooLarge) throw new Error(tooLarge);
  try {
    return await send(url, blob, getToken(), onProgress, accept);
  } catch (error) {
    if (!(error instanceof UploadError) || error.status !== 401) throw error;
    const token = await tryRefresh(kind);
    if (!token) throw error;
    await new Promise((resolve) => window.setTimeout(resolve, 100));
    onProgress(0);
    return send(url, blob, token, onProgress, accept);
  }
}

/** POST /api/profilePhoto with progress (uploadImage). */
export async function uploadProfilePhoto(blob: Blob, onProgress: (ratio: number) => void): Promise<string> {
  const body = await uploadImage<{ photo?: string }>('/api/profilePhoto', 'user', blob, onProgress, (b) => Boolean(b.photo), PROFILE_PHOTO_LIMIT);
  return body.photo!;
}
