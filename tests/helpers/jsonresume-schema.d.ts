// The JSON Resume schema's official validator ships without types.
declare module "@jsonresume/schema" {
  export function validate<T>(resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => T): T;
}
