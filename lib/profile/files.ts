import "server-only";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { ApiError } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { profilePicture, resume } from "@/lib/db/schema";
import { PICTURE_TYPES, RESUME_TYPES, typeMessage } from "@/lib/validations/files";
import { revalidateShare } from "./share-cache";

// Pictures and resumes. A file's type is read from its content (magic bytes, and for a
// picture a full decode), never from its name or the type the client declared.

/** The side of the stored square picture. */
export const PICTURE_SIZE = 512;

const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

export function pictureType(data: Buffer) {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  return null;
}

export function resumeType(data: Buffer) {
  if (data.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  // DOC: an OLE2 compound file
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "application/msword";
  // DOCX: a ZIP holding word/document.xml (named in the archive's directory in clear)
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04]) && data.includes("word/document.xml")) return RESUME_TYPES[2];
  return null;
}

/**
 * Re-encode an uploaded picture: decoded in full (a truncated or disguised file fails),
 * turned upright, cropped to a square of at most 512 px and written as a fresh JPEG, which
 * leaves every piece of metadata (GPS position, camera) behind.
 */
export async function normalizePicture(data: Buffer) {
  if (!pictureType(data)) throw new ApiError("unsupported_media_type", typeMessage(PICTURE_TYPES));
  try {
    return await sharp(data, { failOn: "error", limitInputPixels: 100_000_000 })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "cover", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ApiError("unsupported_media_type", "The picture could not be read. Please choose another JPEG or PNG file.");
  }
}

export async function savePicture({ userId, data }: { userId: number; data: Buffer }) {
  const db = await getDb();
  const [row] = await db
    .insert(profilePicture)
    .values({ userId, data, contentType: "image/jpeg" })
    .onConflictDoUpdate({ target: profilePicture.userId, set: { data, version: sql`${profilePicture.version} + 1`, updatedAt: new Date() } })
    .returning({ version: profilePicture.version });
  await revalidateShare(userId);
  return row.version;
}

/** A picture's URL carries its version, so it can be cached for good. */
export const pictureUrl = (publicId: string, version: number) => `/api/picture/${publicId}/${version}`;
export const resumeUrl = (publicId: string) => `/api/get-resume/${publicId}`;

export async function getPicture({ userId }: { userId: number }) {
  const db = await getDb();
  const [row] = await db.select().from(profilePicture).where(eq(profilePicture.userId, userId));
  return row;
}

export async function getPictureVersion({ userId }: { userId: number }) {
  const db = await getDb();
  const [row] = await db.select({ version: profilePicture.version }).from(profilePicture).where(eq(profilePicture.userId, userId));
  return row?.version;
}

export async function saveResume({ userId, data }: { userId: number; data: Buffer }) {
  const contentType = resumeType(data);
  if (!contentType) throw new ApiError("unsupported_media_type", typeMessage(RESUME_TYPES));
  const db = await getDb();
  await db
    .insert(resume)
    .values({ userId, data, contentType, size: data.length })
    .onConflictDoUpdate({ target: resume.userId, set: { data, contentType, size: data.length, uploadedAt: new Date() } });
  await revalidateShare(userId);
}

export async function getResume({ userId }: { userId: number }) {
  const db = await getDb();
  const [row] = await db.select().from(resume).where(eq(resume.userId, userId));
  return row;
}

export async function hasResume({ userId }: { userId: number }) {
  const db = await getDb();
  const [row] = await db.select({ size: resume.size }).from(resume).where(eq(resume.userId, userId));
  return Boolean(row);
}
