import { readFile } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { saveResume } from "@/lib/profile/files";
import { RESUME_MAX_BYTES, sizeMessage } from "@/lib/validations/files";

// POST /api/user/upload-resume - multipart, one file in resume: PDF, DOC or DOCX (read
// from its content) of at most 10 MB; replaces the previous one
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const data = await readFile(req, "resume", RESUME_MAX_BYTES, sizeMessage(RESUME_MAX_BYTES));
  await saveResume({ userId: me.id, data });
  return Response.json({ message: "Resume uploaded successfully" });
});
