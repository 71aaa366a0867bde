import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Anonymous requests must not fill the disk: Next keeps every render of a cached (ISR)
// route, a 404 included, so an id that is not a public profile is refused before anything
// renders, and benchmark pages are not in the production build at all.

const CACHE = path.join(process.cwd(), ".next/server/route-cache");
const cachedPaths = () => (existsSync(CACHE) ? readdirSync(CACHE, { recursive: true }).map(String) : []);

test("ids that are not public profiles get 404 and leave nothing in the cache", async ({ request }) => {
  const wellFormed = randomBytes(12).toString("base64url"); // an id's shape, but nobody's
  const ids = [wellFormed, "junk-id-of-any-length", "1", "424242", "Robert'); DROP TABLE"];
  for (const id of ids) {
    const page = await request.get(`/share-profile/${encodeURIComponent(id)}`);
    expect(page.status(), id).toBe(404);
    expect(await page.text()).toContain("there is no public profile at this address");
    expect((await request.get(`/share-profile/${encodeURIComponent(id)}/opengraph-image`)).status(), id).toBe(404);
    const api = await request.get(`/api/profile/${encodeURIComponent(id)}`);
    expect(api.status(), id).toBe(404);
    expect(await api.json()).toEqual({ error: "Profile not found", code: "not_found" });
  }
  const kept = cachedPaths().filter((p) => ids.some((id) => p.includes(`profile/${encodeURIComponent(id)}`)));
  expect(kept).toEqual([]);
});

test("benchmark pages are not served by the production build", async ({ request }) => {
  const id = `x${randomBytes(6).toString("hex")}`;
  expect((await request.get(`/bench/isr/${id}`)).status()).toBe(404);
  expect(cachedPaths().filter((p) => p.includes("bench"))).toEqual([]);
});
