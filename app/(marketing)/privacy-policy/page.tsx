import type { Metadata } from "next";
import { LegalPage } from "@/components/landing/legal-page";

export const metadata: Metadata = { title: "Privacy Policy" };

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="21 November 2026">
      <p>
        This policy explains what personal information SkillProof collects, why we collect it, who
        we share it with and the choices you have. We have tried to keep it short and in plain
        English. If anything is unclear, write to us at{" "}
        <a href="mailto:hello@skillproof.dev">hello@skillproof.dev</a>.
      </p>

      <h2>Who we are</h2>
      <p>
        SkillProof is a web app that helps developers looking for work prove their skills. It is
        operated by SkillProof, based in San Jose, California, USA. We are responsible for the
        personal information described in this policy.
      </p>

      <h2>What we collect</h2>
      <h3>Account information</h3>
      <ul>
        <li>
          Your email address and password when you register. Your password is stored only in
          hashed form; we never store or see it in plain text.
        </li>
        <li>
          If you sign in with Google, your name, email address and Google account identifier, as
          shared by Google.
        </li>
        <li>The 6-digit code we email you to verify your address, kept only until it is used or expires.</li>
      </ul>
      <h3>Profile information</h3>
      <ul>
        <li>
          The career details you choose to add: work experience, education, projects,
          achievements and similar information.
        </li>
        <li>Your profile picture and resume file, if you upload them.</li>
      </ul>
      <h3>Skills and quiz answers</h3>
      <ul>
        <li>Your list of skills, the 0-100 ratings and whether each skill is visible on your public profile.</li>
        <li>The questions you are asked in the AI chat quiz, your answers and the resulting grades.</li>
      </ul>
      <h3>Contact enquiries</h3>
      <p>
        If you send us an enquiry, we collect your name, email address, role, organization and
        message, along with the IP address it was sent from.
      </p>
      <h3>Technical data</h3>
      <ul>
        <li>
          IP addresses, which we keep for a short window (between 10 minutes and 1 hour) to limit
          abuse such as repeated login attempts or spam.
        </li>
        <li>
          The cookies described in our <a href="/cookie-policy">Cookie Policy</a>, including
          the cookie that keeps you signed in.
        </li>
        <li>
          If Google Analytics is enabled, pageview information such as the pages you visit, your
          browser and device type and an approximate location.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>
          <strong>To provide the service (contract).</strong> We need your account, profile,
          skills and quiz data to run your account, grade your quiz, show your profile and send
          you essential emails such as verification codes.
        </li>
        <li>
          <strong>To keep SkillProof safe (legitimate interests).</strong> We use IP addresses and
          session data to prevent abuse, fraud and unauthorised access.
        </li>
        <li>
          <strong>To answer you (legitimate interests).</strong> We use contact enquiries to reply
          and follow up on your message.
        </li>
        <li>
          <strong>To understand usage (consent or legitimate interests).</strong> Where analytics
          is enabled, we use it to see which pages are used so we can improve the product. Where
          the law requires your consent for this, we rely on that consent.
        </li>
        <li>
          <strong>To meet legal obligations.</strong> We may keep or disclose information when the
          law requires it.
        </li>
      </ul>
      <p>We do not sell your personal information and we do not use it for advertising.</p>

      <h2>AI grading of quiz answers</h2>
      <p>
        When an AI provider such as OpenAI or Anthropic is configured, your quiz answers are sent
        to that provider to be graded. We send only the text of the question and your answer. We
        do not send your name, email address, profile, resume or other account details. When no
        AI provider is configured, answers are graded by an offline grader on our own servers and
        nothing is sent to a third party. Avoid including personal information in your quiz
        answers.
      </p>

      <h2>Your public profile</h2>
      <p>
        You can share a read-only public profile page by link. Anyone with the link can see your
        profile fields (such as experience, education, projects, achievements and profile
        picture) and only the skills you have marked as visible. Your email address, password and
        hidden skills are never shown on the public page. Only share the link with people you want
        to see it.
      </p>

      <h2>Who we share it with</h2>
      <p>We share personal information only with service providers that help us run SkillProof:</p>
      <ul>
        <li>
          <strong>Hosting and database providers</strong>, which run our servers and store our
          Postgres database.
        </li>
        <li>
          <strong>Resend</strong>, which delivers our emails, such as verification codes and
          replies to enquiries.
        </li>
        <li>
          <strong>AI providers</strong> (for example OpenAI or Anthropic), when configured, which
          receive the question and answer text for grading.
        </li>
        <li>
          <strong>Google</strong>, when you choose to sign in with Google, and for Google
          Analytics if it is enabled.
        </li>
      </ul>
      <p>
        These providers may process data in the United States or other countries. We may also
        disclose information if required by law or to protect the rights and safety of our users
        or others.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Account, profile, skills and quiz data: for as long as your account exists. When you
          delete your account, all of this data is removed immediately.
        </li>
        <li>IP addresses used for rate limiting: between 10 minutes and 1 hour.</li>
        <li>Verification codes: until they are used or expire.</li>
        <li>
          Contact enquiries: for as long as needed to respond and follow up. You can ask us to
          delete them at any time.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        We use HTTPS, hash passwords, keep session cookies httpOnly so they cannot be read by
        scripts in the page, and limit access to our systems. No service can be perfectly secure,
        so please use a strong, unique password and tell us straight away if you suspect your
        account has been compromised.
      </p>

      <h2>Your rights</h2>
      <p>Depending on where you live, you may have the right to:</p>
      <ul>
        <li>
          <strong>Access</strong> your information. Most of it is visible to you in the app at any
          time.
        </li>
        <li>
          <strong>Correct</strong> your information by editing your profile and skills.
        </li>
        <li>
          <strong>Delete</strong> your account and all of its data using{" "}
          <strong>Settings &gt; Delete profile</strong>.
        </li>
        <li>
          <strong>Export</strong> a copy of your data by emailing{" "}
          <a href="mailto:hello@skillproof.dev">hello@skillproof.dev</a>.
        </li>
        <li>
          <strong>Object</strong> to or restrict some uses of your information, and withdraw
          consent where we rely on it.
        </li>
      </ul>
      <p>
        We will respond to requests within 30 days. You also have the right to complain to your
        local data protection authority.
      </p>

      <h2>Children</h2>
      <p>
        SkillProof is not meant for anyone under 16. We do not knowingly collect information from
        children under 16. If you believe a child has created an account, contact us and we will
        delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy as the product changes. We will change the date at the top of
        this page, and if the changes are significant we will let you know by email or in the app
        before they take effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions or requests about your privacy? Email{" "}
        <a href="mailto:hello@skillproof.dev">hello@skillproof.dev</a> or write to SkillProof, San
        Jose, California, USA.
      </p>
    </LegalPage>
  );
}
