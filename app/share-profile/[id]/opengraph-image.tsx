import { ImageResponse } from "next/og";
import { getPicture } from "@/lib/profile/files";
import { formatDay, getPublicProfile } from "@/lib/profile/public";
import { getPublicOwner, parsePublicId } from "@/lib/users/public-id";

// The link preview: 1200x630 with the picture, name, title, the top shown skills (each
// rating with its 90% interval, or 'calibrating') and the
// date of the last answered question. Cached like the page, and revalidated with it.
export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "A developer's SkillProof profile";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const publicId = parsePublicId((await params).id);
  const data = publicId ? await getPublicProfile({ publicId }) : undefined;
  if (!data) {
    return new ImageResponse(
      <div style={{ display: "flex", width: "100%", height: "100%", alignItems: "center", justifyContent: "center", background: "#eef0fb", fontSize: 72, fontWeight: 700, color: "#2a2f6e" }}>SkillProof</div>,
      size,
    );
  }
  const owner = data.profile.picture ? await getPublicOwner({ publicId: data.id }) : undefined;
  const picture = owner ? await getPicture({ userId: owner.id }) : undefined;
  const top = data.skills.slice(0, 4);
  const last = data.skills
    .map((s) => s.last_answered_at)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  return new ImageResponse(
    <div style={{ display: "flex", flexDirection: "column", width: "100%", height: "100%", padding: 64, background: "linear-gradient(135deg, #f5f6ff 0%, #e3e7ff 100%)", color: "#161a3a", fontFamily: "sans-serif" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 40 }}>
        {picture ? (
          <img src={`data:${picture.contentType};base64,${Buffer.from(picture.data).toString("base64")}`} width={180} height={180} style={{ borderRadius: 90 }} alt="" />
        ) : (
          <div style={{ display: "flex", width: 180, height: 180, borderRadius: 90, background: "#3f4bd8", color: "white", fontSize: 72, fontWeight: 700, alignItems: "center", justifyContent: "center" }}>
            {data.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div style={{ display: "flex", flexDirection: "column", gap: 8, maxWidth: 820 }}>
          <div style={{ display: "flex", fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>{data.name}</div>
          <div style={{ display: "flex", fontSize: 36, color: "#3f4bd8" }}>{data.profile.title}</div>
        </div>
      </div>
      <div style={{ display: "flex", gap: 24, marginTop: 56 }}>
        {top.length ? (
          top.map((s) => (
            <div key={s.id} style={{ display: "flex", flexDirection: "column", alignItems: "center", padding: "20px 28px", borderRadius: 20, background: "white", minWidth: 220 }}>
              <div style={{ display: "flex", alignItems: "baseline", gap: 10, color: "#3f4bd8" }}>
                <div style={{ display: "flex", fontSize: 56, fontWeight: 700 }}>{s.rating}</div>
                {s.rating_margin === null ? null : <div style={{ display: "flex", fontSize: 34, fontWeight: 600 }}>{`± ${s.rating_margin}`}</div>}
              </div>
              {s.rating_margin === null ? <div style={{ display: "flex", fontSize: 22, color: "#4a4f72" }}>calibrating</div> : null}
              <div style={{ display: "flex", fontSize: 28 }}>{s.name}</div>
            </div>
          ))
        ) : (
          <div style={{ display: "flex", fontSize: 32, color: "#4a4f72" }}>Skills rated 0-100 by adaptive quizzes</div>
        )}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", marginTop: "auto", fontSize: 28, color: "#4a4f72" }}>
        <div>{last ? `Last answered ${formatDay(last)}` : "SkillProof profile"}</div>
        <div style={{ display: "flex", fontWeight: 700, color: "#161a3a" }}>SkillProof</div>
      </div>
    </div>,
    size,
  );
}
