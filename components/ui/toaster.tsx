"use client";

import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toaster as Sonner, toast } from "sonner";
import { cn } from "@/lib/utils";

// SPEC section 9: top-centre, closed by a click, at most 5 shown and the rest queued,
// green for success and red for error. Sonner hides toasts past the visible count but
// keeps their timers running, so the queue is ours.
export const MAX_VISIBLE_TOASTS = 5;
export const TOAST_MS = 4000;
export const AUTH_TOAST_MS = 5000;

type Kind = "success" | "error";
type Options = { description?: string; duration?: number };

let shown = 0;
const waiting: Array<() => void> = [];

function release() {
  shown = Math.max(0, shown - 1);
  waiting.shift()?.();
}

function show(kind: Kind, title: string, { description, duration = TOAST_MS }: Options = {}) {
  const open = () => {
    shown++;
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        release();
      }
    };
    toast.custom((id) => <ToastCard kind={kind} title={title} description={description} onClose={() => toast.dismiss(id)} />, {
      duration,
      onDismiss: finish,
      onAutoClose: finish,
    });
  };
  if (shown < MAX_VISIBLE_TOASTS) open();
  else waiting.push(open);
}

export const notify = {
  success: (title: string, options?: Options) => show("success", title, options),
  error: (title: string, options?: Options) => show("error", title, options),
};

function ToastCard({ kind, title, description, onClose }: { kind: Kind; title: string; description?: string; onClose: () => void }) {
  const Icon = kind === "success" ? CircleCheck : CircleAlert;
  return (
    <button
      type="button"
      onClick={onClose}
      data-kind={kind}
      aria-label={`${title}${description ? `: ${description}` : ""}. Click to close.`}
      className={cn(
        "flex w-[min(92vw,380px)] cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-left text-sm shadow-card",
        kind === "success" ? "border-success/30 bg-success-soft text-success" : "border-destructive/30 bg-destructive-soft text-destructive",
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="grid flex-1 gap-0.5">
        <span className="font-semibold">{title}</span>
        {description ? <span className="text-foreground/80">{description}</span> : null}
      </span>
      <X aria-hidden className="mt-0.5 size-4 shrink-0 opacity-60" />
    </button>
  );
}

export function Toaster() {
  return <Sonner position="top-center" visibleToasts={MAX_VISIBLE_TOASTS} expand gap={8} containerAriaLabel="Notifications" />;
}
