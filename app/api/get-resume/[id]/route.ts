import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { authenticate } from "@/lib/auth/authenticate";
import { getResume } from "@/lib/profile/files";
import { fileOwnerId } from "@/lib/profile/public";
import { parsePublicId } from "@/lib/users/public-id";
import { RESUME_EXTENSIONS } from "@/lib/validations/files";

// GET /api/get-resume/{id} - the resume of user {id} (a public id), as a download. Public
// exactly while the share page is (employers download it without an account); otherwise
// only its owner, signed in, gets it (README, "Who sees what").
export const GET = route<{ id: string }>(async (req, { id }) => {
  const publicId = parsePublicId(id);
  const owner = publicId && (await fileOwnerId({ publicId, viewer: () => authenticate(req) }));
  const resume = owner ? await getResume({ userId: owner.userId }) : undefined;
  if (!resume) throw new ApiError("not_found", "This profile has no resume");
  return new Response(new Uint8Array(resume.data), {
    headers: {
      "content-type": resume.contentType,
      "content-length": String(resume.size),
      "content-disposition": `attachment; filename="resume-${publicId}.${RESUME_EXTENSIONS[resume.contentType]}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-cache",
    },
  });
});
