// Runs before each test file's imports: configuration for the in-process handlers.
Object.assign(process.env, {
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  APP_URL: "http://localhost:3000",
});
delete process.env.RESEND_API_KEY;
