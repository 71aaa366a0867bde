// Runs before each test file's imports: configuration for the in-process handlers.
Object.assign(process.env, {
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
  APP_URL: "http://localhost:3000",
  // Google sign-in: tests sign ID tokens with a local key served at this address.
  GOOGLE_CLIENT_ID: "test-client.apps.googleusercontent.com",
  GOOGLE_JWKS_URL: "http://127.0.0.1:47931/oauth2/v3/certs",
});
delete process.env.RESEND_API_KEY;
