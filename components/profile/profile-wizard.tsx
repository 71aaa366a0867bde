"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ImageUp } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { postJson, request } from "@/lib/http";
import { PICTURE_MAX_BYTES, PICTURE_TYPES, sizeMessage, typeMessage } from "@/lib/validations/files";
import { DESCRIPTION_TYPING_CAP, editProfileSchema, NAME_TYPING_CAP, type EditProfileInput } from "@/lib/validations/profile";

// SPEC section 2: /edit-profile, three steps (the header, About you, the picture). Next
// checks the step's fields first; Finish uploads the picture (if one was chosen), saves the
// profile and opens /app/profile. A failure shows the server's text in an alert dialog.

const STEPS = [
  { title: "Your header", description: "What employers see first.", fields: ["name", "title", "location"] as const },
  { title: "About you", description: "A few lines about what you do and what you look for.", fields: ["description"] as const },
  { title: "Your picture", description: "A JPEG or PNG under 30 MB. You can skip it.", fields: [] as const },
];

/** Pictures are stored at 512 px: a large photo is scaled down in the browser before upload. */
const UPLOAD_MAX_SIDE = 1024;

async function downscale(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 2 * 1024 * 1024) return file;
    const canvas = Object.assign(document.createElement("canvas"), { width: Math.round(bitmap.width * scale), height: Math.round(bitmap.height * scale) });
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), "image/jpeg", 0.9));
  } catch {
    return file; // the server decides on what it cannot read here
  }
}

export function ProfileWizard({ initial, picture }: { initial: EditProfileInput; picture: string | null }) {
  const router = useRouter();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(picture);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<EditProfileInput>({ resolver: zodResolver(editProfileSchema), defaultValues: initial, mode: "onTouched" });
  const { errors } = form.formState;

  useEffect(() => () => void (preview?.startsWith("blob:") && URL.revokeObjectURL(preview)), [preview]);

  // Next is blocked while the step's fields break a rule: check them with the shared schema.
  const next = () => {
    const fields: readonly string[] = STEPS[step].fields;
    const result = editProfileSchema.safeParse(form.getValues());
    const issues = (result.error?.issues ?? []).filter((i) => fields.includes(String(i.path[0])));
    form.clearErrors(fields as Array<keyof EditProfileInput>);
    for (const issue of issues.reverse()) form.setError(issue.path[0] as keyof EditProfileInput, { message: issue.message }, { shouldFocus: true });
    if (issues.length === 0) setStep((s) => s + 1);
  };

  const choose = (chosen: File | undefined) => {
    setFileError(null);
    if (!chosen) return;
    if (!PICTURE_TYPES.includes(chosen.type)) return setFileError(typeMessage(PICTURE_TYPES));
    if (chosen.size > PICTURE_MAX_BYTES) return setFileError(sizeMessage(PICTURE_MAX_BYTES));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const finish = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      if (file) {
        const body = new FormData();
        body.append("profile_picture", await downscale(file), file.name);
        const uploaded = await request("/api/user/update-picture", { method: "POST", body });
        if (!uploaded.ok) return setFailure(uploaded.error);
      }
      const saved = await postJson("/api/user/edit-profile", values);
      if (!saved.ok) return setFailure(saved.error);
      router.push("/app/profile");
      router.refresh();
    } finally {
      setSaving(false);
    }
  });

  const { title, description } = STEPS[step];
  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-medium text-primary">
          Step {step + 1} of {STEPS.length}
        </p>
        <CardTitle className="text-2xl!">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Edit profile"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (step < STEPS.length - 1) next();
            else void finish(event);
          }}
        >
          {step === 0 ? (
            <>
              <Field id="wizard-name" label="Name" error={errors.name?.message}>
                <Input autoComplete="name" maxLength={NAME_TYPING_CAP} {...form.register("name")} />
              </Field>
              <Field id="wizard-title" label="Title" error={errors.title?.message} hint="For example: Full-stack developer">
                <Input maxLength={50} {...form.register("title")} />
              </Field>
              <Field id="wizard-location" label="Location" error={errors.location?.message}>
                <Input autoComplete="address-level2" maxLength={100} {...form.register("location")} />
              </Field>
            </>
          ) : null}
          {step === 1 ? (
            <Field id="wizard-description" label="About you" error={errors.description?.message} hint="10 to 200 characters.">
              <Textarea rows={6} maxLength={DESCRIPTION_TYPING_CAP} {...form.register("description")} />
            </Field>
          ) : null}
          {step === 2 ? (
            <div className="grid gap-3">
              <div className="flex items-center gap-4">
                {preview ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a local preview of the chosen file
                  <img src={preview} alt="Your picture" className="size-24 rounded-full border object-cover" />
                ) : (
                  <span aria-hidden className="grid size-24 place-items-center rounded-full bg-primary-soft text-primary">
                    <ImageUp className="size-8" />
                  </span>
                )}
                <label className="inline-flex h-10 cursor-pointer items-center rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-muted focus-within:outline-2 focus-within:outline-ring">
                  Choose a picture
                  <input type="file" accept={PICTURE_TYPES.join(",")} className="sr-only" onChange={(e) => choose(e.target.files?.[0])} />
                </label>
              </div>
              {fileError ? (
                <p role="alert" className="text-sm text-destructive">
                  {fileError}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="mt-2 flex justify-between gap-3">
            {step > 0 ? (
              <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)} disabled={saving}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={saving || Boolean(fileError && step === 2)}>
              {saving ? <Spinner /> : null}
              {step < STEPS.length - 1 ? "Next" : "Finish"}
            </Button>
          </div>
        </form>
      </CardContent>
      <AlertDialog open={failure !== null} onOpenChange={(open) => !open && setFailure(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Your profile was not saved</AlertDialogTitle>
          <AlertDialogDescription>{failure}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>OK</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
