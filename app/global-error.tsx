"use client";

import "./globals.css";

// Replaces the root layout when it fails itself, so it brings its own html and body.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-content-center gap-4 p-6 text-center font-sans">
        <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
        <p className="text-muted-foreground">{error.digest ? `500: reference ${error.digest}` : error.message || "500"}</p>
        <button type="button" onClick={reset} className="mx-auto rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          Try again
        </button>
      </body>
    </html>
  );
}
