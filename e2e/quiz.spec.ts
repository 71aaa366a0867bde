import type { Page } from "@playwright/test";
import { BANK } from "../lib/quiz/bank";
import { expect, expectAccessible, signUpViaApi, test, toast } from "./fixtures";

/** The bank's reference answer to a question: the best answer there is. */
const referenceFor = (question: string) => [...BANK.values()].flatMap((b) => b.questions).find((q) => q.question === question)!.answer;

/** The question waiting in the stored thread. */
async function waitingQuestion(page: Page) {
  const { messages } = await (await page.request.get("/api/user/quiz")).json();
  const last = messages.filter((m: { role: string }) => m.role === "assistant").at(-1);
  expect(last.metadata.type).toBe("question");
  return last.metadata.question as string;
}

test("a full round on the offline engine: choose, answer well and badly, skip, next, summary, bug report, reload", async ({ page, visit }) => {
  await signUpViaApi(page, { name: "Riley Round" });
  expect((await page.request.post("/api/user/new-skill", { data: { name: "JavaScript" } })).status()).toBe(201);
  await visit("/app/quiz");
  const log = page.getByRole("log", { name: "Quiz conversation" });
  await expect(log.getByText(/^Welcome to the SkillProof quiz/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Skip Question" })).toHaveCount(0);

  await page.getByRole("list", { name: "Your skills" }).getByRole("button", { name: "JavaScript" }).click();
  await expect(page.getByRole("button", { name: "Skip Question" })).toBeVisible();
  const input = page.getByLabel("Your answer");

  // a good answer
  await input.fill(referenceFor(await waitingQuestion(page)));
  await input.press("Enter");
  await expect(log.getByText(/^(Perfect!|Great!)$/)).toBeVisible();
  await expect(log.getByRole("img", { name: /of 5 stars$/ })).toBeVisible();
  await expect(log.getByText("Covered", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next Question" })).toBeVisible();
  await expect(input).toBeFocused();
  await expectAccessible(page);

  // a poor one
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(page.getByRole("button", { name: "Skip Question" })).toBeVisible();
  await input.fill("I don't know");
  await input.press("Enter");
  await expect(log.getByText("Needs Improvement")).toBeVisible();
  await expect(log.getByText("0/10. The answer says it does not know.")).toBeVisible();

  // empty input is not sent; Shift+Enter adds a line
  await page.getByRole("button", { name: "Next Question" }).click();
  await expect(page.getByRole("button", { name: "Skip Question" })).toBeVisible();
  await input.fill("   ");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
  await input.fill("first line");
  await input.press("Shift+Enter");
  await expect(input).toHaveValue("first line\n");
  await input.fill("");

  // paste into the input and copying the assistant's text are blocked
  await input.evaluate((el) => el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: new DataTransfer(), bubbles: true, cancelable: true })));
  await expect(toast(page, "Paste disabled")).toBeVisible();
  await log.getByText(/^Welcome to the SkillProof quiz/).evaluate((el) => el.dispatchEvent(new ClipboardEvent("copy", { clipboardData: new DataTransfer(), bubbles: true, cancelable: true })));
  await expect(toast(page, "Nice try!")).toBeVisible();

  // skip costs 1
  await page.getByRole("button", { name: "Skip Question" }).click();
  await expect(log.getByText(/^Skipped\. Your JavaScript rating went from \d+ to \d+\./)).toBeVisible();

  await page.getByRole("button", { name: "Get Summary" }).click();
  await expect(log.getByText(/^Summary for JavaScript: rating \d+ (± \d+|\(calibrating\)) after 2 answers\./)).toBeVisible();

  // report a bug, with the spec's toast
  await page.getByRole("button", { name: "Report a bug" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a bug" });
  await dialog.getByLabel("What happened?").fill("Too short");
  await dialog.getByRole("button", { name: "Report bug" }).click();
  await expect(dialog.getByText("Description must include at least 10 characters")).toBeVisible();
  await dialog.getByLabel("What happened?").fill("The summary came before I expected it.");
  await dialog.getByRole("button", { name: "Report bug" }).click();
  await expect(toast(page, "Reported Bug")).toBeVisible();
  await expect(dialog).toBeHidden();

  // the thread is kept on the server
  const before = await log.locator("[data-role]").count();
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(log.locator("[data-role]")).toHaveCount(before);
  await expect(log.getByText(/^Summary for JavaScript/)).toBeVisible();
});

test("a skill card's Practise button opens the quiz on that skill", async ({ page, visit }) => {
  await signUpViaApi(page);
  await page.request.post("/api/user/new-skill", { data: { name: "SQL" } });
  await visit("/app/skills");
  await page.getByRole("link", { name: "Practise SQL" }).click();
  await expect(page).toHaveURL(/\/app\/quiz/);
  await expect(page.getByRole("button", { name: "Skip Question" })).toBeVisible();
  expect(await waitingQuestion(page)).toBeTruthy();
});
