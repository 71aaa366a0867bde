import { randomBytes } from "node:crypto";
import { closeDb, openPglite, openPostgres, setDb } from "@/lib/db/client";

/**
 * Give this test file its own empty database: an in-memory PGlite, or, when DATABASE_URL
 * is set, a fresh database on that server, dropped afterwards. (A database rather than a
 * schema: drizzle-kit qualifies foreign keys with "public".)
 */
export function withTestDb() {
  const url = process.env.DATABASE_URL;
  const name = `test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = async (sql: string) => {
    const { default: postgres } = await import("postgres");
    const client = postgres(url!, { max: 1, onnotice: () => {} });
    try {
      await client.unsafe(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(async () => {
    if (url) {
      await admin(`create database "${name}"`);
      const testUrl = new URL(url);
      testUrl.pathname = `/${name}`;
      setDb(await openPostgres(testUrl.toString()));
    } else {
      setDb(await openPglite("memory://"));
    }
  });
  afterAll(async () => {
    await closeDb();
    if (url) await admin(`drop database if exists "${name}" with (force)`);
  });
}
