/**
 * Thumbnails made in the browser (Storage has no image transforms here: docs/storage.md): the image
 * is drawn on a small canvas and kept as a JPEG data URL. A picked file is decoded with
 * createImageBitmap (no blob: URL, which the app's Content-Security-Policy does not allow for
 * images); a stored one is loaded from its signed link. Without a canvas, or for an image the
 * browser cannot decode (HEIC in most browsers), there is no thumbnail and the panel shows an icon.
 */
const SIZE = 96;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image not decodable'));
    img.src = src;
  });
}

/** A JPEG data URL at most 96 px on its longer side, or undefined. */
export async function makeThumbnail(source: Blob | string): Promise<string | undefined> {
  try {
    const image: CanvasImageSource & { width: number; height: number } =
      typeof source === 'string' ? await loadImage(source) : await createImageBitmap(source);
    const scale = Math.min(1, SIZE / Math.max(image.width, image.height, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.width * scale));
    canvas.height = Math.max(1, Math.round(image.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return undefined;
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    if ('close' in image) image.close();
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return undefined;
  }
}
