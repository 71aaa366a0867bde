import { z } from "zod";

// SPEC section 5, contact form: every field required, messages verbatim.
const atLeast2 = (label: string, max: number) =>
  z
    .string({ error: `${label} must have at least 2 letters` })
    .trim()
    .min(2, `${label} must have at least 2 letters`)
    .max(max, `${label} must not be more than ${max} characters`);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const createContactSchema = z.object({
  name: atLeast2("Name", 100),
  email: z
    .string({ error: "Invalid email" })
    .trim()
    .regex(EMAIL_PATTERN, "Invalid email")
    .max(254, "Invalid email"),
  role: atLeast2("Role", 100),
  organization: atLeast2("Organization", 100),
  message: atLeast2("Message", 5000),
});

export type CreateContactInput = z.infer<typeof createContactSchema>;
