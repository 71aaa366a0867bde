import { ExternalLink } from "lucide-react";
import { describeEntry } from "@/lib/profile/describe";
import type { EntryKind } from "@/lib/profile/lists";

/** One entry of a profile list as it reads on the profile and the share page; `actions` (edit, delete) only for the owner. */
export function EntryItem({ kind, entry, actions }: { kind: EntryKind; entry: Record<string, unknown>; actions?: (heading: string) => React.ReactNode }) {
  const { heading, lines, link } = describeEntry(kind, entry);
  return (
    <li className="grid gap-1 border-b pb-4 last:border-b-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold wrap-anywhere">
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 hover:underline">
              {heading} <ExternalLink aria-hidden className="size-3.5" />
            </a>
          ) : (
            heading
          )}
        </h3>
        {actions?.(heading)}
      </div>
      {lines.filter(Boolean).map((line) => (
        <p key={line} className="text-sm text-muted-foreground wrap-anywhere">
          {line}
        </p>
      ))}
      {typeof entry.description === "string" && entry.description ? <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere">{entry.description}</p> : null}
    </li>
  );
}
