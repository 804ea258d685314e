/**
 * What other folders use of media/: a stored photo's URL and name, a file's deletion queued (and
 * whether one is), which stored files are still referenced (trust's release), and the delete and
 * sweep jobs (app.ts).
 */
export { mediaUrl, storedNameOf } from "./photo-urls";
export { deleteFilesLater, mediaDeleteJob, type StoredFile } from "./deletions";
export { isDeletionQueued, referencedFiles } from "./repo";
export { mediaSweepJob } from "./sweep";
