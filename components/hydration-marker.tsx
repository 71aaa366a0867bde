"use client";

import { useEffect } from "react";

/** Marks the page as interactive once React has hydrated it (browser tests wait for it). */
export function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return null;
}
