import {
  addPhotoSchema,
  mediaFileParamsSchema,
  photoIndexParamsSchema,
  photosResponseSchema,
  photoVariantQuerySchema,
  placeholderParamsSchema,
  reorderPhotosSchema,
} from "../photos";
import { fileResponse, multipartOrJson, route } from "./route";

/** The gallery, served photo files and the placeholder image. */
export const photosRoutes = {
  /** Multipart (the image in field "photo") or JSON `{ photo: dataURL }` / `{ url }` / `{ photoUrl }` (onboarding's). */
  add: route({
    method: "POST",
    path: "/api/photos",
    summary: "Add a photo to the gallery (multipart or data URL)",
    body: multipartOrJson(addPhotoSchema, { file: "photo" }),
    response: photosResponseSchema,
    access: "member",
  }),
  remove: route({
    method: "DELETE",
    path: "/api/photos/:index",
    summary: "Remove a gallery photo",
    params: photoIndexParamsSchema,
    response: photosResponseSchema,
    access: "member",
  }),
  reorder: route({
    method: "PUT",
    path: "/api/photos/order",
    summary: "Reorder the gallery",
    body: reorderPhotosSchema,
    response: photosResponseSchema,
    access: "member",
  }),
  file: route({
    method: "GET",
    path: "/api/media/photos/:file",
    summary: "A stored photo (optionally a smaller variant)",
    params: mediaFileParamsSchema,
    query: photoVariantQuerySchema,
    response: fileResponse("image/*"),
    access: "optional",
  }),
  blurred: route({
    method: "GET",
    path: "/api/media/blurred/:file",
    summary: "A private member's photo, blurred (what members not revealed to see)",
    params: mediaFileParamsSchema,
    response: fileResponse("image/jpeg"),
    access: "public",
  }),
  placeholder: route({
    method: "GET",
    path: "/api/placeholder/:w/:h",
    summary: "A placeholder image of the given size",
    params: placeholderParamsSchema,
    response: fileResponse("image/svg+xml; charset=utf-8"),
    access: "public",
  }),
};
