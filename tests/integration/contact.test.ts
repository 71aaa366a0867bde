import { eq } from "drizzle-orm";
import { POST } from "@/app/api/contact/route";
import { getDb } from "@/lib/db/client";
import { contactEnquiry, mailOutbox } from "@/lib/db/schema";
import { setMailTransport } from "@/lib/mail";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

const valid = { name: "Ada Lovelace", email: "ada@example.com", role: "CTO", organization: "Analytical Engines", message: "We are hiring." };
let ipCounter = 0;
const post = (body: unknown, ip = `10.0.0.${++ipCounter}`) => call(POST, { path: "/api/contact", body, ip });

describe("POST /api/contact", () => {
  it("stores a valid enquiry, notifies the team and answers 200", async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    const { id, message } = await res.json();
    expect(message).toBe("We will get back to you soon");
    const db = await getDb();
    const [row] = await db.select().from(contactEnquiry).where(eq(contactEnquiry.id, id));
    expect(row).toMatchObject(valid);
    expect(row.notifiedAt).not.toBeNull();
    const mails = await db.select().from(mailOutbox);
    expect(mails.some((m) => m.text.includes("We are hiring.") && m.subject.includes("Ada Lovelace"))).toBe(true);
  });

  it("accepts the key org for organization", async () => {
    const { organization, ...rest } = valid;
    const res = await post({ ...rest, org: organization });
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(contactEnquiry).where(eq(contactEnquiry.id, (await res.json()).id));
    expect(row.organization).toBe("Analytical Engines");
  });

  it.each([
    ["name", "A", "Name must have at least 2 letters"],
    ["role", " ", "Role must have at least 2 letters"],
    ["organization", "X", "Organization must have at least 2 letters"],
    ["message", "", "Message must have at least 2 letters"],
    ["email", "not-an-email", "Invalid email"],
    ["email", "two words@x", "Invalid email"],
  ])("refuses %s=%j with %s", async (field, value, text) => {
    const res = await post({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe("validation_error");
    expect(body.issues[field]).toEqual([text]);
  });

  it("reports every missing field at once", async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    const { issues } = await res.json();
    expect(issues).toEqual({
      name: ["Name must have at least 2 letters"],
      email: ["Invalid email"],
      role: ["Role must have at least 2 letters"],
      organization: ["Organization must have at least 2 letters"],
      message: ["Message must have at least 2 letters"],
    });
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await call(POST, { raw: "{nope", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Request body must be valid JSON");
  });

  it("refuses an oversized body with 413 before storing anything", async () => {
    const db = await getDb();
    const before = (await db.select().from(contactEnquiry)).length;
    const res = await post({ ...valid, message: "x".repeat(20_000) });
    expect(res.status).toBe(413);
    expect((await db.select().from(contactEnquiry)).length).toBe(before);
  });

  it("limits each client IP to 5 enquiries per 10 minutes with 429 and Retry-After", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).status).toBe(200);
    const res = await post(valid, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(res.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect((await res.json()).code).toBe("rate_limited");
    // another client is not affected
    expect((await post(valid, "192.0.2.78")).status).toBe(200);
  });

  it("keeps the enquiry when the notification fails", async () => {
    setMailTransport({ send: async () => { throw new Error("provider down"); } });
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post({ ...valid, message: "Mail is down but keep me" });
      expect(res.status).toBe(200);
      const db = await getDb();
      const [row] = await db.select().from(contactEnquiry).where(eq(contactEnquiry.id, (await res.json()).id));
      expect(row.message).toBe("Mail is down but keep me");
      expect(row.notifiedAt).toBeNull();
    } finally {
      setMailTransport(undefined);
      spy.mockRestore();
    }
  });
});
