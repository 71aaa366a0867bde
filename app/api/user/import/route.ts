import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { addEntry } from "@/lib/profile/entries";
import { importSchema, planImport } from "@/lib/profile/json-resume";

const MAX_IMPORT_BYTES = 1024 * 1024;

// POST /api/user/import[?preview=1] - add the work, education, projects and awards of a
// JSON Resume document to the lists; entries that break a rule come back with the reasons.
// With preview=1 nothing is saved.
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const plan = planImport(parseWith(importSchema, await readJson(req, MAX_IMPORT_BYTES)));
  const preview = new URL(req.url).searchParams.get("preview") === "1";
  if (!preview) for (const { kind, data } of plan.add) await addEntry({ userId: me.id, kind, data });
  const count = `${plan.add.length} ${plan.add.length === 1 ? "entry" : "entries"}`;
  return Response.json({ message: preview ? `${count} to add` : `${count} added`, ...plan });
});
