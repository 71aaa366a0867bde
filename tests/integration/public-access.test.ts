import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { GET as getResume } from "@/app/api/get-resume/[id]/route";
import { GET as getPicture } from "@/app/api/picture/[id]/[version]/route";
import { GET as publicProfile } from "@/app/api/profile/[id]/route";
import { GET as publicSkills } from "@/app/api/saarp/skills/[userId]/route";
import { POST as changeEmail } from "@/app/api/user/change-email/route";
import { POST as deleteAccount } from "@/app/api/user/delete/route";
import { POST as editProfile } from "@/app/api/user/edit-profile/route";
import { GET as ownProfile } from "@/app/api/user/profile/route";
import { POST as updatePicture } from "@/app/api/user/update-picture/route";
import { POST as uploadResume } from "@/app/api/user/upload-resume/route";
import { getDb, migrationsFolder } from "@/lib/db/client";
import { user } from "@/lib/db/schema";
import { bearer, latestCode, loginUser, signUp, verifyUser } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

// Issue 15, cases 5 and 6: public ids are opaque, a profile's files are public exactly
// while its share page is, and every change to what the public sees clears the caches.

jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
const revalidated = revalidatePath as jest.Mock;

withTestDb();

const PUBLIC_ID = /^[A-Za-z0-9_-]{16}$/;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
// A 1x1 PNG.
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

function upload(handler: Parameters<typeof call>[0], token: string, field: string, data: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  return call(handler, { raw: form, headers: bearer(token) });
}

/** A verified account with a picture and a resume, its profile finished or not. */
async function withFiles({ finished }: { finished: boolean }) {
  const me = await signUp({ name: "Fay Files" });
  if (finished) expect((await call(editProfile, { body: { name: "Fay Files", title: "Data engineer", location: "Lyon", description: "Pipelines that do not leak." }, headers: bearer(me.token) })).status).toBe(200);
  const { picture } = await (await upload(updatePicture, me.token, "profile_picture", png, "me.png")).json();
  expect((await upload(uploadResume, me.token, "resume", pdf, "cv.pdf")).status).toBe(200);
  return { ...me, picture: picture as string };
}

const anonymous = {
  picture: (url: string) => {
    const [, , , id, version] = url.split("/");
    return call(getPicture, { method: "GET", params: { id, version } });
  },
  resume: (id: string) => call(getResume, { method: "GET", params: { id } }),
  profile: (id: string) => call(publicProfile, { method: "GET", params: { id } }),
  skills: (id: string) => call(publicSkills, { method: "GET", params: { userId: id } }),
};

describe("public ids", () => {
  it("every id the API returns for a user is opaque and random, never the integer key", async () => {
    const me = await signUp();
    const [row] = await (await getDb()).select().from(user).where(eq(user.email, me.email));
    expect(me.id).toMatch(PUBLIC_ID);
    expect(me.id).toBe(row.publicId);
    expect((await (await loginUser({ email: me.email, password: me.password })).json()).user.id).toBe(me.id);
    expect((await (await call(ownProfile, { method: "GET", headers: bearer(me.token) })).json()).user.id).toBe(me.id);
    const other = await signUp();
    expect(other.id).not.toBe(me.id);
  });

  it("public URLs do not answer to the integer key", async () => {
    const me = await withFiles({ finished: true });
    const key = String(me.userId);
    expect(me.picture).toBe(`/api/picture/${me.id}/1`);
    for (const res of [await anonymous.profile(key), await anonymous.resume(key), await anonymous.skills(key), await call(getPicture, { method: "GET", params: { id: key, version: "1" } })]) {
      expect(res.status).toBe(404);
    }
    expect((await anonymous.profile(me.id)).status).toBe(200);
  });

  it("the migration gives every existing user a distinct public id", async () => {
    // A database migrated up to the migration before public ids, with users in it.
    const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
    try {
      cpSync(migrationsFolder, folder, { recursive: true });
      rmSync(path.join(folder, "0007_public_id.sql"));
      const journal = path.join(folder, "meta/_journal.json");
      const meta = JSON.parse(readFileSync(journal, "utf8"));
      meta.entries = meta.entries.filter((e: { tag: string }) => e.tag < "0007");
      writeFileSync(journal, JSON.stringify(meta));
      const { PGlite } = await import("@electric-sql/pglite");
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      const client = await PGlite.create("memory://");
      try {
        await migrate(drizzle(client) as never, { migrationsFolder: folder });
        for (let i = 0; i < 50; i++) await client.query(`insert into "user" (name, email, password_hash) values ('Old ${i}', 'old${i}@example.com', 'x')`);
        await migrate(drizzle(client) as never, { migrationsFolder });
        const { rows } = await client.query<{ public_id: string }>(`select public_id from "user"`);
        expect(rows).toHaveLength(50);
        expect(rows.every((r) => PUBLIC_ID.test(r.public_id))).toBe(true);
        expect(new Set(rows.map((r) => r.public_id)).size).toBe(50);
      } finally {
        await client.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("a profile's files follow its share page", () => {
  it("an unfinished profile's picture and resume answer 404 to anyone but their owner", async () => {
    const me = await withFiles({ finished: false });
    expect((await anonymous.profile(me.id)).status).toBe(404);
    expect((await anonymous.picture(me.picture)).status).toBe(404);
    expect((await anonymous.resume(me.id)).status).toBe(404);
    expect((await anonymous.skills(me.id)).status).toBe(404);
    // another signed-in user is not the owner
    const stranger = await signUp();
    expect((await call(getResume, { method: "GET", params: { id: me.id }, headers: bearer(stranger.token) })).status).toBe(404);
    // the owner still gets them (the profile page shows them while editing)
    expect((await call(getResume, { method: "GET", params: { id: me.id }, headers: bearer(me.token) })).status).toBe(200);
    const [, , , id, version] = me.picture.split("/");
    expect((await call(getPicture, { method: "GET", params: { id, version }, headers: bearer(me.token) })).status).toBe(200);
  });

  it("a public profile's files answer anyone, and stop when the owner changes email (unverified again)", async () => {
    const me = await withFiles({ finished: true });
    const picture = await anonymous.picture(me.picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("cache-control")).toBe("public, max-age=86400, s-maxage=60");
    expect((await anonymous.resume(me.id)).status).toBe(200);
    expect((await anonymous.skills(me.id)).status).toBe(200);

    const newEmail = `moved.${me.email}`;
    expect((await call(changeEmail, { body: { password: me.password, newEmail }, headers: bearer(me.token) })).status).toBe(200);
    expect((await anonymous.profile(me.id)).status).toBe(404);
    expect((await anonymous.picture(me.picture)).status).toBe(404);
    expect((await anonymous.resume(me.id)).status).toBe(404);
    expect((await anonymous.skills(me.id)).status).toBe(404);

    // verified again: public again
    expect((await verifyUser(newEmail, (await latestCode(newEmail))!)).status).toBe(200);
    expect((await anonymous.resume(me.id)).status).toBe(200);
    expect((await anonymous.profile(me.id)).status).toBe(200);
  });
});

describe("every change to what the public sees clears the share page, its image and the public API", () => {
  const cleared = (id: string) => [`/share-profile/${id}`, `/share-profile/${id}/opengraph-image`, `/api/profile/${id}`];
  const calls = () => revalidated.mock.calls.map(([p]) => p);

  it.each([
    [
      "an email change (the account is unverified again)",
      async (me: Awaited<ReturnType<typeof withFiles>>) => call(changeEmail, { body: { password: me.password, newEmail: `new.${me.email}` }, headers: bearer(me.token) }),
    ],
    ["the new address verified", async (me: Awaited<ReturnType<typeof withFiles>>) => {
      const newEmail = `again.${me.email}`;
      await call(changeEmail, { body: { password: me.password, newEmail }, headers: bearer(me.token) });
      revalidated.mockClear();
      return verifyUser(newEmail, (await latestCode(newEmail))!);
    }],
    ["a profile edit", async (me: Awaited<ReturnType<typeof withFiles>>) => call(editProfile, { body: { name: "Fay Files", title: "Staff data engineer", location: "Lyon", description: "Pipelines that do not leak." }, headers: bearer(me.token) })],
    ["a new picture", async (me: Awaited<ReturnType<typeof withFiles>>) => upload(updatePicture, me.token, "profile_picture", png, "new.png")],
    ["a new resume", async (me: Awaited<ReturnType<typeof withFiles>>) => upload(uploadResume, me.token, "resume", pdf, "new.pdf")],
    ["the account's deletion", async (me: Awaited<ReturnType<typeof withFiles>>) => call(deleteAccount, { headers: bearer(me.token) })],
  ])("%s", async (_change, act) => {
    const me = await withFiles({ finished: true });
    revalidated.mockClear();
    expect((await act(me)).status).toBe(200);
    expect(calls()).toEqual(expect.arrayContaining(cleared(me.id)));
  });
});
