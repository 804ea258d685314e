import { z } from "zod";
import { INT_MAX, PHOTO_VARIANT_FORMATS, type PhotoVariantFormat } from "./constants";
import { secretText } from "./text";

/** Stored photos are re-encoded to fit this box (the client already downscales to 600 px). */
export const PHOTO_STORED_MAX_PX = 1600;
export const PHOTO_STORED_JPEG_QUALITY = 80;
/** sharp quality per format: about the look of the stored JPEG at quality 80, at a fraction of its size. */
export const PHOTO_VARIANT_QUALITY: Record<PhotoVariantFormat, number> = { avif: 50, webp: 75 };
/** Fetching a photo given by URL gives up after this long. */
export const PHOTO_FETCH_TIMEOUT_MS = 10_000;
/** Where stored photos are served (GET /api/media/photos/:file). */
export const PHOTO_MEDIA_PATH = "/api/media/photos/";
export const PLACEHOLDER_MAX_PX = 2000;

export const PHOTO_NOT_IMAGE_MESSAGE = "Please upload an image file";
export const PHOTO_TOO_BIG_MESSAGE = "Image must be less than 5MB";

/** Answer of every gallery call. The first photo is the main photo. */
export const photosResponseSchema = z.object({ photos: z.array(z.string()) });
export type PhotosResponse = z.infer<typeof photosResponseSchema>;

/**
 * POST /api/photos as JSON: `photo` is an image data URL, or `url`/`photoUrl` an http(s) image URL
 * the server fetches once and stores as its own file. (Multipart with field `photo` works too.)
 */
export const addPhotoSchema = z
  .object({
    photo: secretText().min(1, PHOTO_NOT_IMAGE_MESSAGE).optional(),
    url: secretText().trim().min(1).max(2048).optional(),
    photoUrl: secretText().trim().min(1).max(2048).optional(),
  })
  .refine((body) => body.photo !== undefined || body.url !== undefined || body.photoUrl !== undefined, {
    message: PHOTO_NOT_IMAGE_MESSAGE,
  });
export type AddPhotoInput = z.infer<typeof addPhotoSchema>;

export const photoIndexParamsSchema = z.object({
  index: z.coerce.number({ error: "Invalid photo index" }).int("Invalid photo index").min(0, "Invalid photo index").max(INT_MAX, "Invalid photo index"),
});

/** PUT /api/photos/order: the same photos in a new order (first = main). */
export const reorderPhotosSchema = z.object({ photos: z.array(secretText()) });
export type ReorderPhotosInput = z.infer<typeof reorderPhotosSchema>;

/** GET /api/media/photos/:file?w=&f=: a smaller copy (w) in a modern format (f); the stored JPEG without them. */
export const photoVariantQuerySchema = z.object({
  w: z.coerce.number().int().min(1).max(PHOTO_STORED_MAX_PX).optional(),
  f: z.enum(PHOTO_VARIANT_FORMATS).optional(),
});

/** GET /api/media/photos/:file (names are random; anything else is a 404). */
export const mediaFileParamsSchema = z.object({ file: secretText() });

export const placeholderParamsSchema = z.object({
  w: z.coerce.number().int().min(1).max(PLACEHOLDER_MAX_PX),
  h: z.coerce.number().int().min(1).max(PLACEHOLDER_MAX_PX),
});
