"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/errors/error-screen";
import { Button } from "@/components/ui/button";

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  // In production Next replaces server error messages with a generic text and a digest.
  const message = error.digest ? `Something went wrong on our side (reference ${error.digest}).` : error.message || "Something went wrong.";
  return (
    <ErrorScreen status={500} message={message}>
      <Button variant="outline" onClick={reset}>
        Try again
      </Button>
    </ErrorScreen>
  );
}
