"use client";

import { useEffect } from "react";

/**
 * SPEC section 2: an unfinished profile (no title) sends its owner to /edit-profile. The
 * cached not-found page cannot know who is looking, so this asks, in the owner's browser.
 */
export function OwnerRedirect() {
  useEffect(() => {
    const id = /^\/share-profile\/([\w-]+)/.exec(window.location.pathname)?.[1];
    if (!id) return;
    fetch("/api/user/profile", { credentials: "include" })
      .then((res) => (res.ok ? res.json() : null))
      .then((body) => {
        if (body?.user && String(body.user.id) === id && !body.user.profile.title) window.location.replace("/edit-profile");
      })
      .catch(() => undefined);
  }, []);
  return null;
}
