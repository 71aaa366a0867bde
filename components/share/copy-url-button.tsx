"use client";

import { useState } from "react";

/** SPEC section 2: 'Copy url', then 'Copied url' once the address is on the clipboard. */
export function CopyUrlButton({ className }: { className?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(window.location.href);
          setCopied(true);
        } catch {
          setCopied(false);
        }
      }}
    >
      <span aria-live="polite">{copied ? "Copied url" : "Copy url"}</span>
    </button>
  );
}
