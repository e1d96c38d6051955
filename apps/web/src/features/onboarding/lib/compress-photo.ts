/**
 * ID and face photos are made small before upload (the service takes up to 5 MB, a phone camera
 * gives 3–12 MB): under 1 MB, at most 1600 px on the long side, JPEG. browser-image-compression
 * loads only when the first photo is taken. It runs on the page, not in a web worker: its worker
 * would fetch the library from a CDN, which the service's content security policy (rightly) blocks.
 */
export const PHOTO_TARGET = { maxMegabytes: 0.95, maxSidePx: 1600 } as const;

export async function compressPhoto(file: File, onProgress: (percent: number) => void): Promise<File> {
  if (!file.type.startsWith('image/')) throw new Error('not an image');
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    maxSizeMB: PHOTO_TARGET.maxMegabytes,
    maxWidthOrHeight: PHOTO_TARGET.maxSidePx,
    fileType: 'image/jpeg',
    initialQuality: 0.9,
    useWebWorker: false,
    onProgress,
  });
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  return new File([compressed], name, { type: 'image/jpeg' });
}
