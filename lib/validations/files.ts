// SPEC sections 5 and 9: what a picture and a resume may be. Shared by the upload forms
// (which check before sending) and the handlers (which check the content itself).

export const PICTURE_TYPES = ["image/jpeg", "image/png"];
export const PICTURE_MAX_BYTES = 30 * 1024 * 1024;

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** Resume types and the extension a download is named with. */
export const RESUME_EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};
export const RESUME_TYPES = Object.keys(RESUME_EXTENSIONS);

// react-dropzone's own wording, which SPEC section 8 quotes for the file-drop rejections.
export const typeMessage = (types: string[]) => `File type must be ${types.length === 1 ? types[0] : `one of ${types.join(", ")}`}`;
export const sizeMessage = (max: number) => `File is larger than ${max} bytes`;
