import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, isPhone, readCode, signUpViaApi, test } from "./fixtures";

async function withProfile(page: Page, title = "Site reliability engineer") {
  const account = await signUpViaApi(page, { name: "Sasha Share" });
  expect((await page.request.post("/api/user/edit-profile", { data: { name: "Sasha Share", title, location: "Porto", description: "I keep services up at 3 a.m." } })).status()).toBe(200);
  const { user } = await (await page.request.get("/api/user/profile")).json();
  return { ...account, id: user.id as string };
}

test("the share page is public, read-only, and current after the owner edits", async ({ page, browser }) => {
  const owner = await withProfile(page);
  const visitor = await browser.newPage({ viewport: page.viewportSize()!, isMobile: isPhone(page) });
  await visitor.goto(`/share-profile/${owner.id}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Sasha Share" })).toBeVisible();
  await expect(visitor.getByText("Site reliability engineer")).toBeVisible();
  await expect(visitor.getByText("No Skills to Show")).toBeVisible();
  expect((await (await visitor.request.get(`/api/profile/${owner.id}`)).json()).user.profile.title).toBe("Site reliability engineer");
  await expect(visitor.getByRole("button", { name: /edit|delete|add/i })).toHaveCount(0);
  // link previews: title, canonical, image
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", "Sasha Share - Site reliability engineer");
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/share-profile/${owner.id}/opengraph-image`));
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/share-profile/${owner.id}$`));
  await expect(visitor.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const image = await visitor.request.get(`/share-profile/${owner.id}/opengraph-image`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const before = await image.body();

  // the owner changes the title: the cached page is revalidated, so the next visit is fresh
  expect((await page.request.post("/api/user/edit-profile", { data: { name: "Sasha Share", title: "Staff platform engineer", location: "Porto", description: "I keep services up at 3 a.m." } })).status()).toBe(200);
  await visitor.reload();
  await expect(visitor.getByText("Staff platform engineer")).toBeVisible();
  expect((await (await visitor.request.get(`/api/profile/${owner.id}`)).json()).user.profile.title).toBe("Staff platform engineer");
  // and the preview image is drawn again with the new title
  const after = await (await visitor.request.get(`/share-profile/${owner.id}/opengraph-image`)).body();
  expect(after.equals(before)).toBe(false);
  await visitor.close();
});

test("Copy url becomes 'Copied url', and below 768 px the sections sit under tabs", async ({ page, context }) => {
  const owner = await withProfile(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/share-profile/${owner.id}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Copy url" }).click();
  await expect(page.getByRole("button", { name: "Copied url" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByRole("link", { name: "Visit site" })).toHaveAttribute("href", "/");

  const tabs = page.getByRole("tablist", { name: "Profile sections" });
  if (isPhone(page)) {
    await expect(tabs.getByRole("tab")).toHaveText(["Skills", "Education", "Experience", "Projects", "Achievements"]);
    await expect(page.getByRole("heading", { name: "Experience" })).toBeHidden();
    await tabs.getByRole("tab", { name: "Experience" }).click();
    await expect(page.getByRole("heading", { name: "Experience" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Skills", exact: true })).toBeHidden();
  } else {
    await expect(tabs).toBeHidden();
    for (const name of ["Skills", "Education", "Experience", "Projects", "Achievements"]) await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
});

test("an email change takes the page, its image and the public API down at once, and verifying the new address brings them back", async ({ page, browser }) => {
  const owner = await withProfile(page);
  const visitor = await browser.newPage();
  const paths = [`/share-profile/${owner.id}`, `/share-profile/${owner.id}/opengraph-image`, `/api/profile/${owner.id}`];
  for (const p of paths) expect((await visitor.request.get(p)).status(), p).toBe(200); // rendered and cached

  const newEmail = `moved.${owner.email}`;
  expect((await page.request.post("/api/user/change-email", { data: { password: owner.password, newEmail } })).status()).toBe(200);
  for (const p of paths) expect((await visitor.request.get(p)).status(), p).toBe(404);
  await visitor.goto(paths[0]);
  await expect(visitor.getByText(/no public profile at this address/)).toBeVisible();

  const code = await readCode(page.request, newEmail);
  expect((await page.request.post(`/api/user/verify-account/${encodeURIComponent(newEmail)}/${code}`)).status()).toBe(200);
  for (const p of paths) expect((await visitor.request.get(p)).status(), p).toBe(200);
  await visitor.close();
});

test("an unfinished profile sends its owner to the wizard; anyone else, and bad ids, get a not-found page", async ({ page, browser }) => {
  const owner = await signUpViaApi(page);
  const { user } = await (await page.request.get("/api/user/profile")).json();
  await page.goto(`/share-profile/${user.id}`);
  await expect(page).toHaveURL(/\/edit-profile$/);
  expect(owner.email).toBeTruthy();

  const visitor = await browser.newPage();
  for (const id of [user.id, "999999", "abc", "AAAAAAAAAAAAAAAA"]) {
    const res = await visitor.goto(`/share-profile/${id}`);
    expect(res?.status()).toBe(404);
    await expect(visitor.getByText(/no public profile at this address/)).toBeVisible();
  }
  await visitor.close();
});

test("the share page's HTML passes the W3C Nu HTML checker", async ({ page }) => {
  test.skip(isPhone(page), "the same HTML for every viewport");
  // the seeded demo account: picture, shown skills with their evidence, all four lists
  const demo = await page.request.post("/api/user/login", { data: { email: "demo@skillproof.dev", password: "demo-password" } });
  const res = await page.request.get(`/share-profile/${(await demo.json()).user.id}`);
  expect(res.status()).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), "vnu-")), "share.html");
  writeFileSync(file, await res.text());
  const jar = String(createRequire(path.join(process.cwd(), "package.json"))("vnu-jar"));
  const checked = spawnSync("java", ["-jar", jar, "--format", "json", "--exit-zero-always", file], { encoding: "utf8" });
  expect(checked.error).toBeUndefined();
  const errors = (JSON.parse(checked.stderr).messages as { type: string; message: string; extract?: string }[]).filter((m) => m.type === "error");
  expect(errors.map((e) => `${e.message} ${e.extract ?? ""}`)).toEqual([]);
});
