/**
 * What other folders use of media/: a file's deletion queued (and whether one is), which stored
 * files are still referenced (trust's release), and the delete and sweep jobs (app.ts).
 */
export { deleteFilesLater, mediaDeleteJob, type StoredFile } from "./deletions";
export { isDeletionQueued, referencedFiles } from "./repo";
export { mediaSweepJob } from "./sweep";
