import { cn } from "@/lib/utils";

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

/** A profile's picture, or its initials when there is none. It heads its page, so it loads first (often the LCP). */
export function Avatar({ name, picture, className }: { name: string; picture: string | null; className?: string }) {
  return picture ? (
    // eslint-disable-next-line @next/next/no-img-element -- a versioned, already-sized JPEG
    <img src={picture} alt={`${name}'s picture`} width={112} height={112} fetchPriority="high" decoding="async" className={cn("size-28 shrink-0 rounded-full border object-cover", className)} />
  ) : (
    <span aria-hidden className={cn("grid size-28 shrink-0 place-items-center rounded-full bg-primary-soft text-3xl font-semibold text-primary", className)}>
      {initials(name)}
    </span>
  );
}
