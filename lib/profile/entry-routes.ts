import "server-only";
import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { ENTRY_LISTS as LISTS, type EntryKind } from "@/lib/profile/lists";
import { entrySchemas } from "@/lib/validations/profile";
import { addEntry, deleteEntry, editEntry, parseIndex } from "./entries";

// The twelve list routes of SPEC section 7 (add, edit and delete for experience,
// education, projects and achievements) differ only in their list: each route file is
// one line that picks its list here. Replies carry the message and the whole list.

const reply = (kind: EntryKind, message: string, list: unknown[]) => Response.json({ message, [LISTS[kind].key]: list });

export function addEntryRoute(kind: EntryKind) {
  return route(async (req) => {
    const me = await requireUser(req);
    const data = parseWith(entrySchemas[kind], await readJson(req));
    return reply(kind, `${LISTS[kind].label} added`, await addEntry({ userId: me.id, kind, data }));
  });
}

/** The index is the path's last parameter, named `id` or `index` as in the spec. */
export function editEntryRoute(kind: EntryKind) {
  return route<Record<string, string>>(async (req, params) => {
    const me = await requireUser(req);
    const index = parseIndex(params.id ?? params.index, kind);
    const data = parseWith(entrySchemas[kind], await readJson(req));
    return reply(kind, `${LISTS[kind].label} updated`, await editEntry({ userId: me.id, kind, index, data }));
  });
}

export function deleteEntryRoute(kind: EntryKind) {
  return route<Record<string, string>>(async (req, params) => {
    const me = await requireUser(req);
    const index = parseIndex(params.id ?? params.index, kind);
    return reply(kind, `${LISTS[kind].label} deleted`, await deleteEntry({ userId: me.id, kind, index }));
  });
}
