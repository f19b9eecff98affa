import { tryRefresh } from './auth/auth-fetch';
import { getToken } from './auth/token-store';

/** SPEC §5 cropping output: webp, quality 0.8, 0.6 when the source is over 1000 KB, 0.4 over 3000 KB. */
export function webpQuality(sourceBytes: number): number {
  if (sourceBytes > 3000 * 1024) return 0.4;
  if (sourceBytes > 1000 * 1024) return 0.6;
  return 0.8;
}

/** Longest side of the cropped output (SPEC §5); the avatar is square and shown small, so 512 px is plenty. */
export const MAX_OUTPUT_SIDE = 1920;
export const AVATAR_SIDE = 512;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(blob: Blob, token: string | null, onProgress: (ratio: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profilePhoto');
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', 'image/webp');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { success?: boolean; photo?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: handled below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.photo) resolve(body.photo);
      else reject(new UploadError(xhr.status, body.message ?? 'Envoi impossible'));
    };
    xhr.onerror = () => reject(new UploadError(0, 'Connexion impossible'));
    xhr.send(blob);
  });
}

/** POST /api/profilePhoto with progress; on 401 the token is refreshed and the upload retried once after 100 ms. */
export async function uploadProfilePhoto(blob: Blob, onProgress: (ratio: number) => void): Promise<string> {
  try {
    return await send(blob, getToken(), onProgress);
  } catch (error) {
    if (!(error instanceof UploadError) || error.status !== 401) throw error;
    const token = await tryRefresh('user');
    if (!token) throw error;
    await new Promise((resolve) => window.setTimeout(resolve, 100));
    onProgress(0);
    return send(blob, token, onProgress);
  }
}
