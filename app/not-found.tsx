import type { Metadata } from "next";
import { ErrorScreen } from "@/components/errors/error-screen";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return <ErrorScreen status={404} message="Not Found: there is no page at this address." />;
}
