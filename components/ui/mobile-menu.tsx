"use client";

import { useEffect, useId, useRef, useState } from "react";
import { MenuIcon } from "./icons";
import { menuItemClass } from "./menu-item";

// The header's menu below the md breakpoint: an icon button opening a menu of links and
// actions. Written by hand rather than with a menu library because it sits on the public
// pages, whose script budget is tight. Keyboard: the arrows, Home and End move between
// items, Escape closes and returns focus to the button, Tab closes.

export function MobileMenu({ label = "Open menu", children }: { label?: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? []);
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      list[(move[event.key] + list.length) % list.length]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div className="relative md:hidden">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md border border-input bg-card transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MenuIcon className="size-4" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={label.replace(/^Open /, "")}
          onKeyDown={onKeyDown}
          // Choosing an item closes the menu.
          onClick={(event) => (event.target as HTMLElement).closest('[role="menuitem"]') && close(false)}
          className="absolute right-0 top-12 z-50 grid w-56 rounded-lg border bg-card p-1.5 text-card-foreground shadow-card"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

export function MenuButton({ onSelect, disabled, children }: { onSelect: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button type="button" role="menuitem" tabIndex={-1} disabled={disabled} onClick={onSelect} className={menuItemClass}>
      {children}
    </button>
  );
}
