// Runs once when the server starts. The Node part lives in its own module so that the edge
// bundle never sees Node APIs.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}
