"use client";

import { CircleAlert, CircleCheck, X } from "lucide-react";
import { createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import { cn } from "@/lib/utils";
import { MAX_VISIBLE_TOASTS, type ToastKind, type ToastOptions } from "./toaster";

// Loaded by the first toast (see ./toaster). Sonner replays toasts created before its
// Toaster subscribed, so a toast can be shown right after the root is rendered.
let mounted = false;

function mountToaster() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement("div");
  container.dataset.toaster = "";
  document.body.appendChild(container);
  createRoot(container).render(<Toaster position="top-center" visibleToasts={MAX_VISIBLE_TOASTS} expand gap={8} containerAriaLabel="Notifications" />);
}

/** Show one toast; `onGone` runs once when it closes, by a click or by its timer. */
export function showToast(kind: ToastKind, title: string, { description, duration }: ToastOptions, onGone: () => void) {
  mountToaster();
  let done = false;
  const finish = () => {
    if (!done) {
      done = true;
      onGone();
    }
  };
  toast.custom((id) => <ToastCard kind={kind} title={title} description={description} onClose={() => toast.dismiss(id)} />, {
    duration,
    onDismiss: finish,
    onAutoClose: finish,
  });
}

function ToastCard({ kind, title, description, onClose }: { kind: ToastKind; title: string; description?: string; onClose: () => void }) {
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
