import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ShareProfile } from "@/components/share/share-profile";
import { getPublicProfile } from "@/lib/profile/public";
import { formatRating } from "@/lib/quiz/rating";
import { parsePublicId } from "@/lib/users/public-id";

// Rendered on the server and cached (ISR): every change the owner makes revalidates it
// (lib/profile/share-cache.ts); the hourly revalidation catches what time alone changes,
// such as a skill whose weekly window lapsed or a ranking that moved. An id that is not a
// public profile never renders here: proxy.ts answers it first, so a miss is never cached.
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ id: string }> };

async function load(id: string) {
  const publicId = parsePublicId(id);
  return publicId ? getPublicProfile({ publicId }) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load((await params).id);
  if (!data) return { title: "Profile not found" };
  const title = `${data.name} - ${data.profile.title}`;
  const top = data.skills.slice(0, 3).map((s) => `${s.name} ${formatRating(s.rating, s.rating_margin)}`);
  const description = data.profile.description || `${data.profile.title}${top.length ? ` rated on SkillProof: ${top.join(", ")}` : " on SkillProof"}.`;
  const url = `/share-profile/${data.id}`;
  return {
    title: { absolute: `${title} · SkillProof` },
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", title, description, url, siteName: "SkillProof" },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function SharePage({ params }: Props) {
  const data = await load((await params).id);
  if (!data) notFound();
  return <ShareProfile data={data} />;
}
