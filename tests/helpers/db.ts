import { randomBytes } from "node:crypto";
import { closeDb, openPglite, openPostgres, setDb } from "@/lib/db/client";

/**
 * Give this test file its own empty database: an in-memory PGlite, or, when DATABASE_URL
 * is set, a fresh schema on that server that is dropped afterwards.
 */
export function withTestDb() {
  const url = process.env.DATABASE_URL;
  const schemaName = `test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  beforeAll(async () => {
    if (url) {
      const { default: postgres } = await import("postgres");
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create schema "${schemaName}"`);
      await admin.end();
      setDb(await openPostgres(url, schemaName));
    } else {
      setDb(await openPglite("memory://"));
    }
  });
  afterAll(async () => {
    await closeDb();
    if (url) {
      const { default: postgres } = await import("postgres");
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop schema "${schemaName}" cascade`);
      await admin.end();
    }
  });
}
