import { ApiError } from "@/lib/api/errors";
import { route } from "@/lib/api/handler";
import { getPicture, pictureUrl } from "@/lib/profile/files";
import { parseId } from "@/lib/api/params";

// GET /api/picture/{id}/{version} - a profile picture, public like the share page. A URL
// names one version, so it is cached for a year; an older version redirects to the current.
export const GET = route<{ id: string; version: string }>(async (_req, { id, version }) => {
  const userId = parseId(id);
  const picture = userId === undefined ? undefined : await getPicture({ userId });
  if (!picture) throw new ApiError("not_found", "No picture here");
  if (version !== String(picture.version)) {
    return new Response(null, { status: 307, headers: { location: pictureUrl(picture.userId, picture.version), "cache-control": "no-cache" } });
  }
  return new Response(new Uint8Array(picture.data), {
    headers: { "content-type": picture.contentType, "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
  });
});
