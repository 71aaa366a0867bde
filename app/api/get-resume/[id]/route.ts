import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { getResume } from "@/lib/profile/files";
import { parseId } from "@/lib/api/params";
import { RESUME_EXTENSIONS } from "@/lib/validations/files";

// GET /api/get-resume/{id} - the resume of user {id}, as a download. Public on purpose: the
// share page offers it to employers who are not signed in (README, "Who sees what").
export const GET = route<{ id: string }>(async (_req, { id }) => {
  const userId = parseId(id);
  const resume = userId === undefined ? undefined : await getResume({ userId });
  if (!resume) throw new ApiError("not_found", "This profile has no resume");
  return new Response(new Uint8Array(resume.data), {
    headers: {
      "content-type": resume.contentType,
      "content-length": String(resume.size),
      "content-disposition": `attachment; filename="resume-${resume.userId}.${RESUME_EXTENSIONS[resume.contentType]}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-cache",
    },
  });
});
