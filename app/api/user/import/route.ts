import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { addEntries, countEntries } from "@/lib/profile/entries";
import { importSchema, planImport } from "@/lib/profile/json-resume";
import { hit } from "@/lib/rate-limit";

// The largest legitimate import, 50 entries in each list with every field at its longest,
// weighs 400 KB in ASCII and 720 KB pretty-printed in a script of 3 bytes a character (CJK):
// 1 MB leaves room for the sections we ignore (skills, languages...). The work is bounded
// by the 50 items a section may hold (importSchema), not by the bytes.
const MAX_IMPORT_BYTES = 1024 * 1024;
// Parsing a full body costs a few hundred milliseconds of the server's thread: a person
// previews and imports a file a few times, not dozens of times a minute.
const IMPORT_LIMIT = { limit: 20, windowSeconds: 600 };

// POST /api/user/import[?preview=1] - add the work, education, projects and awards of a
// JSON Resume document to the lists; entries that break a rule come back with the reasons.
// An import that would take a list past its cap is refused whole (400); the preview says so
// in `overflow` and its message. With preview=1 nothing is saved.
export const POST = route(async (req) => {
  const me = await requireUser(req);
  await hit(`import:${me.id}`, IMPORT_LIMIT, "Too many imports at once. Please try again in a few minutes.");
  const doc = parseWith(importSchema, await readJson(req, MAX_IMPORT_BYTES));
  const preview = new URL(req.url).searchParams.get("preview") === "1";
  const plan = planImport(doc, preview ? await countEntries({ userId: me.id }) : {});
  if (!preview) await addEntries({ userId: me.id, entries: plan.add }); // checks the cap again, under the user's lock
  const count = `${plan.add.length} ${plan.add.length === 1 ? "entry" : "entries"}`;
  return Response.json({ message: plan.overflow.join(" ") || (preview ? `${count} to add` : `${count} added`), ...plan });
});
