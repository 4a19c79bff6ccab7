import { loadImage } from './loadImage';

// Photos (a board post's, a practice record's) are shrunk in the browser before upload, as avatars
// are: a phone photo of 4-12 MB and 4000 px becomes a JPEG of a few hundred KB at most 1920 px on
// its long side, enough for any screen that shows it, and quick to send on a campus network.

/** The longest side a photo is sent at. */
export const PHOTO_MAX_PX = 1920;
/** Smaller files are sent as they are: shrinking them saves little and may lose quality. */
export const SHRINK_FROM_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

/** The size a `width` x `height` photo is drawn at: within `max` on its long side, never enlarged. */
export function photoFit(width: number, height: number, max: number = PHOTO_MAX_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether a picked photo is worth shrinking: a large still image (a GIF keeps its frames). */
export const shouldShrink = (file: { type: string; size: number }): boolean => file.size > SHRINK_FROM_BYTES && file.type !== 'image/gif';

/**
 * The photo as it is sent: a large one redrawn as a JPEG within PHOTO_MAX_PX (on white, as a
 * JPEG has no transparency), the file itself when it is small, a GIF, or cannot be redrawn here
 * (the server then holds the limit as for any file). Never a larger file than the original.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!shouldShrink(file)) return file;
  try {
    const img = await loadImage(file);
    const { width, height } = photoFit(img.naturalWidth, img.naturalHeight);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(img, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
