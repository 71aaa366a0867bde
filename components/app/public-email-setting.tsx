"use client";

import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/components/ui/toaster";
import { postJson } from "@/lib/http";

/** Whether the share page and GET /api/profile/{id} show the account's email. Off by default. */
export function PublicEmailSetting({ initial }: { initial: boolean }) {
  const id = useId();
  const [show, setShow] = useState(initial);
  const [saving, setSaving] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Public profile</CardTitle>
        <CardDescription>Employers who open your share link see your profile, skills and lists. Your email stays private unless you show it.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <span id={`${id}-label`} className="text-sm font-medium">
          Show my email on my public profile
        </span>
        <Switch
          checked={show}
          disabled={saving}
          aria-labelledby={`${id}-label`}
          onCheckedChange={async (next) => {
            setSaving(true);
            const result = await postJson<{ message: string; show: boolean }>("/api/user/public-email", { show: next });
            setSaving(false);
            if (!result.ok) return notify.error("Error updating public profile", { description: result.error });
            setShow(result.data.show);
            notify.success(result.data.message);
          }}
        />
      </CardContent>
    </Card>
  );
}
