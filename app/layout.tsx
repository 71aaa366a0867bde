import { GeistMono } from "geist/font/mono";
import { GeistSans } from "geist/font/sans";
import type { Metadata, Viewport } from "next";
import { Providers } from "@/components/providers/providers";
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="min-h-dvh">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
