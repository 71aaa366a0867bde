import { expect, expectAccessible, isPhone, test } from "./fixtures";

test.describe("landing page", () => {
  test("shows every section and sends no analytics without an id", async ({ page, visit }) => {
    const thirdParty: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://localhost")) thirdParty.push(r.url());
    });
    await visit("/");
    for (const id of ["home", "jobseekers", "targets", "contact"]) await expect(page.locator(`section#${id}`)).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Prove your skills");
    await expect(page.getByRole("heading", { name: "10 questions a week keeps a skill Active" })).toBeVisible();
    const contact = page.locator("#contact");
    for (const title of ["Email", "Phone", "Address"]) await expect(contact.getByRole("heading", { name: title, exact: true })).toBeVisible();
    await expect(contact.getByText("San Jose, CA")).toBeVisible();
    expect(thirdParty).toEqual([]);
  });

  test("the header collapses into a menu below md", async ({ page, visit }) => {
    await visit("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (isPhone(page)) {
      await expect(nav).toBeHidden();
      await expect(menuButton).toBeVisible();
      await menuButton.click();
      const menu = page.getByRole("menu");
      for (const name of ["Home", "For Jobseekers", "Contact", "Get started"]) await expect(menu.getByRole("menuitem", { name })).toBeVisible();
      await expectAccessible(page);
      // keyboard: focus starts on the first item, arrows move and wrap, Escape closes and returns focus
      await expect(menu.getByRole("menuitem", { name: "Home" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "For Jobseekers" })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(menu.getByRole("menuitem", { name: "Get started" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      // a click outside closes it too
      await menuButton.click();
      await expect(page.getByRole("menu")).toBeVisible();
      await page.mouse.click(8, (page.viewportSize()?.height ?? 800) - 8);
      await expect(page.getByRole("menu")).toBeHidden();
    } else {
      await expect(nav).toBeVisible();
      await expect(menuButton).toBeHidden();
    }
  });

  test("header anchors reach their sections", async ({ page, visit }) => {
    await visit("/");
    for (const [name, id] of [
      ["For Jobseekers", "jobseekers"],
      ["Contact", "contact"],
      ["Home", "home"],
    ] as const) {
      if (isPhone(page)) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("menuitem", { name }).click();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name }).click();
      }
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`section#${id}`)).toBeInViewport();
    }
  });

  test("hero and header calls to action point to the right places", async ({ page, visit }) => {
    await visit("/");
    const hero = page.locator("#home");
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/login");
    await hero.getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL(/#jobseekers$/);
    await expect(page.locator("#jobseekers")).toBeInViewport();
    if (!isPhone(page)) await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/login");
    await page.getByRole("link", { name: "SkillProof home" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("footer links lead to the policies and the company's pages", async ({ page, visit }) => {
    await visit("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/#contact");
    for (const name of ["SkillProof on LinkedIn", "SkillProof on X", "SkillProof community on Discord"]) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    await footer.getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await visit("/cookie-policy");
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
  });

  test("an unknown route shows the not-found page", async ({ page, visit }) => {
    const res = await page.request.get("/no/such/page");
    expect(res.status()).toBe(404);
    await visit("/no/such/page");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/login", "/api/user/profile"]) {
    const res = await request.get(path);
    const headers = res.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age="); // production build
    expect(headers["x-powered-by"]).toBeUndefined();
  }
});
