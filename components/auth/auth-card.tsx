"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { enterApp, rememberMode, verifyPath, type LoginMode } from "@/lib/auth/client";
import { postJson, type Result } from "@/lib/http";
import { useLazyForm } from "@/lib/use-lazy-form";
import type { RegisterInput } from "@/lib/validations/auth";
import { GoogleButton } from "./google-button";

type SignInReply = { user?: { email: string; verified: boolean } };
const copy = {
  login: { title: "Welcome back", description: "Sign in to practise your skills and update your profile.", submit: "Login" },
  register: { title: "Create your account", description: "Rate your skills, keep them active and share your profile.", submit: "Register" },
};

/** SPEC section 8: which toast a failed sign-in shows. */
function failureTitle(mode: LoginMode, status: number) {
  if (status === 0) return mode === "login" ? "Error posting login data" : "Error posting register data";
  if (status === 401) return mode === "login" ? "Error while login" : "Error while register";
  return "Error registering account";
}

export function AuthCard({ initialMode, googleClientId }: { initialMode: LoginMode; googleClientId?: string }) {
  const router = useRouter();
  const [mode, setModeState] = useState<LoginMode>(initialMode);
  const [prefill, setPrefill] = useState<Partial<RegisterInput>>({});
  const setMode = (next: LoginMode) => {
    rememberMode(next);
    setModeState(next);
  };

  // A sign-in reply: verified -> the app; unverified -> /verify; otherwise the spec's toast.
  const handleReply = (result: Result<SignInReply>, email: string) => {
    const user = result.ok ? result.data.user : (result.body as SignInReply | undefined)?.user;
    if (result.ok && user?.verified) return enterApp();
    if (result.ok || (result.status === 401 && result.error === "Account not verified")) return router.push(verifyPath(user?.email ?? email));
    notify.error(failureTitle(mode, result.status), { description: result.error, duration: AUTH_TOAST_MS });
  };

  const onGoogle = async (credential: string) => {
    const result = await postJson<SignInReply>("/api/user/oauth2", { credential });
    if (!result.ok && result.error === "User not registered") {
      setPrefill({ email: String(result.body?.email ?? ""), name: String(result.body?.name ?? "") });
      setMode("register");
      return;
    }
    handleReply(result, "");
  };

  const { title, description } = copy[mode];
  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-2xl!">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {mode === "login" && googleClientId ? <GoogleButton clientId={googleClientId} onCredential={onGoogle} /> : null}
        <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          Or continue with email
          <span className="h-px flex-1 bg-border" />
        </div>
        <CredentialsForm
          key={`${mode}-${prefill.email ?? ""}`}
          mode={mode}
          prefill={prefill}
          onReply={handleReply}
          onRegistered={(email) => {
            setMode("login");
            router.push(verifyPath(email));
          }}
        />
        <p className="text-center text-sm text-muted-foreground">
          {mode === "login" ? "Don't have an account?" : "Already have an account?"}{" "}
          <button type="button" onClick={() => setMode(mode === "login" ? "register" : "login")} className="cursor-pointer font-medium text-primary hover:underline">
            {mode === "login" ? "Register" : "Login"}
          </button>
        </p>
      </CardContent>
    </Card>
  );
}

function CredentialsForm({
  mode,
  prefill,
  onReply,
  onRegistered,
}: {
  mode: LoginMode;
  prefill: Partial<RegisterInput>;
  onReply: (result: Result<SignInReply>, email: string) => void;
  onRegistered: (email: string) => void;
}) {
  const register = mode === "register";
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState(false);
  // The form is keyed by mode, so each mode keeps its own schema.
  const { field, errors, submitting, handleSubmit, preload } = useLazyForm<RegisterInput>({
    schema: () => import("@/lib/validations/auth").then((m) => (register ? m.registerSchema : (m.loginSchema as unknown as typeof m.registerSchema))),
    defaultValues: { name: prefill.name ?? "", email: prefill.email ?? "", password: "" },
  });

  const onSubmit = async (values: RegisterInput) => {
    if (register && !terms) return setTermsError(true);
    const email = values.email.toLowerCase();
    if (register) {
      const result = await postJson("/api/user/register", { name: values.name, email, password: values.password });
      if (result.ok) return onRegistered(email);
      return onReply(result, email);
    }
    onReply(await postJson<SignInReply>("/api/user/login", { email, password: values.password }), email);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} onFocus={preload} noValidate aria-label={register ? "Register" : "Login"} className="grid gap-4">
      {register ? (
        <Field id="auth-name" label="Full Name" error={errors.name}>
          <Input autoComplete="name" placeholder="Jane Doe" {...field("name")} />
        </Field>
      ) : null}
      <Field id="auth-email" label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...field("email")} />
      </Field>
      <Field id="auth-password" label="Password" error={errors.password}>
        <Input type="password" autoComplete={register ? "new-password" : "current-password"} {...field("password")} />
      </Field>
      {register ? (
        <div className="grid gap-1">
          <label className="flex items-start gap-2 text-sm text-muted-foreground">
            <input
              type="checkbox"
              required
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                setTermsError(false);
              }}
              aria-invalid={termsError || undefined}
              aria-describedby={termsError ? "terms-error" : undefined}
              className="mt-0.5 size-4 accent-[var(--color-primary)]"
            />
            <span>
              I agree to the{" "}
              <a href="/privacy-policy" className="text-primary underline">
                Privacy Policy
              </a>{" "}
              and the{" "}
              <a href="/cookie-policy" className="text-primary underline">
                Cookie Policy
              </a>
              .
            </span>
          </label>
          {termsError ? (
            <p id="terms-error" role="alert" className="text-sm text-destructive">
              Please accept the terms to continue
            </p>
          ) : null}
        </div>
      ) : (
        <a href="/forgot-password" className="-mt-1 justify-self-end text-sm font-medium text-primary hover:underline">
          Forgot your password?
        </a>
      )}
      <SubmitButton pending={submitting} className="w-full">
        {copy[mode].submit}
      </SubmitButton>
    </form>
  );
}
