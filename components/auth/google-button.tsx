"use client";

import { useEffect, useRef } from "react";

type Google = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (r: { credential: string }) => void; auto_select?: boolean; use_fedcm_for_prompt?: boolean }): void;
      renderButton(el: HTMLElement, options: Record<string, unknown>): void;
      prompt(): void;
    };
  };
};

let loading: Promise<Google> | undefined;
/** Google Identity Services, loaded once and only when the button is shown. */
function loadGoogle(): Promise<Google> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "https://accounts.google.com/gsi/client";
    script.async = true;
    script.onload = () => resolve((window as unknown as { google: Google }).google);
    script.onerror = () => {
      loading = undefined;
      reject(new Error("Google sign-in could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** The Google button plus one-tap; hands the ID token (credential) to `onCredential`. */
export function GoogleButton({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !ref.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: ({ credential }) => callback.current(credential), use_fedcm_for_prompt: true });
        google.accounts.id.renderButton(ref.current, { theme: "outline", size: "large", text: "continue_with", shape: "rectangular", width: ref.current.offsetWidth || 320 });
        google.accounts.id.prompt();
      })
      .catch((e) => console.warn(e));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={ref} className="flex min-h-11 w-full justify-center" />;
}
