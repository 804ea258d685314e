import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { routes, PHOTO_MAX_BYTES, type AddPhotoInput } from "@ulfa/contracts";
import { mount, currentUser } from "../auth";
import { blurredNamesOf, blurredPhoto } from "../privacy";
import { originalAudience } from "../privacy/photo-privacy";
import { rateLimit } from "../platform/rate-limit";
import { badRequest, forbidden, notFound } from "../platform/errors";
import { notAnImage, tooBig } from "../platform/image";
import { placeholderSvg } from "./placeholder";
import { recheckVerifiedFace } from "../safety";
import { addPhoto, removePhoto, reorderPhotos } from "./service";
import { contentTypeOf, isStoredName } from "../platform/storage";
import { photoVariant } from "./variants";
import { isDeletionQueued } from "../media";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A private member's original, served to someone it was revealed to: never kept, so a revocation holds. */
const PRIVATE_ORIGINAL = "private, no-store";

/** Gallery calls, served media files and the placeholder image (registered under /api). */
export const photosRoutes: FastifyPluginAsync = async (app) => {
  // Multipart (field "photo") or JSON { photo: dataURL } / { url } / { photoUrl }, which the entry's
  // schema has already checked (mount). A JSON data URL is a third larger than the image, so this
  // route accepts bodies up to twice the image limit.
  mount(app, routes.photos.add, { bodyLimit: PHOTO_MAX_BYTES * 2, config: rateLimit(app.deps.config, "upload") }, async (request) => {
    const source = request.isMultipart() ? { bytes: await uploadedFile(request) } : jsonSource(request.body);
    const photos = await addPhoto(app.deps, request.user, source);
    // A verified badge belongs to the face it was verified with: new photos are checked against it.
    await recheckVerifiedFace(app.deps, request.user.id);
    return { photos };
  });

  mount(app, routes.photos.remove, async (request) => {
    const photos = await removePhoto(app.deps, request.user, request.params.index);
    await recheckVerifiedFace(app.deps, request.user.id);
    return { photos };
  });

  mount(app, routes.photos.reorder, async (request) => ({ photos: await reorderPhotos(app.deps, request.user, request.body.photos) }));

  // Public like any image on a card; names are random and unguessable, and files never change.
  // ?w= and ?f= ask for a card-sized AVIF/WebP copy (photos/variants.ts); without them, the stored file.
  // A private member's file (privacy/photo-privacy.ts) answers 403 to anyone it was not revealed to,
  // in every size and format, and is never cached.
  mount(app, routes.photos.file, async (request, reply) => {
    const { file } = request.params;
    if (!isStoredName(file)) throw notFound("Photo not found");
    // A removed photo is gone at once, even while its file still waits for deletion (storage down).
    if (await isDeletionQueued(app.deps.db, "photos", file)) throw notFound("Photo not found");
    const shownTo = await originalAudience(app.deps, file, () => currentUser(request));
    if (!shownTo) throw forbidden("This member's photos are private", "PHOTOS_PRIVATE");
    const storage = app.deps.storage;
    const { w, f } = request.query;
    const photo =
      w === undefined && f === undefined
        ? await storage.read("photos", file).then((bytes) => bytes && { bytes, contentType: contentTypeOf(file) })
        : await photoVariant(storage, file, { width: w, format: f });
    if (!photo) throw notFound("Photo not found");
    return reply
      .header("Content-Type", photo.contentType)
      .header("Cache-Control", shownTo === "everyone" ? IMMUTABLE : PRIVATE_ORIGINAL)
      .send(photo.bytes);
  });

  // The blurred copy shown in place of a private member's photo: public, and never the original.
  mount(app, routes.photos.blurred, async (request, reply) => {
    // The served name is not the original's (privacy/blurred-photos.ts): it is turned back here only.
    const stem = blurredNamesOf(app.deps.config).stemOf(request.params.file);
    if (!stem) throw notFound("Photo not found");
    const bytes = await blurredPhoto(app.deps.storage, stem);
    if (!bytes) throw notFound("Photo not found");
    return reply.header("Content-Type", "image/jpeg").header("Cache-Control", IMMUTABLE).send(bytes);
  });

  mount(app, routes.photos.placeholder, async (request, reply) => {
    const { w, h } = request.params;
    return reply.header("Content-Type", "image/svg+xml; charset=utf-8").header("Cache-Control", IMMUTABLE).send(placeholderSvg(w, h));
  });
};

async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file();
  } catch {
    throw notAnImage();
  }
  if (!file || file.fieldname !== "photo") throw badRequest("Please choose a photo to upload", "NOT_AN_IMAGE");
  if (file.mimetype && !file.mimetype.startsWith("image/") && file.mimetype !== "application/octet-stream") {
    file.file.resume();
    throw notAnImage();
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooBig();
    throw err;
  }
}

/** The image a validated JSON body names: a data URL, or a URL to fetch (the schema requires one of them). */
function jsonSource(body: AddPhotoInput | undefined): { text: string } {
  const text = body?.photo ?? body?.url ?? body?.photoUrl;
  if (text === undefined) throw notAnImage();
  return { text };
}
