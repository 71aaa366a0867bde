import { cn } from "@/lib/utils";

const ALIGN = { start: "left-0", center: "left-1/2 -translate-x-1/2", end: "right-0" };

/**
 * A tooltip shown while its trigger is hovered or focused, in CSS only (no script). The
 * trigger must be focusable and point at it: `aria-describedby={id}`.
 */
export function Tooltip({ id, text, align = "center", children, className }: { id: string; text: string; align?: keyof typeof ALIGN; children: React.ReactNode; className?: string }) {
  return (
    <span className={cn("group/tip relative inline-flex", className)}>
      {children}
      <span
        id={id}
        role="tooltip"
        // display:none while hidden, so it never widens the page
        className={cn(
          "pointer-events-none absolute bottom-full z-30 mb-2 hidden w-56 rounded-md bg-ink px-3 py-2 text-center text-xs leading-snug font-normal text-white shadow-lg group-focus-within/tip:block group-hover/tip:block",
          ALIGN[align],
        )}
      >
        {text}
      </span>
    </span>
  );
}
