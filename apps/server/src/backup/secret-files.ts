/**
 * Secret files Ulfa generates in DATA_DIR (platform/config.ts). Left out of a backup unless asked
 * for: a backup file travels (off-site, to a laptop) and these sign every session and push message.
 * The only names restore writes into DATA_DIR (archive.ts isKnownEntryName).
 */
export const SECRET_FILES = ["session-secret", "vapid.json"] as const;
