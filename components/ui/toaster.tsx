"use client";

// SPEC section 9: top-centre, closed by a click, at most 5 shown and the rest queued,
// green for success and red for error. Sonner hides toasts past the visible count but
// keeps their timers running, so the queue is ours.
//
// No page mounts a toaster: the first toast loads sonner and its view (./toast-view) and
// renders them into a root of their own, so pages pay for toasts only when one shows, and
// a toast outlives the client-side navigation that often follows it.
export const MAX_VISIBLE_TOASTS = 5;
export const TOAST_MS = 4000;
export const AUTH_TOAST_MS = 5000;

export type ToastKind = "success" | "error";
export type ToastOptions = { description?: string; duration?: number };

let shown = 0;
const waiting: Array<() => void> = [];

function release() {
  shown = Math.max(0, shown - 1);
  waiting.shift()?.();
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}) {
  const open = () => {
    shown++;
    import("./toast-view")
      .then((view) => view.showToast(kind, title, { duration: TOAST_MS, ...options }, release))
      .catch((error) => {
        console.error("Could not show a toast", error);
        release();
      });
  };
  if (shown < MAX_VISIBLE_TOASTS) open();
  else waiting.push(open);
}

export const notify = {
  success: (title: string, options?: ToastOptions) => show("success", title, options),
  error: (title: string, options?: ToastOptions) => show("error", title, options),
};
