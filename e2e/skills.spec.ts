import type { Page } from "@playwright/test";
import { expect, expectAccessible, isPhone, signUpViaApi, test, toast } from "./fixtures";

// The seeded demo account (npm run db:seed, run by the test server): TypeScript and React
// shown, Node.js and PostgreSQL Active but hidden, Docker short of its target, Python lapsed.
const DEMO = { email: "demo@skillproof.dev", password: "demo-password" };

async function signInAsDemo(page: Page) {
  expect((await page.request.post("/api/user/login", { data: DEMO })).status()).toBe(200);
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("add a skill through the autocomplete, refuse it twice, and delete it after confirming", async ({ page, visit }) => {
  await signUpViaApi(page);
  await visit("/app/skills");
  await expect(page.getByRole("heading", { name: "No skills yet" })).toBeVisible();

  await page.getByRole("button", { name: "Add new skill" }).click();
  const dialog = page.getByRole("dialog", { name: "Add new skill" });
  const input = dialog.getByRole("combobox", { name: "Skill" });
  await dialog.getByRole("button", { name: "Add skill" }).click();
  await expect(dialog.getByText("Skill name cannot be empty", { exact: true })).toBeVisible();

  await input.fill("k8");
  await expect(dialog.getByRole("option", { name: "Kubernetes" })).toBeVisible();
  await expectAccessible(page);
  await input.press("ArrowDown");
  await expect(input).toHaveAttribute("aria-activedescendant", /option-0/);
  await input.press("Enter");
  await expect(input).toHaveValue("Kubernetes");
  await dialog.getByRole("button", { name: "Add skill" }).click();
  await expect(toast(page, "Added new skill")).toBeVisible();
  await expect(dialog).toBeHidden();

  const kubernetes = card(page, "Kubernetes");
  await expect(kubernetes.getByRole("img", { name: "Rating 0 of 100, still calibrating" })).toBeVisible();
  await expect(kubernetes.getByText("7 days left")).toBeVisible();
  await expect(kubernetes.getByRole("progressbar", { name: "Weekly target" })).toHaveAttribute("aria-valuenow", "0");
  await expect(kubernetes.getByText("0 of 10")).toBeVisible();
  // not Active yet: it cannot be shown, and both tooltips say why
  const show = kubernetes.getByRole("switch", { name: "Show Skill Kubernetes" });
  await expect(show).toBeDisabled();
  await expect(show).toHaveAccessibleDescription("Changes visibility of skill in profile page");
  await expect(kubernetes.getByRole("button", { name: /7 days left/ })).toHaveAccessibleDescription("A skill is active if the weekly target is met. Only Active skills can be shown on profile.");

  // the same skill through an alias and another case
  await page.getByRole("button", { name: "Add new skill" }).click();
  await dialog.getByRole("combobox", { name: "Skill" }).fill("K8S (containers)");
  await dialog.getByRole("button", { name: "Add skill" }).click();
  await expect(toast(page, "Error adding skill")).toContainText("Kubernetes is already in your skills");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await kubernetes.getByRole("button", { name: "Delete Kubernetes" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete Kubernetes?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deleted skill")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No skills yet" })).toBeVisible();
});

test("show an Active skill on the profile, then hide it again", async ({ page, visit }) => {
  await signInAsDemo(page);
  // each project toggles its own skill, as both run at once on the one demo account
  const name = isPhone(page) ? "PostgreSQL" : "Node.js";
  await visit("/app/skills");
  const skill = card(page, name);
  await expect(skill.getByText("Active", { exact: true })).toBeVisible();
  const show = skill.getByRole("switch", { name: `Show Skill ${name}` });
  await expect(show).toHaveAttribute("aria-checked", "false");
  await show.click();
  await expect(toast(page, "Updated skill visibility")).toContainText(`${name} is now Public`);
  await expect(show).toHaveAttribute("aria-checked", "true");

  await visit("/app/profile");
  const rings = page.getByRole("region", { name: "Skills" });
  await expect(rings.getByText(name, { exact: true })).toBeVisible();

  await visit("/app/skills");
  await card(page, name).getByRole("switch", { name: `Show Skill ${name}` }).click();
  await expect(toast(page, "Updated skill visibility")).toContainText(`${name} is now Hidden`);
  await visit("/app/profile");
  await expect(page.getByRole("region", { name: "Skills" }).getByText(name, { exact: true })).toBeHidden();
});

test("the profile's ring cards show visible Active skills, highest rating first, with a ranking", async ({ page, visit }) => {
  await signInAsDemo(page);
  await visit("/app/profile");
  const region = page.getByRole("region", { name: "Skills" });
  const ratings = (await region.getByRole("img", { name: /^Rating \d+ of 100, (plus or minus \d+|still calibrating)$/ }).evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")))).map((label) => Number(/\d+/.exec(label!)![0]));
  expect(ratings.length).toBeGreaterThanOrEqual(2);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  await expect(region.getByText("TypeScript", { exact: true })).toBeVisible();
  await expect(region.getByText(/^Top \d+% of \d+ developers$/).first()).toBeVisible();
  await expect(region.getByText("Python", { exact: true })).toBeHidden(); // lapsed: never shown
  await expect(region.getByRole("link", { name: "Manage skills" })).toHaveAttribute("href", "/app/skills");
});

test("the skills grid has 1 to 4 columns by width", async ({ page, visit }) => {
  test.skip(isPhone(page), "one project is enough to resize the window");
  await signInAsDemo(page);
  await visit("/app/skills");
  const columns = async () => {
    const lefts = await page.getByRole("region", { name: /^(TypeScript|React|Node\.js|PostgreSQL|Docker|Python)$/ }).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
    return new Set(lefts).size;
  };
  for (const [width, expected] of [
    [390, 1],
    [800, 2],
    [1300, 3],
    [1700, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns, { message: `${width}px wide` }).toBe(expected);
  }
});
