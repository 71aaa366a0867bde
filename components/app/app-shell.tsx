"use client";

import { Brain, ChartColumn, LogOut, MessageSquare, Settings, Share2, UserRound } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { Logo } from "@/components/landing/logo";
import { Button } from "@/components/ui/button";
import { MenuLabel, MenuSeparator, menuItemClass } from "@/components/ui/menu-item";
import { MenuButton, MobileMenu } from "@/components/ui/mobile-menu";
import { cn } from "@/lib/utils";
import { useLeaveApp } from "./use-leave-app";

// The form and its schema load when Feedback is first opened, not with every page.
const FeedbackDialog = dynamic(() => import("./feedback-dialog").then((m) => m.FeedbackDialog));

type ShellUser = { id: string; name: string; email: string };

const NAV = [
  { href: "/app/profile", label: "Profile", Icon: UserRound },
  { href: "/app/skills", label: "Skills", Icon: ChartColumn },
  { href: "/app/quiz", label: "Quiz", Icon: Brain },
  { href: "/app/settings", label: "Settings", Icon: Settings },
];

export function AppShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  const pathname = usePathname();
  const { run: logout, busy } = useLeaveApp("/api/user/logout", "Error logging out");
  const [feedback, setFeedback] = useState<boolean | null>(null); // null: never opened, so not loaded
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild>
              <Link href="/app/quiz">
                <Brain aria-hidden /> Take Quiz
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={`/share-profile/${user.id}`}>
                <Share2 aria-hidden /> Share Profile
              </Link>
            </Button>
            <Button variant="ghost" onClick={() => setFeedback(true)}>
              <MessageSquare aria-hidden /> Feedback
            </Button>
          </div>
          <MobileMenu>
            <MenuLabel>{user.email}</MenuLabel>
            <MenuSeparator />
            {NAV.map(({ href, label, Icon }) => (
              <Link key={href} href={href} role="menuitem" tabIndex={-1} className={menuItemClass}>
                <Icon aria-hidden /> {label}
              </Link>
            ))}
            <Link href={`/share-profile/${user.id}`} role="menuitem" tabIndex={-1} className={menuItemClass}>
              <Share2 aria-hidden /> Share Profile
            </Link>
            <MenuButton onSelect={() => setFeedback(true)}>
              <MessageSquare aria-hidden /> Feedback
            </MenuButton>
            <MenuSeparator />
            <MenuButton onSelect={logout} disabled={busy}>
              <LogOut aria-hidden /> Logout
            </MenuButton>
          </MobileMenu>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6 sm:px-6">
        <aside className="hidden w-56 shrink-0 md:block">
          <nav aria-label="App" className="sticky top-22 grid gap-1">
            {NAV.map(({ href, label, Icon }) => (
              <Link
                key={href}
                href={href}
                aria-current={pathname === href ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-card hover:text-foreground [&_svg]:size-4",
                  pathname === href && "bg-card text-primary shadow-sm",
                )}
              >
                <Icon aria-hidden /> {label}
              </Link>
            ))}
            <button
              type="button"
              onClick={logout}
              disabled={busy}
              className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:bg-card hover:text-foreground disabled:opacity-60 [&_svg]:size-4"
            >
              <LogOut aria-hidden /> Logout
            </button>
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      {feedback === null ? null : <FeedbackDialog email={user.email} open={feedback} onOpenChange={setFeedback} />}
    </div>
  );
}
