import type { Limit } from "@/lib/rate-limit";

const minutes = (n: number) => n * 60;

// Attempts per window. Keys: `<action>:ip:<ip>` and `<action>:email:<address>`.
export const LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: minutes(15) },
  loginPerEmail: { limit: 10, windowSeconds: minutes(15) },
  registerPerIp: { limit: 10, windowSeconds: minutes(60) },
  codePerEmail: { limit: 5, windowSeconds: minutes(15) },
  verifyPerIp: { limit: 30, windowSeconds: minutes(15) },
  forgotPerIp: { limit: 10, windowSeconds: minutes(15) },
  forgotPerEmail: { limit: 3, windowSeconds: minutes(15) },
  resetPerIp: { limit: 10, windowSeconds: minutes(15) },
  googlePerIp: { limit: 30, windowSeconds: minutes(15) },
} satisfies Record<string, Limit>;
