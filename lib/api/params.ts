/** A numeric id from a path segment: a positive integer of at most 9 digits, else undefined (answer 404). */
export const parseId = (raw: string) => (/^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);
