import { parseWith, readJson } from "@/lib/api/body";
import { route } from "@/lib/api/handler";
import { requireUser } from "@/lib/auth/authenticate";
import { getOwnProfile, saveProfile } from "@/lib/profile/profile";
import { editProfileSchema } from "@/lib/validations/profile";

// POST /api/user/edit-profile - the wizard's name, title, location and description
export const POST = route(async (req) => {
  const me = await requireUser(req);
  const values = parseWith(editProfileSchema, await readJson(req));
  await saveProfile({ userId: me.id, values });
  return Response.json({ message: "Profile saved", user: await getOwnProfile({ account: { ...me, name: values.name } }) });
});
