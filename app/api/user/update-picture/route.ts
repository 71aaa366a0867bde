import { readFile } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { normalizePicture, pictureUrl, savePicture } from "@/lib/profile/files";
import { PICTURE_MAX_BYTES, sizeMessage } from "@/lib/validations/files";

// POST /api/user/update-picture - multipart, the file in profile_picture (JPEG or PNG under
// 30 MB); stored re-encoded as a square JPEG of at most 512 px
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const file = await readFile(req, "profile_picture", PICTURE_MAX_BYTES, sizeMessage(PICTURE_MAX_BYTES));
  const version = await savePicture({ userId: me.id, data: await normalizePicture(file) });
  return Response.json({ message: "Picture updated", picture: pictureUrl(me.publicId, version) });
});
