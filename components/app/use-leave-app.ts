"use client";

import { useState } from "react";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { leaveApp } from "@/lib/auth/client";
import { postJson } from "@/lib/http";

/** A call that ends the session (logout, delete): on success leave for /, else a red toast. */
export function useLeaveApp(url: string, failure: string) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const result = await postJson(url);
    if (result.ok) return leaveApp("/");
    setBusy(false);
    notify.error(failure, { description: result.error, duration: AUTH_TOAST_MS });
  };
  return { run, busy };
}
