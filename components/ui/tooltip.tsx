import { cn } from "@/lib/utils";

/**
 * A tooltip shown while its trigger is hovered or focused, in CSS only (no script). The
 * trigger must be focusable and point at it: `aria-describedby={id}`.
 */
export function Tooltip({ id, text, children, className }: { id: string; text: string; children: React.ReactNode; className?: string }) {
  return (
    <span className={cn("group/tip relative inline-flex", className)}>
      {children}
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-30 mb-2 w-56 -translate-x-1/2 rounded-md bg-ink px-3 py-2 text-center text-xs leading-snug font-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within/tip:visible group-focus-within/tip:opacity-100 group-hover/tip:visible group-hover/tip:opacity-100"
      >
        {text}
      </span>
    </span>
  );
}
