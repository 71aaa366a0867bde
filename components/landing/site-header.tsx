import { Button } from "@/components/ui/button";
import { MenuLink, MenuSeparator } from "@/components/ui/menu-item";
import { MobileMenu } from "@/components/ui/mobile-menu";
import { Logo } from "./logo";

export const NAV_LINKS = [
  { href: "/#home", label: "Home" },
  { href: "/#jobseekers", label: "For Jobseekers" },
  { href: "/#contact", label: "Contact" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <a key={link.href} href={link.href} className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground">
              {link.label}
            </a>
          ))}
          <Button asChild className="ml-2">
            <a href="/login">Get started</a>
          </Button>
        </nav>
        <MobileMenu>
          {NAV_LINKS.map((link) => (
            <MenuLink key={link.href} href={link.href}>
              {link.label}
            </MenuLink>
          ))}
          <MenuSeparator />
          <MenuLink href="/login" className="justify-center bg-primary font-medium text-primary-foreground hover:bg-primary-hover focus-visible:bg-primary-hover">
            Get started
          </MenuLink>
        </MobileMenu>
      </div>
    </header>
  );
}
