"use client";

import { Upload } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

// react-dropzone loads when the dialog first opens.
const ResumeDropzone = dynamic(() => import("./resume-dropzone").then((m) => m.ResumeDropzone), { loading: () => <Spinner className="justify-self-center" /> });

export function ResumeUpload({ hasResume }: { hasResume: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden /> {hasResume ? "Replace resume" : "Upload resume"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Upload your resume</DialogTitle>
        <DialogDescription>PDF, DOC or DOCX, at most 10 MB. Employers can download it from your shared profile.</DialogDescription>
        <ResumeDropzone onUploaded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
