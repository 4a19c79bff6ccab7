/** The picked image decoded by the browser, to draw on a canvas (avatars, photos). */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法读取，请换一张图片'));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
