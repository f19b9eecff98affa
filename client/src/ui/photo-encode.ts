import { cropMaxSide, cropWebpQuality } from '../../../common/photo-rules';

/**
 * A menu page or daily menu photo as SPEC §5 asks the browser to send it: webp, longest side at most 1920 px, quality
 * 0.8 (0.6 above 1000 KB, 0.4 above 3000 KB), turned upright (EXIF). A menu page is sent whole: cutting its edges
 * would cut dishes, so there is no crop step here (the server re-encodes it again, PhotoCropper is the avatar's).
 */
export async function encodeMenuPhoto(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const scale = Math.min(1, cropMaxSide() / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode'))), 'image/webp', cropWebpQuality(file.size)));
  } finally {
    bitmap.close();
  }
}
