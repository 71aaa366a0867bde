import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { dataDir, env } from "@/lib/env";
import { acquireDataLock, releaseDataLock } from "./lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of Db, for functions that take part in a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Handle = { db: Db; close: () => Promise<void> };

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

// One client per process: next dev reloads modules, and a second PGlite instance on the
// same folder would silently lose data, so the handle lives on globalThis.
const store = globalThis as unknown as { __dbHandle?: Promise<Handle> };

/** The database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  store.__dbHandle ??= open().catch((e) => {
    store.__dbHandle = undefined;
    throw e;
  });
  return (await store.__dbHandle).db;
}

/** Replace the process database (tests), or clear it with undefined. */
export function setDb(handle: Handle | undefined) {
  store.__dbHandle = handle && Promise.resolve(handle);
}

export async function closeDb() {
  const handle = store.__dbHandle;
  store.__dbHandle = undefined;
  if (handle) await (await handle).close();
}

async function open(): Promise<Handle> {
  const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(dataDir());
  closeOnSignals();
  return handle;
}

export async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const client = postgres(url, {
    max: Number(process.env.DATABASE_POOL_MAX ?? 5),
    onnotice: () => {},
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  // Serverless cold starts may race to migrate: serialise them with an advisory lock held
  // on a connection of its own.
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(727274)`;
    await migrate(db as never, { migrationsFolder });
  } finally {
    await lock`select pg_advisory_unlock(727274)`;
    lock.release();
  }
  return { db, close: () => client.end({ timeout: 5 }) };
}

/** PGlite in `dir` (a folder, or "memory://" for tests). */
export async function openPglite(dir: string): Promise<Handle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const memory = dir.startsWith("memory://");
  if (!memory) {
    mkdirSync(dir, { recursive: true });
    acquireDataLock(dir);
  }
  try {
    const client = await PGlite.create(memory ? dir : path.join(dir, "pglite"));
    const db = drizzle(takingTurns(client), { schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
    return {
      db,
      close: async () => {
        await client.close();
        if (!memory) releaseDataLock(dir);
      },
    };
  } catch (e) {
    if (!memory) releaseDataLock(dir);
    throw e;
  }
}

type Queryable = { query: (...args: never[]) => Promise<unknown> };
type PGliteClient = Queryable & { transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T> };

/**
 * PGlite runs each query on the server's own thread, and runs queued queries back to back in
 * one microtask chain, so a burst of requests could hold every other request (even a static
 * file) until the whole burst is done. Each query first lets the event loop take its turn
 * with I/O (setImmediate), so other requests move between queries, not after the burst.
 */
function takingTurns<C extends PGliteClient>(client: C): C {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const fair = <Q extends Queryable>(q: Q): Q => {
    const query = q.query.bind(q);
    q.query = (async (...args: never[]) => (await turn(), query(...args))) as Q["query"];
    return q;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Queryable) => Promise<unknown>) => transaction((tx) => fn(fair(tx)))) as C["transaction"];
  return fair(client);
}

let signalsBound = false;
function closeOnSignals() {
  if (signalsBound || process.env.JEST_WORKER_ID) return;
  signalsBound = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      closeDb()
        .catch((e) => console.error("Error closing the database", e))
        .finally(() => process.exit(0));
    });
  }
}
