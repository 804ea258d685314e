// `npm run media:migrate`: copies DATA_DIR's photos and selfies into the S3 bucket set by S3_*.
import { loadConfig } from "../platform/config";
import { s3Storage } from "../platform/storage/s3";
import { migrateMedia } from "../platform/storage/migrate";

const config = loadConfig();
if (!config.s3) {
  console.error("media:migrate needs S3_BUCKET (and S3_ENDPOINT etc.): it copies DATA_DIR's media into that bucket.");
  process.exit(2);
}
const target = s3Storage(config.s3);
await target.check();
const report = await migrateMedia(config.dataDir, target, (line) => console.log(line));
console.log(`media:migrate: ${report.copied} copied, ${report.skipped} already in the bucket, ${report.ignored.length} ignored`);
for (const name of report.ignored) console.log(`  ignored (not a file Ulfa wrote): ${name}`);
