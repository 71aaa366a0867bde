import { cn } from "@/lib/utils";
import { LoaderIcon } from "./icons";

export function Spinner({ className }: { className?: string }) {
  return <LoaderIcon className={cn("animate-spin", className)} />;
}
