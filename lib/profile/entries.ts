import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Tx } from "@/lib/db/client";
import { profileEntry, user } from "@/lib/db/schema";
import { ENTRY_LISTS as LISTS, type EntryKind } from "@/lib/profile/lists";
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
  revalidateShare(userId);
  return result;
}

/** Append an entry; returns the whole list. */
export async function addEntry({ userId, kind, data }: { userId: number; kind: EntryKind; data: unknown }) {
  return locked(userId, async (tx) => {
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${profileEntry.position}), -1) + 1` })
      .from(profileEntry)
      .where(and(eq(profileEntry.userId, userId), eq(profileEntry.kind, kind)));
    await tx.insert(profileEntry).values({ userId, kind, position: Number(next), data });
    return (await listRows(tx, { userId, kind })).map((e) => e.data);
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

async function entryAt(tx: Tx, { userId, kind, index }: { userId: number; kind: EntryKind; index: number }) {
  const entries = await listRows(tx, { userId, kind });
  const entry = entries[index];
  if (!entry) throw new ApiError("not_found", `There is no ${LISTS[kind].label.toLowerCase()} entry at index ${index}`);
  return entry;
}

/** A path's index: a whole number from 0 (anything else is a 404, like an index out of range). */
export function parseIndex(raw: string, kind: EntryKind) {
  if (!/^\d{1,6}$/.test(raw)) throw new ApiError("not_found", `There is no ${LISTS[kind].label.toLowerCase()} entry at index ${raw}`);
  return Number(raw);
}
