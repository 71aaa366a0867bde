import { env } from "@/lib/env";
import { Logo } from "./logo";
import { DiscordIcon, LinkedInIcon, XIcon } from "./social-icons";

const links = [
  { href: "/#contact", label: "Contact" },
  { href: "/privacy-policy", label: "Privacy" },
  { href: "/cookie-policy", label: "Cookie Policy" },
];

export function SiteFooter() {
  const social = [
    { href: env.SOCIAL_LINKEDIN_URL, label: "SkillProof on LinkedIn", Icon: LinkedInIcon },
    { href: env.SOCIAL_X_URL, label: "SkillProof on X", Icon: XIcon },
    { href: env.SOCIAL_DISCORD_URL, label: "SkillProof community on Discord", Icon: DiscordIcon },
  ];
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">Adaptive skill assessments and a profile that shows what you can do.</p>
        </div>
        <div className="grid gap-4 md:justify-items-end">
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {links.map((l) => (
                <li key={l.href}>
                  <a href={l.href} className="text-muted-foreground hover:text-foreground hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="flex gap-2">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="grid size-10 place-items-center rounded-md border text-muted-foreground transition-colors hover:bg-muted hover:text-foreground">
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t py-4 text-center text-xs text-muted-foreground">© {new Date().getFullYear()} SkillProof, San Jose, CA. All rights reserved.</div>
    </footer>
  );
}
