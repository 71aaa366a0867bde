import type { Page } from "@playwright/test";
import { expect, expectAccessible, FROM_THIS_MACHINE, pauseClock, test, tickUntil, toast, toasterLoaded } from "./fixtures";

const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form(page).getByLabel(label, { exact: true }).fill(value);
}

test.describe("contact form", () => {
  test("shows every validation message", async ({ page, visit }) => {
    await visit("/#contact");
    await form(page).getByRole("button", { name: "Send message" }).click();
    for (const text of [
      "Name must have at least 2 letters",
      "Invalid email",
      "Role must have at least 2 letters",
      "Organization must have at least 2 letters",
      "Message must have at least 2 letters",
    ]) {
      await expect(form(page).getByText(text, { exact: true })).toBeVisible();
    }
    await expect(form(page).getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    // fixing a field clears its message; a bad address keeps its own
    await fill(page, { Name: "Jo", Email: "jo@" });
    await expect(form(page).getByText("Name must have at least 2 letters")).toBeHidden();
    await expect(form(page).getByText("Invalid email")).toBeVisible();
    await expectAccessible(page);
  });

  test("a valid enquiry shows the success toast and reaches the team", async ({ page, visit }) => {
    const marker = `Hiring two engineers ${test.info().project.name} ${Date.now()}`;
    await visit("/#contact");
    await fill(page, { Name: "Grace Hopper", Email: "grace@navy.mil", Role: "Engineering lead", Organization: "US Navy", Message: marker });
    const submit = form(page).getByRole("button", { name: "Send message" });
    await submit.click();
    await expect(toast(page, "We will get back to you soon")).toBeVisible();
    await expect(form(page).getByLabel("Message", { exact: true })).toHaveValue("");
    // a click closes the toast
    await toast(page, "We will get back to you soon").click();
    await expect(toast(page, "We will get back to you soon")).toBeHidden();
    // stored: the team's notification (written to the outbox table) carries the enquiry
    await page.setExtraHTTPHeaders(FROM_THIS_MACHINE);
    await page.goto("/dev/mailbox");
    await expect(page.getByRole("article").filter({ hasText: marker }).getByRole("heading", { name: "New enquiry from Grace Hopper (US Navy)" })).toBeVisible();
  });

  test("a server failure shows the failure toast and keeps what was typed", async ({ page, visit }) => {
    await page.clock.install();
    await page.route("**/api/contact", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Database unavailable", code: "service_unavailable" }) }));
    await visit("/#contact");
    const values = { Name: "Linus", Email: "linus@kernel.org", Role: "Maintainer", Organization: "Linux", Message: "Please keep this text" };
    await fill(page, values);
    // From here the page's time moves only when the test moves it.
    await pauseClock(page);
    await form(page).getByRole("button", { name: "Send message" }).click();
    await toasterLoaded(page);
    const failure = toast(page, "Something went wrong");
    expect(await tickUntil(page, () => failure.isVisible(), 100)).toBe(true);
    await expect(failure).toContainText("Database unavailable");
    await expect(failure).toHaveAttribute("data-kind", "error");
    for (const [label, value] of Object.entries(values)) await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(value);
    // the toast closes by itself 4 seconds after it opened
    await page.clock.runFor(3800);
    await expect(failure).toBeVisible();
    expect(await tickUntil(page, async () => !(await failure.isVisible()), 600)).toBe(true);
  });

  test("the button is disabled while sending", async ({ page, visit }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ message: "ok" }) });
    });
    await visit("/#contact");
    await fill(page, { Name: "Ada", Email: "ada@example.com", Role: "CTO", Organization: "Engines", Message: "Hello there" });
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(form(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page, "We will get back to you soon")).toBeVisible();
  });
});

test("at most five toasts show at once and the rest wait their turn", async ({ page, visit }) => {
  let calls = 0;
  await page.clock.install();
  await page.route("**/api/contact", (route) => {
    calls++;
    return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: `Failure ${calls}` }) });
  });
  await visit("/#contact");
  await fill(page, { Name: "Ada", Email: "ada@example.com", Role: "CTO", Organization: "Engines", Message: "Hello there" });
  // Toasts live 4 seconds: the page's time stands still, so however long the seven
  // submits take on this machine, none of them closes on its own.
  await pauseClock(page);
  const submit = form(page).getByRole("button", { name: "Send message" });
  const toasts = page.getByRole("button", { name: /^Something went wrong/ });
  for (let i = 1; i <= 7; i++) {
    await submit.click();
    await expect(submit).toBeEnabled();
    await toasterLoaded(page);
    expect(await tickUntil(page, async () => (await toasts.count()) === Math.min(i, 5), 100)).toBe(true);
  }
  expect(calls).toBe(7);
  await expect(toasts).toHaveCount(5);
  await expect(page.getByRole("button", { name: /Failure 6/ })).toHaveCount(0);
  // closing one lets the next in line show
  const first = page.getByRole("button", { name: /Failure 1\./ });
  await first.click();
  expect(await tickUntil(page, async () => (await first.count()) === 0 && (await page.getByRole("button", { name: /Failure 6/ }).isVisible()), 500)).toBe(true);
  await expect(page.getByRole("button", { name: /Failure 7/ })).toHaveCount(0);
  await expect(toasts).toHaveCount(5);
});
