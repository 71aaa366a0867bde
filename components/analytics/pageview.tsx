"use client";

import { useEffect } from "react";
import { pageview } from "@/lib/analytics";

/** Sends a pageview once per mount, e.g. <Pageview title="Landing Page" path="/" />. */
export function Pageview({ title, path }: { title: string; path: string }) {
  useEffect(() => {
    pageview(title, path);
  }, [title, path]);
  return null;
}
