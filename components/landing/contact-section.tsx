import { Mail, MapPin, Phone } from "lucide-react";
import { env } from "@/lib/env";
import { ContactForm } from "./contact-form";

export function ContactSection() {
  const rows = [
    { Icon: Mail, title: "Email", description: "Questions about the product or your account.", value: env.CONTACT_EMAIL, href: `mailto:${env.CONTACT_EMAIL}` },
    { Icon: Phone, title: "Phone", description: "Monday to Friday, 9am to 5pm Pacific.", value: env.CONTACT_PHONE, href: `tel:${env.CONTACT_PHONE.replace(/[^+\d]/g, "")}` },
    { Icon: MapPin, title: "Address", description: "Where our team works.", value: env.CONTACT_ADDRESS },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="border-t bg-card/60">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[0.8fr_1.2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Contact</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Talk to us
          </h2>
          <p className="mt-4 text-muted-foreground">Hiring developers, partnering with us, or stuck on something? Send a message and we will reply.</p>
          <ul className="mt-8 grid gap-6">
            {rows.map(({ Icon, title, description, value, href }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="text-sm text-muted-foreground">{description}</p>
                  {href ? (
                    <a href={href} className="mt-1 inline-block text-sm font-medium text-primary hover:underline">
                      {value}
                    </a>
                  ) : (
                    <p className="mt-1 text-sm font-medium">{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
