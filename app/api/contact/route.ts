import { readJson, parseWith } from "@/lib/api/body";
import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/handler";
import { CONTACT_LIMIT, createEnquiry, notifyTeam } from "@/lib/contact/enquiries";
import { hit } from "@/lib/rate-limit";
import { createContactSchema } from "@/lib/validations/contact";

// POST /api/contact - store a contact enquiry, then notify the team
export const POST = route(async (req) => {
  const ip = clientIp(req);
  const body = await readJson(req, 16 * 1024);
  body.organization ??= body.org; // the original client sends `org`
  const input = parseWith(createContactSchema, body);
  await hit(`contact:${ip}`, CONTACT_LIMIT, "Too many enquiries. Please try again later.");
  const enquiry = await createEnquiry({ ...input, ip });
  await notifyTeam(enquiry);
  return Response.json({ message: "We will get back to you soon", id: enquiry.id });
});
