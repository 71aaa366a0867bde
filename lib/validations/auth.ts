import { z } from "zod";

// SPEC section 5, login/register and account settings: messages verbatim.
export const LOGIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z
  .string({ error: "Invalid email" })
  .trim()
  .toLowerCase()
  .regex(LOGIN_EMAIL_PATTERN, "Invalid email")
  .max(254, "Invalid email");

// bcrypt reads at most 72 bytes: longer passwords would be silently truncated.
const password = z
  .string({ error: "Password should include at least 6 characters" })
  .min(6, "Password should include at least 6 characters")
  .max(72, "Password must not be more than 72 characters");

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  name: z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Name must not be more than 100 characters"),
  email,
  password,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** One address: forgot-password, and the {email} path parameters. */
export const emailSchema = z.object({ email });

const newPassword = z
  .string({ error: "Password must be at least 6 characters long" })
  .min(6, "Password must be at least 6 characters long")
  .max(72, "Password must not be more than 72 characters");

/** POST /api/user/reset-password (the server checks the one password). */
export const resetPasswordSchema = z.object({ password: newPassword });

/** The reset page's form: the same length rule, and the confirmation must match. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/user/edit-password */
export const editPasswordSchema = z
  .object({ oldPassword: z.string({ error: "Old password is required" }).min(1, "Old password is required"), newPassword })
  .refine((v) => v.oldPassword !== v.newPassword, { message: "New password cannot be same as old password", path: ["newPassword"] });
export type EditPasswordInput = z.infer<typeof editPasswordSchema>;

/** Settings > Change Password form: the API's fields plus the confirmation. */
export const editPasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, "Old password is required"),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.oldPassword !== v.newPassword, { message: "New password cannot be same as old password", path: ["newPassword"] })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
export type EditPasswordFormInput = z.infer<typeof editPasswordFormSchema>;

const newEmail = z
  .string({ error: "Invalid email address" })
  .trim()
  .toLowerCase()
  .regex(LOGIN_EMAIL_PATTERN, "Invalid email address")
  .max(254, "Invalid email address");
const currentPassword = z.string({ error: "Current password is required" }).min(1, "Current password is required");

/** POST /api/user/change-email */
export const changeEmailSchema = z.object({ password: currentPassword, newEmail });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Settings > Change Email form. */
export const changeEmailFormSchema = z
  .object({ newEmail, confirmEmail: z.string().trim().toLowerCase(), password: currentPassword })
  .refine((v) => v.newEmail === v.confirmEmail, { message: "Email ids do not match", path: ["confirmEmail"] });
export type ChangeEmailFormInput = z.infer<typeof changeEmailFormSchema>;

export const verificationCodeSchema = z.string().trim().regex(/^\d{6}$/, "Enter the 6-digit code from the email");
