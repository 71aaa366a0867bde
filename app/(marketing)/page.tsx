import { Pageview } from "@/components/analytics/pageview";
import { ContactSection } from "@/components/landing/contact-section";
import { Features } from "@/components/landing/features";
import { Hero } from "@/components/landing/hero";
import { Targets } from "@/components/landing/targets";

export default function LandingPage() {
  return (
    <main id="main">
      <Pageview title="Landing Page" path="/" />
      <Hero />
      <Features />
      <Targets />
      <ContactSection />
    </main>
  );
}
