/**
 * What other folders use of photos/: a member's profile photo stored or deleted (users/), and the
 * job that makes a new photo's card copies (app.ts). The pieces the readers of photos share live
 * below the upload path: a photo's URL and stored name in media/, the image checks in
 * platform/image.ts and platform/image-header.ts, the stored names in platform/storage.
 */
export { deleteStoredPhoto, storeProfilePhoto } from "./service";
export { photoCopiesJob } from "./variants";
