import type { Metadata } from "next";

// Only in npm run bench:share's build (BENCH_BUILD=1, next.config.ts): a minimal ISR page of
// about the share page's HTML size, served by the same server, so the benchmark can tell
// what our page costs on a cached hit.
export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const metadata: Metadata = { title: "ISR baseline", robots: { index: false, follow: false } };

const PARAGRAPH = "A cached page of plain text, rendered once and then served from the incremental static regeneration cache. ";

export default async function IsrBaseline({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">ISR baseline {id.slice(0, 12)}</h1>
      {Array.from({ length: 95 }, (_, i) => (
        <p key={i} className="mt-2 text-sm">
          {i + 1}. {PARAGRAPH}
        </p>
      ))}
    </main>
  );
}
