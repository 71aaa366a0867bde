"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";

/**
 * SPEC section 2: below 768 px the share page shows one section at a time under tabs;
 * from 768 px every section shows. All sections are in the server's HTML either way.
 */
export function ShareTabs({ sections }: { sections: { id: string; label: string; content: React.ReactNode }[] }) {
  const [active, setActive] = useState(sections[0]?.id);
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label="Profile sections" className="flex gap-1 overflow-x-auto rounded-lg border bg-card p-1 md:hidden">
        {sections.map((s, i) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            id={`tab-${s.id}`}
            aria-controls={`panel-${s.id}`}
            aria-selected={active === s.id}
            tabIndex={active === s.id ? 0 : -1}
            onClick={() => setActive(s.id)}
            onKeyDown={(e) => {
              const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
              if (!step) return;
              const next = sections[(i + step + sections.length) % sections.length];
              setActive(next.id);
              document.getElementById(`tab-${next.id}`)?.focus();
            }}
            className={cn("shrink-0 cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium", active === s.id ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted")}
          >
            {s.label}
          </button>
        ))}
      </div>
      {sections.map((s) => (
        <div key={s.id} id={`panel-${s.id}`} role="tabpanel" aria-labelledby={`tab-${s.id}`} className={cn("md:block", active === s.id ? "block" : "hidden")}>
          {s.content}
        </div>
      ))}
    </div>
  );
}
