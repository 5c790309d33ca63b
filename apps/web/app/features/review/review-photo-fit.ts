// Phone photos are several megabytes, but the storefront reads a page's form whole within the server's body limit
// (1 MB: apps/api/src/app.ts `bodyLimit`, applied to page posts by plugins/storefront.ts), so the modal redraws a
// photo that would not fit as a smaller JPEG before posting. The API still checks what arrives, from its bytes.

/** What the photos of one post may take together: the limit less room for the text fields and multipart framing. */
export const PHOTO_BYTES_PER_POST = 900 * 1024;

/** How many bytes each of `count` photos may take so the whole form fits. */
export function photoByteBudget(count: number): number {
  return Math.floor(PHOTO_BYTES_PER_POST / Math.max(1, count));
}

/** The size a picture is drawn at so its longer side is at most `longSide`; never enlarged. */
export function fittedSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Tried in turn until the photo fits: sharp enough to see the marbling, small enough for five at once. */
const ATTEMPTS = [
  { longSide: 1600, quality: 0.85 },
  { longSide: 1280, quality: 0.8 },
  { longSide: 1024, quality: 0.75 },
  { longSide: 800, quality: 0.7 },
  { longSide: 640, quality: 0.6 },
] as const;

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, "");
  return `${base || "photo"}.jpg`;
}

/**
 * Browser only: the photo itself when it fits in `maxBytes`, else redrawn (upright, on white, as JPEG) at the first
 * size of ATTEMPTS that fits, or the smallest. Throws when the browser cannot read the picture.
 */
export async function fitPhoto(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes) return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    let smallest: Blob | null = null;
    for (const { longSide, quality } of ATTEMPTS) {
      const { width, height } = fittedSize(bitmap.width, bitmap.height, longSide);
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d canvas to redraw the photo on");
      // A transparent PNG would turn black as JPEG.
      context.fillStyle = "#fff";
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
      if (!blob) throw new Error("the photo could not be encoded as JPEG");
      smallest = blob;
      if (blob.size <= maxBytes) break;
    }
    return new File([smallest ?? file], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
