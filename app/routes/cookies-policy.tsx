import { Link } from "react-router";
import { LegalPage, pageMeta } from "~/components/layout/page-header";
import type { Route } from "./+types/cookies-policy";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Cookies Policy",
    "Simmer uses a single, strictly necessary session cookie to keep you signed in. No analytics, no advertising.",
  );

const COOKIES = [
  {
    name: "simmer.session_token",
    note: "session cookie",
    purpose: "Keeps you signed in as you move between pages and protects your account against cross-site request forgery (CSRF).",
    duration: "Until you close your browser; 7 days if you tick “Remember me” when you sign in",
    type: "Strictly necessary, first-party",
  },
] as const;

const ATTRIBUTES = [
  ["HttpOnly", "scripts running in the page cannot read the cookie, which protects it from being stolen."],
  ["SameSite=Lax", "the browser does not send it with requests that other websites trigger in the background."],
  ["Secure", "when Simmer is served over HTTPS, the cookie is only ever sent over an encrypted connection."],
] as const;

const BROWSERS = [
  ["Chrome", "Settings → Privacy and security → Third-party cookies → See all site data and permissions"],
  ["Firefox", "Settings → Privacy & Security → Cookies and Site Data → Manage Data"],
  ["Safari", "Settings → Privacy → Manage Website Data"],
  ["Edge", "Settings → Cookies and site permissions → Manage and delete cookies and site data"],
] as const;

const CELL = "border-b border-warm-200 px-4 py-3 text-left align-top";

export default function CookiesPolicy() {
  return (
    <LegalPage
      title="Cookies Policy"
      lead="One cookie, and only because you need it to stay signed in. No analytics, no advertising, no tracking."
      updated="22 November 2026"
    >
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files that a website stores in your browser. They let the site recognise your browser when you come
        back, for example so that you stay signed in from one page to the next.
      </p>

      <h2>The cookies Simmer uses</h2>
      <p>
        Simmer uses only strictly necessary cookies. When you sign in, Simmer sets a session cookie so that it knows the following
        requests come from you.
      </p>
      <div className="ring-warm-200 mt-6 overflow-x-auto rounded-2xl bg-white ring-1">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="text-warm-900 px-4 pt-4 text-left font-semibold">Cookies set by Simmer</caption>
          <thead>
            <tr className="text-warm-900">
              {["Name", "Purpose", "Duration", "Type"].map((heading) => (
                <th key={heading} scope="col" className={CELL}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <td className={CELL}>
                  <code className="text-warm-900 font-mono">{cookie.name}</code>
                  <span className="text-warm-700 block">({cookie.note})</span>
                </td>
                <td className={CELL}>{cookie.purpose}</td>
                <td className={CELL}>{cookie.duration}</td>
                <td className={CELL}>{cookie.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>How the session cookie is protected</h3>
      <ul>
        {ATTRIBUTES.map(([attribute, text]) => (
          <li key={attribute}>
            <code className="text-warm-900 font-mono font-semibold">{attribute}</code>: {text}
          </li>
        ))}
      </ul>

      <h3>How long it lasts</h3>
      <p>
        By default the session cookie is deleted when you close your browser. If you tick “Remember me” when you sign in, it stays
        for 7 days so that you do not have to sign in again on that device. Signing out removes it straight away.
      </p>

      <h3>Security and CSRF protection</h3>
      <p>
        The same cookie helps keep your account safe. Together with its SameSite setting, Simmer checks where each request that
        changes your data comes from, so other websites cannot make your browser act on your behalf without you knowing
        (cross-site request forgery).
      </p>

      <h2>No analytics or advertising cookies</h2>
      <p>
        Simmer does not use analytics, advertising, social media or other tracking cookies, and it does not let third parties set
        cookies through its pages. Because the session cookie is strictly necessary for a service you ask for, it does not need
        your consent (§ 25(2) no. 2 TDDDG), and you will not see a cookie banner.
      </p>

      <h2>Local storage</h2>
      <p>
        Besides cookies, browsers offer “local storage”. Simmer does not use local storage for tracking. If it stores anything
        there, it is a small convenience setting that stays on your device and is never sent to anyone else.
      </p>

      <h2>How to delete cookies</h2>
      <p>
        You can see and delete cookies in your browser’s settings at any time. If you delete the Simmer session cookie, you are
        signed out; your saved recipes and cookbooks are not affected. Blocking cookies completely means you can still read
        recipes, but you cannot sign in. Common places to look:
      </p>
      <ul>
        {BROWSERS.map(([browser, path]) => (
          <li key={browser}>
            <span className="text-warm-900 font-semibold">{browser}:</span> {path}
          </li>
        ))}
      </ul>
      <p>The exact menu names can differ between browser versions and on phones.</p>

      <h2>More information</h2>
      <p>
        For everything else about how Simmer handles your data, read our <Link to="/privacy-policy">privacy policy</Link>. The
        operator’s contact details are in the <Link to="/imprint">imprint</Link>.
      </p>
    </LegalPage>
  );
}
