// Empty on purpose: without it, Turbopack takes the app's instrumentation.ts from the folder above.
export function register() {}
