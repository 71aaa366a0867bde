import type { Metadata } from "next";
import { LegalPage } from "@/components/landing/legal-page";

export const metadata: Metadata = { title: "Cookie Policy" };

export default function CookiePolicyPage() {
  return (
    <LegalPage title="Cookie Policy" updated="21 November 2026">
      <p>
        This policy explains which cookies SkillProof uses, why we use them and how you can
        control them. For more about how we handle personal information, see our{" "}
        <a href="/privacy-policy">Privacy Policy</a>.
      </p>

      <h2>What cookies are</h2>
      <p>
        Cookies are small text files that a website stores in your browser. They let the site
        remember things between page loads, such as the fact that you are signed in. Cookies set
        by the site you are visiting are called first-party cookies; cookies set by another
        service, such as Google, are called third-party cookies.
      </p>
      <p>
        We keep cookies to a minimum. We do not use advertising cookies and we do not use cookies
        to track you across other websites.
      </p>

      <h2>Cookies we use</h2>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            <th>Type</th>
            <th>Purpose</th>
            <th>Duration</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <strong>authjs.session-token</strong> or{" "}
              <strong>__Secure-authjs.session-token</strong>
            </td>
            <td>Strictly necessary</td>
            <td>
              Keeps you signed in. It is httpOnly, so scripts in the page cannot read it. The
              __Secure- name is used over HTTPS.
            </td>
            <td>Until you sign out or the session expires</td>
          </tr>
          <tr>
            <td>
              <strong>authjs.csrf-token</strong>
            </td>
            <td>Strictly necessary</td>
            <td>Protects sign-in forms against cross-site request forgery.</td>
            <td>Browser session</td>
          </tr>
          <tr>
            <td>
              <strong>authjs.callback-url</strong>
            </td>
            <td>Strictly necessary</td>
            <td>Remembers which page to return you to after you sign in.</td>
            <td>Browser session</td>
          </tr>
          <tr>
            <td>
              <strong>login_mode</strong>
            </td>
            <td>Preference</td>
            <td>
              Remembers whether you last used the login or register form, so the page opens in
              the same mode next time.
            </td>
            <td>Persistent, until it expires or you clear it</td>
          </tr>
          <tr>
            <td>
              <strong>_ga</strong>, <strong>_ga_&lt;id&gt;</strong>
            </td>
            <td>Analytics (only when enabled)</td>
            <td>
              Set by Google Analytics to count pageviews and distinguish visitors. Used only if
              analytics is enabled on this site.
            </td>
            <td>Up to 2 years</td>
          </tr>
          <tr>
            <td>Google Identity Services cookies</td>
            <td>Third-party (Google sign-in)</td>
            <td>
              Set on Google&apos;s own domain when you use Google sign-in, to handle your Google
              account login. They are controlled by Google, not by us.
            </td>
            <td>Set by Google</td>
          </tr>
        </tbody>
      </table>

      <h2>Strictly necessary cookies</h2>
      <p>
        The session, CSRF and callback cookies are needed for sign-in and security. Without them
        you cannot log in or use your account, so they cannot be switched off in the app. They
        are not used for analytics or advertising.
      </p>

      <h2>Preference and analytics cookies</h2>
      <p>
        The login_mode cookie only stores which form you last used and contains no personal
        information. Google Analytics cookies are set only when analytics is configured for this
        site; they help us understand which pages are used so we can improve SkillProof. For more
        about how Google uses this data, see{" "}
        <a href="https://policies.google.com/technologies/partner-sites">
          how Google uses information from sites that use its services
        </a>
        .
      </p>

      <h2>Google sign-in</h2>
      <p>
        When Google sign-in is enabled, our login page loads the Google Identity Services script.
        If you use it, Google may set or read cookies on its own domain under{" "}
        <a href="https://policies.google.com/privacy">Google&apos;s Privacy Policy</a>. If you
        sign in with email and password instead, you do not need to use Google sign-in.
      </p>

      <h2>How to control cookies</h2>
      <ul>
        <li>
          Most browsers let you view, block and delete cookies in their settings. Blocking
          strictly necessary cookies will stop you from signing in.
        </li>
        <li>Signing out removes your session cookie.</li>
        <li>
          You can opt out of Google Analytics on all sites with the{" "}
          <a href="https://tools.google.com/dlpage/gaoptout">Google Analytics opt-out add-on</a>.
        </li>
        <li>
          You can manage Google&apos;s own cookies in your{" "}
          <a href="https://myaccount.google.com/">Google account settings</a>.
        </li>
      </ul>

      <h2>Changes to this policy</h2>
      <p>
        If we add or change cookies, we will update this page and the date at the top.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about cookies? Email{" "}
        <a href="mailto:hello@skillproof.dev">hello@skillproof.dev</a>.
      </p>
    </LegalPage>
  );
}
