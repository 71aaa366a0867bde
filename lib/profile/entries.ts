import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Db, type Tx } from "@/lib/db/client";
import { profileEntry, user } from "@/lib/db/schema";
import { ENTRY_LISTS as LISTS, listFullMessage, MAX_LIST_ENTRIES, overfullLists, type EntryKind, type ListCounts } from "@/lib/profile/lists";
import { revalidateShare } from "./share-cache";

/** Every entry of a user, each list in the order the user gave it. */
export async function getEntries({ userId }: { userId: number }) {
  const db = await getDb();
  const rows = await db
    .select({ kind: profileEntry.kind, data: profileEntry.data })
    .from(profileEntry)
    .where(eq(profileEntry.userId, userId))
    .orderBy(asc(profileEntry.position), asc(profileEntry.id));
  const lists = { experience: [], education: [], projects: [], achievements: [] } as Record<(typeof LISTS)[EntryKind]["key"], unknown[]>;
  for (const row of rows) lists[LISTS[row.kind as EntryKind].key].push(row.data);
  return lists;
}

/** One list's rows, in order. */
function listRows(tx: Tx, { userId, kind }: { userId: number; kind: EntryKind }) {
  return tx
    .select({ id: profileEntry.id, data: profileEntry.data })
    .from(profileEntry)
    .where(and(eq(profileEntry.userId, userId), eq(profileEntry.kind, kind)))
    .orderBy(asc(profileEntry.position), asc(profileEntry.id));
}

/** How many entries each list holds, and the position after its last, in one query. */
async function listSizes(q: Db | Tx, userId: number) {
  const rows = await q
    .select({ kind: profileEntry.kind, count: sql<number>`count(*)`, next: sql<number>`max(${profileEntry.position}) + 1` })
    .from(profileEntry)
    .where(eq(profileEntry.userId, userId))
    .groupBy(profileEntry.kind);
  return new Map(rows.map((r) => [r.kind as EntryKind, { count: Number(r.count), next: Number(r.next) }]));
}

const counts = (sizes: Awaited<ReturnType<typeof listSizes>>): ListCounts => Object.fromEntries([...sizes].map(([kind, s]) => [kind, s.count]));

/** How many entries each list of a user holds (the import's preview). */
export async function countEntries({ userId }: { userId: number }) {
  return counts(await listSizes(await getDb(), userId));
}

/**
 * Run `fn` in a transaction that holds the user's row lock, so that two quick edits of one
 * user's lists happen one after the other and an index always means the same entry.
 */
async function locked<T>(userId: number, fn: (tx: Tx) => Promise<T>) {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    return fn(tx);
  });
  await revalidateShare(userId);
  return result;
}

/** Append an entry, unless its list is full (400); returns the whole list. */
export async function addEntry({ userId, kind, data }: { userId: number; kind: EntryKind; data: unknown }) {
  return locked(userId, async (tx) => {
    // Counted under the user's lock, so racing adds cannot pass the cap together.
    const { count, next } = (await listSizes(tx, userId)).get(kind) ?? { count: 0, next: 0 };
    if (count >= MAX_LIST_ENTRIES) throw new ApiError("bad_request", listFullMessage(kind));
    await tx.insert(profileEntry).values({ userId, kind, position: next, data });
    return (await listRows(tx, { userId, kind })).map((e) => e.data);
  });
}

/**
 * Append an import's entries to the end of their lists, all or none: one INSERT in one
 * transaction under the user's lock, refused whole (400) if any list would pass the cap.
 * (One entry at a time, re-reading the list after each, held the embedded database, and
 * with it the whole server, for seconds.)
 */
export async function addEntries({ userId, entries }: { userId: number; entries: Array<{ kind: EntryKind; data: unknown }> }) {
  if (entries.length === 0) return;
  await locked(userId, async (tx) => {
    const sizes = await listSizes(tx, userId);
    const overflow = overfullLists(counts(sizes), entries);
    if (overflow.length) throw new ApiError("bad_request", overflow.join(" "));
    const next = new Map([...sizes].map(([kind, s]) => [kind, s.next]));
    const rows = entries.map(({ kind, data }) => {
      const position = next.get(kind) ?? 0;
      next.set(kind, position + 1);
      return { kind, position, data };
    });
    // One statement with the rows as one JSON parameter: building a 200-row VALUES list
    // (1,000 parameters) held the server's thread longer than running the insert.
    await tx.execute(
      sql`insert into ${profileEntry} (user_id, kind, position, data)
          select ${userId}, e.kind, e.position, e.data from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(kind text, position integer, data jsonb)`,
    );
  });
}

/** Replace the entry at `index`; returns the whole list. */
export async function editEntry({ userId, kind, index, data }: { userId: number; kind: EntryKind; index: number; data: unknown }) {
  return locked(userId, async (tx) => {
    const entry = await entryAt(tx, { userId, kind, index });
    await tx.update(profileEntry).set({ data, updatedAt: new Date() }).where(eq(profileEntry.id, entry.id));
    return (await listRows(tx, { userId, kind })).map((e) => e.data);
  });
}

/** Remove the entry at `index`; the ones after it move up by one. Returns the whole list. */
export async function deleteEntry({ userId, kind, index }: { userId: number; kind: EntryKind; index: number }) {
  return locked(userId, async (tx) => {
    const entry = await entryAt(tx, { userId, kind, index });
    await tx.delete(profileEntry).where(eq(profileEntry.id, entry.id));
    return (await listRows(tx, { userId, kind })).map((e) => e.data);
  });
}

/** The entry at `index`, read alone (not the whole list). */
async function entryAt(tx: Tx, { userId, kind, index }: { userId: number; kind: EntryKind; index: number }) {
  const [entry] = await listRows(tx, { userId, kind }).limit(1).offset(index);
  if (!entry) throw new ApiError("not_found", `There is no ${LISTS[kind].label.toLowerCase()} entry at index ${index}`);
  return entry;
}

/** A path's index: a whole number from 0 (anything else is a 404, like an index out of range). */
export function parseIndex(raw: string, kind: EntryKind) {
  if (!/^\d{1,6}$/.test(raw)) throw new ApiError("not_found", `There is no ${LISTS[kind].label.toLowerCase()} entry at index ${raw}`);
  return Number(raw);
}
