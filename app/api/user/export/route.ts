import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { env } from "@/lib/env";
import { toJsonResume, type ProfileLists } from "@/lib/profile/json-resume";
import { getOwnProfile } from "@/lib/profile/profile";

// GET /api/user/export - the profile as a JSON Resume document (jsonresume.org), as a download
export const GET = route(async (req) => {
  const me = await requireUser(req);
  const { name, email, profile } = await getOwnProfile({ account: me });
  const doc = toJsonResume({
    ...(profile as typeof profile & ProfileLists),
    name,
    email,
    picture: profile.picture ? new URL(profile.picture, env.APP_URL).toString() : null,
    shareUrl: new URL(`/share-profile/${me.publicId}`, env.APP_URL).toString(),
  });
  return new Response(JSON.stringify(doc, null, 2), {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": 'attachment; filename="resume.json"', "cache-control": "private, no-store" },
  });
});
