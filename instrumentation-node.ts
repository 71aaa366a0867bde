// Open (and migrate) the database at start, so that a second process on the same embedded
// data folder refuses to start with a clear message instead of losing data.
import { getDb } from "@/lib/db/client";

try {
  await getDb();
} catch (e) {
  console.error(`\n${(e as Error).message}\n`);
  process.exit(1);
}
