/**
 * A receipt photo is made small before upload, as the ID photos are (features cannot share code,
 * the library is the same): under 1 MB, at most 1600 px on the long side, JPEG, which keeps a
 * receipt's print readable. browser-image-compression loads only when a photo is chosen, on the
 * page rather than in its web worker (the worker would fetch the library from a CDN, which the
 * service's content security policy blocks).
 */
const TARGET = { maxMegabytes: 0.95, maxSidePx: 1600 } as const;

export async function compressPhoto(file: File, onProgress: (percent: number) => void): Promise<File> {
  if (!file.type.startsWith('image/')) throw new Error('not an image');
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    maxSizeMB: TARGET.maxMegabytes,
    maxWidthOrHeight: TARGET.maxSidePx,
    fileType: 'image/jpeg',
    initialQuality: 0.9,
    useWebWorker: false,
    onProgress,
  });
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'receipt'}.jpg`;
  return new File([compressed], name, { type: 'image/jpeg' });
}
