import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/** Fail on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

export const test = base.extend<{ visit: (path: string) => Promise<void> }>({
  // Go to a page, wait until React has hydrated it, and check it with axe-core.
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expectAccessible(page);
    });
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
