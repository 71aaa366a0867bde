import type { Page } from "@playwright/test";
import { expect, expectAccessible, isPhone, latestMail, readCode, signUpViaApi, test, toast, uniqueEmail } from "./fixtures";

const card = (page: Page, name: "Login" | "Register") => page.getByRole("form", { name });

async function logout(page: Page) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
  } else {
    await page.getByRole("navigation", { name: "App" }).getByRole("button", { name: "Logout" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

async function login(page: Page, email: string, password: string) {
  const form = card(page, "Login");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Login" }).click();
}

test.describe("accounts", () => {
  test("register, read the code in the mailbox, verify, and land signed in", async ({ page, visit }) => {
    await visit("/login");
    await expect(page.locator("script[src*=\"accounts.google.com\"]")).toHaveCount(0); // no GOOGLE_CLIENT_ID: no Google script
    await expect(page.getByText("Or continue with email")).toBeVisible();
    await page.getByRole("button", { name: "Register" }).click();
    const form = card(page, "Register");
    await expectAccessible(page);

    // every rule, verbatim
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Full name is required")).toBeVisible();
    await expect(form.getByText("Invalid email")).toBeVisible();
    await expect(form.getByText("Password should include at least 6 characters")).toBeVisible();

    const email = uniqueEmail("Signup");
    await form.getByLabel("Full Name").fill("Riley Register");
    await form.getByLabel("Email").fill(email); // mixed case: sent lower-cased
    await form.getByLabel("Password").fill("secret123");
    await form.getByRole("button", { name: "Register" }).click();
    await expect(form.getByText("Please accept the terms to continue")).toBeVisible();
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(form.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookie-policy");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Register" }).click();

    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email.toLowerCase())}`);
    await expect(page.getByRole("heading", { name: "Verify your email..." })).toBeVisible();
    await expectAccessible(page);
    const code = await readCode(page.request, email.toLowerCase());
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    // a new account has no profile yet: the wizard opens with the registered name
    await expect(page.getByLabel("Name")).toHaveValue("Riley Register");
    await expectAccessible(page);
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBe("true");

    // a signed-in visitor to /login goes straight to the app
    await page.goto("/login");
    await expect(page).toHaveURL(/\/edit-profile$/);
  });

  test("the mode is remembered in a cookie", async ({ page, visit }) => {
    await visit("/login");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(card(page, "Register")).toBeVisible();
    await page.reload();
    await expect(card(page, "Register")).toBeVisible();
    await expect(page.getByText("Already have an account?")).toBeVisible();
    await page.getByRole("button", { name: "Login" }).click();
    await page.reload();
    await expect(card(page, "Login")).toBeVisible();
    await expect(page.getByText("Don't have an account?")).toBeVisible();
  });

  test("a wrong code and a resent code on the verify page", async ({ page, visit }) => {
    const email = uniqueEmail();
    await page.request.post("/api/user/register", { data: { name: "Val", email, password: "secret123" } });
    await visit(`/verify?email=${encodeURIComponent(email)}`);
    await page.getByLabel("Verification code").fill("abc");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText("Enter the 6-digit code from the email")).toBeVisible();
    const first = await readCode(page.request, email);
    await page.getByLabel("Verification code").fill(first === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(toast(page, "Error verifying code")).toContainText("Invalid or expired code");
    await page.getByRole("button", { name: "Send a new code" }).click();
    await expect(toast(page, "Code sent to your email")).toBeVisible();
    await page.getByLabel("Verification code").fill(await readCode(page.request, email));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
  });

  test("logout, then login again; a wrong password shows the error toast", async ({ page, visit }) => {
    const account = await signUpViaApi(page);
    await visit("/app/settings");
    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem("isAuthenticated"))).toBeNull();
    await page.goto("/app/profile");
    await expect(page).toHaveURL(/\/$/); // the server redirects without a session

    await visit("/login");
    await login(page, account.email, "wrong-password");
    const failure = toast(page, "Error while login");
    await expect(failure).toContainText("Invalid email or password");
    await expect(failure).toHaveAttribute("data-kind", "error");
    await login(page, account.email, account.password);
    await expect(page).toHaveURL(/\/edit-profile$/);
  });

  test("an unverified login goes to /verify with the email", async ({ page, visit }) => {
    const email = uniqueEmail();
    await page.request.post("/api/user/register", { data: { name: "Una", email, password: "secret123" } });
    await visit("/login");
    await login(page, email, "secret123");
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("forgot password: link from the mailbox, reset, and login with the new password", async ({ page, visit }) => {
    const account = await signUpViaApi(page);
    await page.request.post("/api/user/logout");
    await visit("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText("Invalid email")).toBeVisible();
    await page.getByLabel("Email").fill(account.email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText("Password reset link sent")).toBeVisible();
    await expect(toast(page, "Email sent successfully")).toBeVisible();

    const link = /(http\S+\/reset-password\?token=\S+)/.exec(await latestMail(page.request, account.email))?.[1];
    expect(link).toBeTruthy();
    await visit(new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel("New password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("new-secret-9");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm password").fill("new-secret-9");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, account.email, account.password);
    await expect(toast(page, "Error while login")).toBeVisible();
    await login(page, account.email, "new-secret-9");
    await expect(page).toHaveURL(/\/edit-profile$/);
  });

  test("the reset page without a token says 'Token not found'", async ({ page, visit }) => {
    await visit("/reset-password");
    await expect(page.getByRole("alert").filter({ hasText: "Token not found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset password" })).toBeDisabled();
  });
});

test.describe("settings", () => {
  test("change password: the old token is refused afterwards", async ({ page, visit }) => {
    const account = await signUpViaApi(page);
    await visit("/app/settings");
    const form = page.getByRole("form", { name: "Change Password" });
    await form.getByLabel("Old password").fill(account.password);
    await form.getByLabel("New password", { exact: true }).fill(account.password);
    await form.getByLabel("Confirm new password").fill("other-one");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByText("New password cannot be same as old password")).toBeVisible();
    await expect(form.getByText("Passwords do not match")).toBeVisible();
    await form.getByLabel("New password", { exact: true }).fill("changed-pass-1");
    await form.getByLabel("Confirm new password").fill("changed-pass-1");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed successfully")).toBeVisible();

    const old = await page.request.get("/api/user/profile", { headers: { authorization: `Bearer ${account.token}` } });
    expect(old.status()).toBe(401);
    // this browser got a fresh session and stays signed in
    await page.reload();
    await expect(page).toHaveURL(/\/app\/settings$/);
  });

  test("a wrong old password shows the error toast", async ({ page, visit }) => {
    await signUpViaApi(page);
    await visit("/app/settings");
    const form = page.getByRole("form", { name: "Change Password" });
    await form.getByLabel("Old password").fill("not-my-password");
    await form.getByLabel("New password", { exact: true }).fill("changed-pass-1");
    await form.getByLabel("Confirm new password").fill("changed-pass-1");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Error changing password")).toContainText("Old password is incorrect");
  });

  test("change email: the session ends and /verify opens with the new address", async ({ page, visit }) => {
    const account = await signUpViaApi(page);
    await visit("/app/settings");
    const form = page.getByRole("form", { name: "Change Email" });
    const newEmail = uniqueEmail("moved");
    await form.getByLabel("New email", { exact: true }).fill("nope");
    await form.getByLabel("Confirm new email").fill(newEmail);
    await form.getByRole("button", { name: "Change email" }).click();
    await expect(form.getByText("Invalid email address")).toBeVisible();
    await expect(form.getByText("Email ids do not match")).toBeVisible();
    await expect(form.getByText("Current password is required")).toBeVisible();
    await form.getByLabel("New email", { exact: true }).fill(newEmail);
    await form.getByLabel("Current password").fill(account.password);
    await form.getByRole("button", { name: "Change email" }).click();
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(newEmail)}`);
    await page.goto("/app/profile");
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/verify?email=${encodeURIComponent(newEmail)}`);
    await page.getByLabel("Verification code").fill(await readCode(page.request, newEmail));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await page.goto("/app/settings");
    await expect(page.getByText(`Currently ${newEmail}.`, { exact: false })).toBeVisible();
  });

  test("delete account: back to / and signing in fails", async ({ page, visit }) => {
    const account = await signUpViaApi(page);
    await visit("/app/settings");
    await page.getByRole("button", { name: "Delete profile" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure you want delete account?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete profile" }).click();
    await dialog.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await visit("/login");
    await login(page, account.email, account.password);
    await expect(toast(page, "Error while login")).toContainText("Invalid email or password");
  });

  test("the shell links to the app's pages and the share link", async ({ page, visit }) => {
    await signUpViaApi(page);
    await visit("/app/settings");
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      for (const name of ["Profile", "Skills", "Quiz", "Settings", "Share Profile", "Logout"]) await expect(page.getByRole("menuitem", { name, exact: true })).toBeVisible();
      await page.getByRole("menuitem", { name: "Settings" }).click();
    } else {
      await expect(page.getByRole("link", { name: "Take Quiz" })).toHaveAttribute("href", "/app/quiz");
      await expect(page.getByRole("link", { name: "Share Profile" })).toHaveAttribute("href", /^\/share-profile\/[\w-]{16}$/);
      await page.getByRole("navigation", { name: "App" }).getByRole("link", { name: "Settings" }).click();
    }
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  });
});
