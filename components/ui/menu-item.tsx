import { cn } from "@/lib/utils";

// The pieces of a MobileMenu (./mobile-menu) that need no client code. Items are found by
// their menuitem role; a signed-in page can use next/link with menuItemClass instead.

export const menuItemClass =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4";

export function MenuLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <a href={href} role="menuitem" tabIndex={-1} className={cn(menuItemClass, className)}>
      {children}
    </a>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-border" />;
}

export function MenuLabel({ children }: { children: React.ReactNode }) {
  return <div className="truncate px-3 py-2 text-xs text-muted-foreground">{children}</div>;
}
