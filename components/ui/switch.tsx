"use client";

import { cn } from "@/lib/utils";

/** An on/off switch (a button with role="switch"), named by its visible label through `aria-labelledby` or `aria-label`. */
export function Switch({ checked, onCheckedChange, className, ...props }: Omit<React.ComponentProps<"button">, "onChange"> & { checked: boolean; onCheckedChange: (next: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50",
        checked ? "bg-primary" : "bg-input",
        className,
      )}
      {...props}
    >
      <span aria-hidden className={cn("block size-5 rounded-full bg-white shadow transition-transform", checked ? "translate-x-5" : "translate-x-0")} />
    </button>
  );
}
