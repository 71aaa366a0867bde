import { Logo } from "@/components/landing/logo";

// Sign-in pages: a quiet frame around one centred card.
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(50rem_24rem_at_50%_-5%,oklch(0.92_0.06_268/0.6),transparent)]">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">{children}</div>
      </main>
      <footer className="flex justify-center gap-6 pb-6 text-xs text-muted-foreground">
        <a href="/privacy-policy" className="hover:underline">
          Privacy
        </a>
        <a href="/cookie-policy" className="hover:underline">
          Cookie Policy
        </a>
        <a href="/#contact" className="hover:underline">
          Contact
        </a>
      </footer>
    </div>
  );
}
