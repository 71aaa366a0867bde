import { GeistSans } from "geist/font/sans";
import type { Metadata, Viewport } from "next";
import { HydrationMarker } from "@/components/hydration-marker";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.APP_URL),
  title: { default: "SkillProof · Prove your developer skills", template: "%s · SkillProof" },
  description:
    "Short adaptive assessments that rate your developer skills 0-100, a weekly practice target, and a shareable profile employers can trust.",
  applicationName: "SkillProof",
};

export const viewport: Viewport = { themeColor: "#4338ca", width: "device-width", initialScale: 1 };

// No providers here: each layout mounts what its pages need (React Query in /app only),
// and toasts mount themselves on first use (components/ui/toaster.tsx).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={GeistSans.variable}>
      <body className="min-h-dvh">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
