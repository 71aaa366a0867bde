"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toaster";
import { profileKey } from "@/hooks/use-profile";
import { request } from "@/lib/http";
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES } from "@/lib/validations/files";

const ACCEPT = Object.fromEntries(Object.entries(RESUME_EXTENSIONS).map(([type, extension]) => [type, [`.${extension}`]]));

/** SPEC section 5: one PDF, DOC or DOCX of at most 10 MB; the rejections are react-dropzone's own texts. */
export function ResumeDropzone({ onUploaded }: { onUploaded: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const client = useQueryClient();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    maxSize: RESUME_MAX_BYTES,
    multiple: false,
    onDrop: (accepted, rejected) => {
      setFile(accepted[0] ?? null);
      setProblem(rejected[0]?.errors[0]?.message ?? null);
    },
  });
  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const body = new FormData();
      body.append("resume", chosen);
      const result = await request("/api/user/upload-resume", { method: "POST", body });
      if (!result.ok) throw new Error(result.error);
    },
    onSuccess: () => {
      notify.success("Resume uploaded successfully");
      client.invalidateQueries({ queryKey: profileKey });
      onUploaded();
    },
    onError: (error) => notify.error("Error uploading resume", { description: error.message }),
  });

  return (
    <>
      <div
        {...getRootProps({
          className: `grid cursor-pointer place-items-center gap-2 rounded-lg border-2 border-dashed p-8 text-center text-sm ${isDragActive ? "border-primary bg-primary-soft" : "border-input"}`,
        })}
      >
        <input {...getInputProps({ "aria-label": "Resume file" })} />
        <FileUp aria-hidden className="size-6 text-muted-foreground" />
        {file ? <p className="font-medium wrap-anywhere">{file.name}</p> : <p>Drop your resume here, or click to choose a file.</p>}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <Button
        className="justify-self-end"
        disabled={upload.isPending}
        onClick={() => {
          if (!file) return setProblem("Please select a file before uploading.");
          upload.mutate(file);
        }}
      >
        {upload.isPending ? <Spinner /> : null}
        Upload
      </Button>
    </>
  );
}
