"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/errors/error-screen";

// Every page loads this boundary, so it stays small: a plain button, no UI kit.
export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  // In production Next replaces server error messages with a generic text and a digest.
  const message = error.digest ? `Something went wrong on our side (reference ${error.digest}).` : error.message || "Something went wrong.";
  return (
    <ErrorScreen status={500} message={message}>
      <button type="button" onClick={reset} className="inline-flex h-10 cursor-pointer items-center rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted">
        Try again
      </button>
    </ErrorScreen>
  );
}
