import sharp from "sharp";
import { GET as getResume } from "@/app/api/get-resume/[id]/route";
import { GET as getPicture } from "@/app/api/picture/[id]/[version]/route";
import { GET as getProfile } from "@/app/api/user/profile/route";
import { POST as updatePicture } from "@/app/api/user/update-picture/route";
import { POST as uploadResume } from "@/app/api/user/upload-resume/route";
import { bearer, signUp } from "../helpers/accounts";
import { withTestDb } from "../helpers/db";
import { call } from "../helpers/http";

withTestDb();

type Handler = Parameters<typeof call>[0];
const upload = (handler: Handler, token: string | undefined, field: string, files: Array<{ data: Buffer; name: string; type: string }>) => {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return call(handler, { raw: form, headers: token ? bearer(token) : {} });
};
/** A GET, anonymous or with `token` (a profile that is not public serves its files only to its owner). */
const get = <P extends Record<string, string>>(handler: (req: Request, ctx: { params: Promise<P> }) => Promise<Response>, params: P, token?: string) =>
  call(handler, { method: "GET", params, headers: token ? bearer(token) : {} });
const me = async (token: string) => (await (await call(getProfile, { method: "GET", headers: bearer(token) })).json()).user;

/** A photo-like JPEG with a GPS position in its EXIF data. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Snap 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 20/1 0/1" } })
    .toBuffer();
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: "#ff000080" } }).png().toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
// The start of a real DOCX archive: a ZIP whose first entry is word/document.xml.
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from("word/document.xml<w:document/>")]);

const PICTURE_TYPE_ERROR = "File type must be one of image/jpeg, image/png";
const RESUME_TYPE_ERROR = "File type must be one of application/pdf, application/msword, application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("POST /api/user/update-picture", () => {
  it("stores a square JPEG of at most 512 px without the photo's metadata, at a versioned URL", async () => {
    const account = await signUp();
    const res = await upload(updatePicture, account.token, "profile_picture", [{ data: await photo(1600, 900), name: "me.jpg", type: "image/jpeg" }]);
    expect(res.status).toBe(200);
    const { picture } = await res.json();
    expect(picture).toBe(`/api/picture/${account.id}/1`);
    expect((await me(account.token)).profile.picture).toBe(picture);

    const served = await get(getPicture, { id: account.id, version: "1" }, account.token);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("private, max-age=86400"); // not public yet: only its owner
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 512, 512]);
    expect(meta.exif).toBeUndefined();
  });

  it("keeps a small PNG's size, and a new upload gets a new version; the old URL redirects", async () => {
    const account = await signUp();
    await upload(updatePicture, account.token, "profile_picture", [{ data: await png(200, 120), name: "a.png", type: "image/png" }]);
    const second = await (await upload(updatePicture, account.token, "profile_picture", [{ data: await png(300, 300), name: "b.png", type: "image/png" }])).json();
    expect(second.picture).toBe(`/api/picture/${account.id}/2`);
    const meta = await sharp(Buffer.from(await (await get(getPicture, { id: account.id, version: "2" }, account.token)).arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
    const old = await get(getPicture, { id: account.id, version: "1" }, account.token);
    expect(old.status).toBe(307);
    expect(old.headers.get("location")).toBe(second.picture);
  });

  it.each([
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "image/png", PICTURE_TYPE_ERROR],
    ["HTML named .png", Buffer.from("<html><script>alert(1)</script></html>"), "image/png", PICTURE_TYPE_ERROR],
    ["GIF", Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "image/jpeg", PICTURE_TYPE_ERROR],
    ["truncated JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]), "image/jpeg", "The picture could not be read. Please choose another JPEG or PNG file."],
  ])("refuses %s with 415", async (_name, data, type, error) => {
    const account = await signUp();
    const res = await upload(updatePicture, account.token, "profile_picture", [{ data, name: "picture.png", type }]);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(error);
    expect((await me(account.token)).profile.picture).toBeNull();
  });

  it("refuses an upload over 30 MB before reading it whole", async () => {
    const { token } = await signUp();
    const res = await call(updatePicture, { raw: "x", headers: { ...bearer(token), "content-type": "multipart/form-data; boundary=x", "content-length": String(40 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe("File is larger than 31457280 bytes");
  });

  it("needs a session, one file, and a multipart body", async () => {
    expect((await upload(updatePicture, undefined, "profile_picture", [{ data: await png(10, 10), name: "a.png", type: "image/png" }])).status).toBe(401);
    const { token } = await signUp();
    const none = await upload(updatePicture, token, "profile_picture", []);
    expect([none.status, (await none.json()).error]).toEqual([400, "Please select a file before uploading."]);
    const two = await upload(updatePicture, token, "profile_picture", [
      { data: await png(10, 10), name: "a.png", type: "image/png" },
      { data: await png(10, 10), name: "b.png", type: "image/png" },
    ]);
    expect([two.status, (await two.json()).error]).toEqual([400, "Too many files"]);
    expect((await call(updatePicture, { body: { profile_picture: "data:image/png;base64,AAAA" }, headers: bearer(token) })).status).toBe(415);
  });

  it("one account's upload never touches another's picture, and an unfinished profile's picture is its owner's alone", async () => {
    const owner = await signUp();
    const { picture } = await (await upload(updatePicture, owner.token, "profile_picture", [{ data: await png(40, 40), name: "a.png", type: "image/png" }])).json();
    const other = await signUp();
    await upload(updatePicture, other.token, "profile_picture", [{ data: await png(60, 60), name: "b.png", type: "image/png" }]);
    expect((await me(owner.token)).profile.picture).toBe(picture); // still version 1, its own
    const [, , , id, version] = picture.split("/");
    expect((await get(getPicture, { id, version }, other.token)).status).toBe(404);
    expect((await get(getPicture, { id, version }, owner.token)).status).toBe(200);
  });

  it("answers 404 for a user without a picture or an id that is not one", async () => {
    const { id, token } = await signUp();
    expect((await get(getPicture, { id, version: "1" }, token)).status).toBe(404);
    expect((await get(getPicture, { id: "abc", version: "1" })).status).toBe(404);
  });
});

describe("resume: POST /api/user/upload-resume and GET /api/get-resume/{id}", () => {
  it.each([
    ["PDF", pdf, "application/pdf", "pdf"],
    ["DOC", doc, "application/msword", "doc"],
    ["DOCX", docx, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "docx"],
  ])("stores a %s and serves it as a download of its real type", async (_name, data, type, extension) => {
    const account = await signUp();
    // the declared type and name are ignored: the content decides
    const res = await upload(uploadResume, account.token, "resume", [{ data, name: "cv.bin", type: "application/octet-stream" }]);
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe("Resume uploaded successfully");
    expect((await me(account.token)).profile.resume).toBe(`/api/get-resume/${account.id}`);

    const file = await get(getResume, { id: account.id }, account.token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe(type);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="resume-${account.id}.${extension}"`);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
  });

  it("refuses a file whose name lies about its content", async () => {
    const account = await signUp();
    const res = await upload(uploadResume, account.token, "resume", [{ data: await png(10, 10), name: "resume.pdf", type: "application/pdf" }]);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(RESUME_TYPE_ERROR);
    expect((await get(getResume, { id: account.id }, account.token)).status).toBe(404);
  });

  it("refuses a resume over 10 MB while reading it, even without a declared length", async () => {
    const { token } = await signUp();
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(uploadResume, token, "resume", [{ data: big, name: "cv.pdf", type: "application/pdf" }]);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe("File is larger than 10485760 bytes");
  });

  it("a new upload replaces the old one; unknown ids get 404; uploads need a session", async () => {
    const account = await signUp();
    await upload(uploadResume, account.token, "resume", [{ data: pdf, name: "a.pdf", type: "application/pdf" }]);
    await upload(uploadResume, account.token, "resume", [{ data: docx, name: "b.docx", type: "application/pdf" }]);
    expect((await get(getResume, { id: account.id }, account.token)).headers.get("content-type")).toContain("wordprocessingml");
    expect((await get(getResume, { id: "999999" })).status).toBe(404);
    expect((await get(getResume, { id: "../1" })).status).toBe(404);
    expect((await upload(uploadResume, undefined, "resume", [{ data: pdf, name: "a.pdf", type: "application/pdf" }])).status).toBe(401);
  });
});
