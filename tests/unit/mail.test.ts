// The mail module picks its transport from configuration: Resend with RESEND_API_KEY,
// else the outbox. Resend reports failures in its return value, which must not be lost.

function loadMail(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  let mod!: typeof import("@/lib/mail");
  let envMod!: typeof import("@/lib/env");
  // isolateModules needs synchronous require: each call reads its own configuration.
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    mod = require("@/lib/mail");
    envMod = require("@/lib/env");
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  process.env = saved;
  return { ...mod, ...envMod };
}

describe("mail transports", () => {
  beforeEach(() => jest.resetModules());

  it("throws when Resend returns an error instead of sending", async () => {
    jest.doMock("resend", () => ({
      Resend: class {
        emails = { send: async () => ({ data: null, error: { message: "API key is invalid", name: "validation_error" } }) };
      },
    }));
    const { sendMail } = loadMail({ RESEND_API_KEY: "re_test_key" });
    await expect(sendMail({ to: "a@example.com", subject: "Hi", text: "Hello" })).rejects.toThrow("Mail to a@example.com failed: API key is invalid");
    jest.dontMock("resend");
  });

  it("sends through Resend with the configured sender", async () => {
    const sent: unknown[] = [];
    jest.doMock("resend", () => ({
      Resend: class {
        emails = { send: async (m: unknown) => (sent.push(m), { data: { id: "1" }, error: null }) };
      },
    }));
    const { sendMail } = loadMail({ RESEND_API_KEY: "re_test_key", MAIL_FROM: "Team <team@example.com>" });
    await sendMail({ to: "a@example.com", subject: "Hi", text: "Hello" });
    expect(sent).toEqual([{ from: "Team <team@example.com>", to: "a@example.com", subject: "Hi", text: "Hello" }]);
    jest.dontMock("resend");
  });

  it("keeps the mailbox off in production unless MAILBOX_ENABLED=1", () => {
    expect(loadMail({ NODE_ENV: "production", MAILBOX_ENABLED: undefined }).mailboxEnabled()).toBe(false);
    expect(loadMail({ NODE_ENV: "production", MAILBOX_ENABLED: "1" }).mailboxEnabled()).toBe(true);
    expect(loadMail({ NODE_ENV: "development", MAILBOX_ENABLED: undefined }).mailboxEnabled()).toBe(true);
  });
});
