import { NextResponse, type NextRequest } from "next/server";
import { getPublicOwner, parsePublicId } from "@/lib/users/public-id";

// Runs before anything renders. The share page, its preview image and GET /api/profile/{id}
// are cached (ISR), and Next keeps every render, a 404 included: an id that is not a public
// profile is answered here, so a miss costs one indexed query and no disk.
export const config = { matcher: ["/share-profile/:id", "/share-profile/:id/opengraph-image", "/api/profile/:id"] };

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const api = pathname.startsWith("/api/");
  const publicId = parsePublicId(pathname.split("/")[api ? 3 : 2]);
  if (publicId && (await getPublicOwner({ publicId }))) return NextResponse.next();
  if (api) return NextResponse.json({ error: "Profile not found", code: "not_found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  // The share page's not-found screen, prerendered at build (app/share-profile/not-found).
  return NextResponse.rewrite(new URL("/share-profile/not-found", req.url), { status: 404 });
}
