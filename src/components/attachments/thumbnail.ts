/**
 * Thumbnails made in the browser (Storage has no image transforms here: docs/storage.md): the image
 * is drawn on a small canvas and kept as a JPEG data URL. Without a canvas (or for an image the
 * browser cannot decode, e.g. HEIC in most browsers) there is no thumbnail and the panel shows an icon.
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
  const url = typeof source === 'string' ? source : URL.createObjectURL(source);
  try {
    const img = await loadImage(url);
    const scale = Math.min(1, SIZE / Math.max(img.naturalWidth, img.naturalHeight, 1));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return undefined;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return undefined;
  } finally {
    if (typeof source !== 'string') URL.revokeObjectURL(url);
  }
}
