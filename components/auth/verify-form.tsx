"use client";

import { GeistMono } from "geist/font/mono";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { AUTH_TOAST_MS, notify } from "@/components/ui/toaster";
import { enterApp } from "@/lib/auth/client";
import { postJson } from "@/lib/http";

// The shared schemas (and zod) load on first use, not with the page.
const schemas = () => import("@/lib/validations/auth");

export function VerifyForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [error, setError] = useState<{ email?: string; code?: string }>({});
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);

  const checkEmail = async () => {
    const parsed = (await schemas()).emailSchema.safeParse({ email });
    if (!parsed.success) setError((e) => ({ ...e, email: "Invalid email" }));
    return parsed.success ? parsed.data.email : undefined;
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    const address = await checkEmail();
    const parsedCode = (await schemas()).verificationCodeSchema.safeParse(code);
    if (!parsedCode.success) setError((e) => ({ ...e, code: parsedCode.error.issues[0].message }));
    if (!address || !parsedCode.success) return;
    setBusy("verify");
    const result = await postJson(`/api/user/verify-account/${encodeURIComponent(address)}/${parsedCode.data}`);
    if (result.ok) return enterApp();
    setBusy(null);
    notify.error("Error verifying code", { description: result.error, duration: AUTH_TOAST_MS });
  };

  const resend = async () => {
    const address = await checkEmail();
    if (!address) return;
    setBusy("resend");
    const result = await postJson(`/api/user/send-verification/${encodeURIComponent(address)}`);
    setBusy(null);
    if (result.ok) {
      setCode("");
      notify.success("Code sent to your email", { duration: AUTH_TOAST_MS });
    } else {
      notify.error("Error sending email", { description: result.error, duration: AUTH_TOAST_MS });
    }
  };

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle className="text-2xl!">Verify your email...</CardTitle>
        <CardDescription>
          {initialEmail ? (
            <>
              We sent a 6-digit code to <strong className="text-foreground">{initialEmail}</strong>. It expires in 15 minutes.
            </>
          ) : (
            "Enter your email and the 6-digit code we sent you."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={verify} noValidate aria-label="Verify your email" className="grid gap-4">
          {initialEmail ? null : (
            <Field id="verify-email" label="Email" error={error.email}>
              <Input type="email" autoComplete="email" value={email} onChange={(e) => (setEmail(e.target.value), setError((x) => ({ ...x, email: undefined })))} />
            </Field>
          )}
          <Field id="verify-code" label="Verification code" error={error.code}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="123456"
              className={`${GeistMono.className} text-center text-lg! tracking-[0.4em]`}
              value={code}
              onChange={(e) => (setCode(e.target.value.replace(/\D/g, "")), setError((x) => ({ ...x, code: undefined })))}
            />
          </Field>
          <Button type="submit" disabled={busy !== null} className="w-full">
            {busy === "verify" ? <Spinner /> : null}
            Verify
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Didn&apos;t get a code?{" "}
            <button type="button" onClick={resend} disabled={busy !== null} className="cursor-pointer font-medium text-primary hover:underline disabled:opacity-60">
              {busy === "resend" ? "Sending..." : "Send a new code"}
            </button>
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
