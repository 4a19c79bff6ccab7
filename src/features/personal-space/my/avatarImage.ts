import { AVATAR_MAX_PX } from '@contract/base';
import { loadImage } from '@/lib/loadImage';

/** The centred square of a `width` x `height` image, and the size it is drawn at. */
export function squareCrop(width: number, height: number, max: number = AVATAR_MAX_PX) {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side, size: Math.min(side, max) };
}

/**
 * The avatar as the server takes it: the centred square of `file`, scaled down to at most
 * 256 px, drawn on a canvas (Chromium 80 has all of it). JPEG stays JPEG; other images become PNG,
 * which keeps their transparency. A 2 MB 895x895 upload becomes a few dozen KB.
 */
export async function toAvatarFile(file: File): Promise<File> {
  const img = await loadImage(file);
  const { sx, sy, side, size } = squareCrop(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('浏览器无法处理图片，请换用新版浏览器');
  context.imageSmoothingQuality = 'high';
  context.drawImage(img, sx, sy, side, side, 0, 0, size, size);
  const jpeg = file.type === 'image/jpeg';
  const type = jpeg ? 'image/jpeg' : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  if (!blob) throw new Error('图片处理失败，请换一张图片');
  return new File([blob], `avatar.${jpeg ? 'jpg' : 'png'}`, { type });
}
