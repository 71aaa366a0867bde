import type { Page } from "@playwright/test";
import { expect, expectAccessible, signUpViaApi, test, toast } from "./fixtures";

async function withProfile(page: Page) {
  const account = await signUpViaApi(page, { name: "Pat Profile" });
  const res = await page.request.post("/api/user/edit-profile", {
    data: { name: "Pat Profile", title: "Backend developer", location: "Lisbon", description: "I build APIs that stay up." },
  });
  expect(res.status()).toBe(200);
  return account;
}

const list = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("profile lists", () => {
  test("add, edit and delete an experience, with the spec's messages and 'Present'", async ({ page, visit }) => {
    await withProfile(page);
    await visit("/app/profile");
    await expect(page.getByRole("heading", { name: "Pat Profile" })).toBeVisible();
    const experience = list(page, "Experience");
    await expect(experience.getByText("Add the roles you have held.")).toBeVisible();

    await experience.getByRole("button", { name: "Add experience" }).click();
    const dialog = page.getByRole("dialog", { name: "Add experience" });
    await dialog.getByRole("button", { name: "Add experience" }).click();
    for (const text of ["Title cannot be empty", "Please select employment type", "Please enter company name", "Please select start date", "Description must include at least 10 characters"]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    // 'currently working' is on by default and disables the end date
    await expect(dialog.getByLabel("End date year")).toBeDisabled();
    await dialog.getByLabel("Title", { exact: true }).fill("API engineer");
    await dialog.getByLabel("Employment type").selectOption("Full-time");
    await dialog.getByLabel("Company name").fill("Acme");
    await dialog.getByLabel("Start date month").selectOption("March");
    await dialog.getByLabel("Start date year").selectOption("2021");
    await dialog.getByLabel("Description").fill("Runs the public API.");
    await dialog.getByRole("button", { name: "Add experience" }).click();
    await expect(toast(page, "Experience Added")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(experience.getByRole("heading", { name: "API engineer" })).toBeVisible();
    await expect(experience.getByText("March 2021 – Present")).toBeVisible();

    // edit: an end date before the start is refused, then a real one is kept
    await experience.getByRole("button", { name: "Edit API engineer" }).click();
    const edit = page.getByRole("dialog", { name: "Edit experience" });
    await edit.getByLabel("I am currently working in this role").uncheck();
    await edit.getByLabel("End date month").selectOption("January");
    await edit.getByLabel("End date year").selectOption("2020");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit.getByText("End date must be after start date")).toBeVisible();
    await edit.getByLabel("End date year").selectOption("2024");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Experience updated")).toBeVisible();
    await expect(experience.getByText("March 2021 – January 2024")).toBeVisible();

    // delete, after a confirmation
    await experience.getByRole("button", { name: "Delete API engineer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(experience.getByRole("heading", { name: "API engineer" })).toBeHidden();
    await expect(experience.getByText("Add the roles you have held.")).toBeVisible();
    // the server has it the same way (no reload needed, but it survives one)
    await page.reload();
    await expect(list(page, "Experience").getByText("Add the roles you have held.")).toBeVisible();
  });

  test("education, projects and achievements take their own rules", async ({ page, visit }) => {
    await withProfile(page);
    await visit("/app/profile");

    await list(page, "Education").getByRole("button", { name: "Add education" }).click();
    let dialog = page.getByRole("dialog", { name: "Add education" });
    await dialog.getByLabel("School").fill("University of Porto");
    await dialog.getByLabel("Degree").fill("MSc");
    await dialog.getByLabel("Field of study").fill("Informatics");
    await dialog.getByLabel("Start date year").selectOption("2016");
    await dialog.getByLabel("End date year").selectOption("2015");
    await dialog.getByRole("button", { name: "Add education" }).click();
    await expect(dialog.getByText("End date must be after start date")).toBeVisible();
    await dialog.getByLabel("End date year").selectOption("2018");
    await dialog.getByRole("button", { name: "Add education" }).click();
    await expect(toast(page, "Education Added")).toBeVisible();
    await expect(list(page, "Education").getByText("2016 – 2018")).toBeVisible();

    await list(page, "Projects").getByRole("button", { name: "Add project" }).click();
    dialog = page.getByRole("dialog", { name: "Add project" });
    await dialog.getByLabel("Title").fill("Rate limiter");
    await dialog.getByLabel("Highlight").fill("Handles 50k requests a second");
    await dialog.getByLabel("Link (optional)").fill("javascript:alert(1)");
    await dialog.getByLabel("Finished year").selectOption("2023");
    await dialog.getByRole("button", { name: "Add project" }).click();
    await expect(dialog.getByText("Link must be a web address starting with http:// or https://")).toBeVisible();
    await dialog.getByLabel("Link (optional)").fill("https://example.com/limiter");
    await dialog.getByRole("button", { name: "Add project" }).click();
    await expect(toast(page, "Project Added")).toBeVisible();
    await expect(list(page, "Projects").getByRole("link", { name: "Rate limiter" })).toHaveAttribute("href", "https://example.com/limiter");

    await list(page, "Achievements").getByRole("button", { name: "Add achievement" }).click();
    dialog = page.getByRole("dialog", { name: "Add achievement" });
    // typing stops at the title's cap of 50
    await dialog.getByLabel("Title").fill("x".repeat(60));
    await expect(dialog.getByLabel("Title")).toHaveValue("x".repeat(50));
    await dialog.getByLabel("Title").fill("<b>Hackathon</b> winner");
    await dialog.getByLabel("Highlight").fill("First of 40 teams");
    await dialog.getByLabel("Date year").selectOption("2022");
    await dialog.getByRole("button", { name: "Add achievement" }).click();
    await expect(toast(page, "Achievement Added")).toBeVisible();
    // what users write shows as text, never as markup
    await expect(list(page, "Achievements").getByRole("heading", { name: "<b>Hackathon</b> winner" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a failed save shows the spec's failure toast with the server's reason", async ({ page, visit }) => {
    await withProfile(page);
    await visit("/app/profile");
    await page.route("**/api/user/add-project", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Database unavailable" }) }));
    await list(page, "Projects").getByRole("button", { name: "Add project" }).click();
    const dialog = page.getByRole("dialog", { name: "Add project" });
    await dialog.getByLabel("Title").fill("Kept");
    await dialog.getByLabel("Highlight").fill("Still here after a failure");
    await dialog.getByLabel("Finished year").selectOption("2020");
    await dialog.getByRole("button", { name: "Add project" }).click();
    await expect(toast(page, "Error adding project")).toContainText("Database unavailable");
    // the dialog stays open with what was typed
    await expect(dialog.getByLabel("Title")).toHaveValue("Kept");
  });
});

test("resume: upload refuses a wrong file, accepts a PDF, and downloads it", async ({ page, visit }) => {
  await withProfile(page);
  await visit("/app/profile");
  await page.getByRole("button", { name: "Upload resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload your resume" });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select a file before uploading.");
  await dialog.getByLabel("Resume file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByRole("alert")).toContainText("File type must be");
  await dialog.getByLabel("Resume file").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await dialog.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Resume uploaded successfully")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Resume", exact: true }).click();
  expect((await download).suggestedFilename()).toBe(`resume-${(await (await page.request.get("/api/user/profile")).json()).user.id}.pdf`);
  await expect(toast(page, "Resume downloaded successfully!")).toBeVisible();
});

const ONE_PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test.describe("the profile wizard", () => {
  test("a new account is sent to the wizard, whose steps check their fields, and Finish saves everything", async ({ page, visit }) => {
    await signUpViaApi(page, { name: "Wendy Wizard" });
    await visit("/app/profile");
    await expect(page).toHaveURL(/\/edit-profile$/);
    const form = page.getByRole("form", { name: "Edit profile" });
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Wendy Wizard");
    await expect(form.getByRole("button", { name: "Back" })).toHaveCount(0);
    // the name stops at 20 characters
    await form.getByLabel("Name").fill("W".repeat(25));
    await expect(form.getByLabel("Name")).toHaveValue("W".repeat(20));
    await form.getByLabel("Name").fill("Wendy Wizard");
    await form.getByLabel("Title").fill("Dev");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Title must include at least 6 characters")).toBeVisible();
    await expect(form.getByText("Location must include at least 2 characters")).toBeVisible();
    await expect(page.getByText("Step 1 of 3")).toBeVisible();
    await expectAccessible(page);
    await form.getByLabel("Title").fill("Data engineer");
    await form.getByLabel("Location").fill("Oslo");
    await form.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    // typing stops at 300, validation allows 200
    await form.getByLabel("About you").fill("a".repeat(320));
    await expect(form.getByLabel("About you")).toHaveValue("a".repeat(300));
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Description must not be more than 200 characters")).toBeVisible();
    await form.getByLabel("About you").fill("I move data from where it is to where it is useful.");
    await form.getByRole("button", { name: "Back" }).click();
    await expect(form.getByLabel("Title")).toHaveValue("Data engineer");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Next" }).click();

    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await form.getByLabel("Choose a picture").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
    await expect(form.getByRole("alert")).toHaveText("File type must be one of image/jpeg, image/png");
    await form.getByLabel("Choose a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: ONE_PIXEL_PNG });
    await expect(form.getByRole("alert")).toHaveCount(0);
    await form.getByRole("button", { name: "Finish" }).click();

    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByRole("heading", { name: "Wendy Wizard" })).toBeVisible();
    await expect(page.getByText("Data engineer")).toBeVisible();
    await expect(page.getByRole("img", { name: "Wendy Wizard's picture" })).toHaveAttribute("src", /^\/api\/picture\/[\w-]{16}\/1$/);
    // editing again starts from what was saved
    await visit("/edit-profile");
    await expect(form.getByLabel("Title")).toHaveValue("Data engineer");
  });

  test("a failed save shows the server's text in an alert dialog", async ({ page, visit }) => {
    await signUpViaApi(page, { name: "Fay Failure" });
    await page.route("**/api/user/edit-profile", (route) => route.fulfill({ status: 401, contentType: "application/json", body: JSON.stringify({ error: "Your session has ended" }) }));
    await visit("/edit-profile");
    const form = page.getByRole("form", { name: "Edit profile" });
    await form.getByLabel("Title").fill("Site reliability engineer");
    await form.getByLabel("Location").fill("Kyiv");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByLabel("About you").fill("I keep services up at night.");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByRole("button", { name: "Finish" }).click();
    const alert = page.getByRole("alertdialog");
    await expect(alert).toContainText("Your session has ended");
    await expectAccessible(page);
    await alert.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
  });
});

test("feedback: the header's dialog checks its caps and posts", async ({ page, visit }) => {
  await signUpViaApi(page);
  await visit("/app/settings");
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("menuitem", { name: "Feedback" }).click();
  } else {
    await page.getByRole("button", { name: "Feedback" }).click();
  }
  const dialog = page.getByRole("dialog", { name: "Feedback" });
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(dialog.getByText("Please tell us about your experience or what we could improve")).toBeVisible();
  // typing stops at 1000 characters
  await dialog.getByLabel("How was your experience?").fill("y".repeat(1010));
  await expect(dialog.getByLabel("How was your experience?")).toHaveValue("y".repeat(1000));
  await dialog.getByLabel("How was your experience?").fill("The quiz feels fair.");
  await dialog.getByLabel("What could we improve?").fill("More skills, please.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send feedback" }).click();
  await expect(toast(page, "Posted Feedback")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("JSON Resume: export one account, preview and import it into another", async ({ page, visit }) => {
  await withProfile(page);
  await page.request.post("/api/user/add-exp", {
    data: { title: "Platform engineer", employment_type: "Full-time", company_name: "Cloudy", start_date: { month: "April", year: 2019 }, description: "Ran the deploy pipeline." },
  });
  await page.request.post("/api/user/add-project", { data: { title: "Deployer", highlight: "Ships in one minute", finished_date: { year: 2022 } } });
  const exported = await page.request.get("/api/user/export");
  expect(exported.headers()["content-disposition"]).toContain("resume.json");
  const doc = await exported.json();
  doc.awards = [{ title: "Undated award" }]; // breaks a rule: it has no date

  await withProfile(page); // a second account, now signed in
  await visit("/app/profile");
  await page.getByRole("button", { name: "Import JSON Resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a JSON Resume" });
  await dialog.getByLabel("Choose a file").setInputFiles({ name: "resume.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) });
  await expect(dialog.getByRole("region", { name: "Will be added" })).toContainText("Experience: Platform engineer at Cloudy");
  await expect(dialog.getByRole("region", { name: "Will be added" })).toContainText("Project: Deployer");
  await expect(dialog.getByRole("region", { name: "Cannot be added" })).toContainText("Undated award: Please add highlight; Please select date");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Import 2 entries" }).click();
  await expect(toast(page, "Imported 2 entries")).toBeVisible();
  await expect(list(page, "Experience").getByRole("heading", { name: "Platform engineer" })).toBeVisible();
  await expect(list(page, "Projects").getByRole("heading", { name: "Deployer" })).toBeVisible();
});

test("skills sit beside the header from 950 px and below it when narrower", async ({ page, visit }) => {
  await withProfile(page);
  await visit("/app/profile");
  const header = page.getByRole("heading", { name: "Pat Profile" });
  const skills = page.getByRole("region", { name: "Skills" });
  await expect(skills.getByRole("link", { name: "Add a skill" })).toHaveAttribute("href", "/app/skills");
  const [h, s] = [await header.boundingBox(), await skills.boundingBox()];
  const wide = (page.viewportSize()?.width ?? 1280) >= 950;
  if (wide) expect(s!.y).toBeLessThan(h!.y + h!.height); // same row
  else expect(s!.y).toBeGreaterThan(h!.y + h!.height); // below
});

test("long unbroken words wrap instead of widening the profile and skills pages", async ({ page, visit }) => {
  await signUpViaApi(page, { name: "Maximilian Alexander" });
  const long = "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch";
  expect((await page.request.post("/api/user/edit-profile", { data: { name: "Maximilian Alexander", title: "Principal Distributed Systems Reliability Engineer", location: `${long}, Wales`, description: `${long}${long} and more` } })).status()).toBe(200);
  await page.request.post("/api/user/add-project", { data: { title: "Link checker", highlight: `https://${long}.example.com/${long}`, finished_date: { year: 2022 } } });
  await page.request.post("/api/user/new-skill", { data: { name: "Amazon Elastic Kubernetes Service Extended" } });
  for (const path of ["/app/profile", "/app/skills"]) {
    await visit(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});
