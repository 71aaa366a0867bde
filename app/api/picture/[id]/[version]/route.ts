import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { authenticate } from "@/lib/auth/authenticate";
import { getPicture, pictureUrl } from "@/lib/profile/files";
import { fileOwnerId } from "@/lib/profile/public";
import { parsePublicId } from "@/lib/users/public-id";

// GET /api/picture/{id}/{version} - a profile picture (by public id), public exactly while
// the share page is, else only for its owner. A URL names one version, so browsers keep it
// for a day; shared caches only briefly, so a hidden profile's picture leaves them soon.
// An older version redirects to the current one.
export const GET = route<{ id: string; version: string }>(async (req, { id, version }) => {
  const publicId = parsePublicId(id);
  const owner = publicId && (await fileOwnerId({ publicId, viewer: () => authenticate(req) }));
  const picture = owner ? await getPicture({ userId: owner.userId }) : undefined;
  if (!owner || !picture) throw new ApiError("not_found", "No picture here");
  if (version !== String(picture.version)) {
    return new Response(null, { status: 307, headers: { location: pictureUrl(publicId, picture.version), "cache-control": "no-cache" } });
  }
  return new Response(new Uint8Array(picture.data), {
    headers: {
      "content-type": picture.contentType,
      "cache-control": owner.isPublic ? "public, max-age=86400, s-maxage=60" : "private, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
});
