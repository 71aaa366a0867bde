// The bare page plus the app's own stylesheet (copied into public/ by bench/pages.mjs):
// it shows what a render-blocking stylesheet alone costs, before any of the app's code.
export const metadata = { title: "Bare Next.js page with the app's CSS" };

export default function Page() {
  return (
    <main>
      {/* eslint-disable-next-line @next/next/no-css-tags -- a stylesheet from outside the build, on purpose */}
      <link rel="stylesheet" href="/app.css" precedence="default" />
      <h1>A bare Next.js page</h1>
      <p>One server component, no client code, and the app&apos;s stylesheet.</p>
    </main>
  );
}
