/**
 * Recipe photos: which files are accepted, the spec's generic file messages, and the addresses of
 * a stored photo and its smaller copies. Shared by the upload form (checked before sending) and
 * the server (checked again on the bytes themselves).
 */

/** Spec section 5, generic form messages. */
export const FILE_MESSAGES = {
  tooLarge: "File size is too large. Please choose a smaller file.",
  invalidType: "Invalid file type. Please choose a different file.",
  uploaded: "Photo uploaded.",
  uploadsBusyAccount: "Your other photo uploads are still on their way. Please wait until one has finished, then try again.",
  uploadsBusyServer: "Many photos are being uploaded right now. Please try again in a few seconds.",
} as const;

export const PHOTO_LIMITS = {
  /** The largest file accepted. */
  maxBytes: 10 * 1024 * 1024,
  /** Decoded size limit (width × height) so a small file cannot expand into gigabytes. */
  maxPixels: 60_000_000,
  /** Longest side of each stored copy. */
  sizes: { full: 2000, card: 800, thumb: 320 },
} as const;

export type PhotoVariant = keyof typeof PHOTO_LIMITS.sizes;

export type PhotoType = "jpeg" | "png" | "webp" | "gif";

/** For the file input's accept attribute. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif";

const MIME_TYPES = new Set(["image/jpeg", "image/jpg", "image/pjpeg", "image/png", "image/webp", "image/gif"]);
const EXTENSIONS = /\.(jpe?g|png|webp|gif)$/i;

/**
 * The browser's quick check before sending, from the file's name, type and size (the server reads
 * the bytes themselves): the spec's message, or null when the file may be sent.
 */
export function checkPhotoFile(file: { name: string; type: string; size: number }): string | null {
  if (!(MIME_TYPES.has(file.type.toLowerCase()) || (file.type === "" && EXTENSIONS.test(file.name)))) {
    return FILE_MESSAGES.invalidType;
  }
  if (file.size > PHOTO_LIMITS.maxBytes) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.invalidType;
  return null;
}

/** The image format from a file's first bytes (its signature), whatever its name says; null for others. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** Where a stored photo is served: /uploads/<id>.webp, /uploads/<id>-card.webp, /uploads/<id>-thumb.webp. */
export function photoPath(id: string, variant: PhotoVariant = "full"): string {
  return `/uploads/${id}${variant === "full" ? "" : `-${variant}`}.webp`;
}

/** A served file name back to its id and variant, or null for any other name. */
export function parsePhotoFileName(name: string): { id: string; variant: PhotoVariant } | null {
  const match = /^([0-9a-f]{32})(?:-(card|thumb))?\.webp$/.exec(name);
  if (!match) return null;
  return { id: match[1]!, variant: (match[2] as PhotoVariant | undefined) ?? "full" };
}

/** Whether an image address is one of our stored photos (/uploads/<id>.webp). */
export function isStoredPhotoPath(value: string): boolean {
  return parsePhotoFileName(value.replace(/^\/uploads\//, "")) !== null && value.startsWith("/uploads/");
}

/** The smaller copy of a stored photo for cards and thumbnails; any other address unchanged. */
export function photoVariantUrl(imageUrl: string, variant: PhotoVariant): string {
  if (!isStoredPhotoPath(imageUrl)) return imageUrl;
  const parsed = parsePhotoFileName(imageUrl.slice("/uploads/".length))!;
  return photoPath(parsed.id, variant);
}
