import { LegalPage, pageMeta } from "~/components/layout/page-header";
import { env } from "~/server/env.server";
import type { Route } from "./+types/imprint";

export function loader() {
  const e = env();
  return {
    company: e.IMPRINT_COMPANY,
    address: e.IMPRINT_ADDRESS,
    representative: e.IMPRINT_REPRESENTATIVE,
    register: e.IMPRINT_REGISTER,
    vatId: e.IMPRINT_VAT_ID,
    email: e.IMPRINT_EMAIL,
    phone: e.IMPRINT_PHONE,
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta("Imprint", "Legal information about the operator of Simmer according to § 5 DDG (Impressum).");

const DETAIL_LIST = "mt-4 grid gap-x-6 gap-y-3 rounded-2xl bg-white p-6 ring-1 ring-warm-200 sm:grid-cols-[12rem_1fr]";
const TERM = "font-semibold text-warm-900";

export default function Imprint({ loaderData }: Route.ComponentProps) {
  const { company, address, representative, register, vatId, email, phone } = loaderData;

  return (
    <LegalPage
      title="Imprint"
      lead="Information according to § 5 DDG (Digitale-Dienste-Gesetz, the German Digital Services Act)."
    >
      <p className="bg-accent-yellow-light text-warm-900 ring-accent-yellow rounded-xl p-4 ring-1">
        Simmer can be run by anyone on their own server. Placeholders in square brackets are filled in by the operator of this
        installation through environment variables.
      </p>

      <h2>Service provider</h2>
      <dl className={DETAIL_LIST}>
        <dt className={TERM}>Company</dt>
        <dd>{company}</dd>
        <dt className={TERM}>Address</dt>
        <dd className="whitespace-pre-line">{address}</dd>
        <dt className={TERM}>Represented by</dt>
        <dd>{representative}</dd>
      </dl>

      <h2>Contact</h2>
      <dl className={DETAIL_LIST}>
        <dt className={TERM}>E-mail</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt className={TERM}>Phone</dt>
        <dd>{phone}</dd>
      </dl>

      <h2>Register entry and VAT</h2>
      <dl className={DETAIL_LIST}>
        <dt className={TERM}>Register entry</dt>
        <dd>{register}</dd>
        <dt className={TERM}>VAT ID</dt>
        <dd>
          {vatId}
          <span className="text-warm-700 block text-sm">
            VAT identification number according to § 27a of the German VAT Act (Umsatzsteuergesetz)
          </span>
        </dd>
      </dl>

      <h2>Responsible for content</h2>
      <p>Responsible for the content of this website according to § 18 (2) MStV (Medienstaatsvertrag):</p>
      <p>
        {representative}
        <br />
        <span className="whitespace-pre-line">{address}</span>
      </p>

      <h2>EU online dispute resolution</h2>
      <p>
        The European Commission’s online dispute resolution (ODR) platform was shut down on 20 July 2025 and can no longer be
        used. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration
        board (Verbraucherschlichtungsstelle). If you have a complaint, please write to us at{" "}
        <a href={`mailto:${email}`}>{email}</a> and we will do our best to resolve it directly.
      </p>

      <h2>Liability for content</h2>
      <p>
        We prepare the content of these pages with great care. We cannot, however, guarantee that it is correct, complete and up
        to date. As a service provider we are responsible for our own content under the general laws. We are not obliged to
        monitor information transmitted or stored by third parties, for example recipes published by users, or to look for
        circumstances that indicate illegal activity (Art. 8 of the EU Digital Services Act). Obligations to remove or block
        information under the general laws remain unaffected. Liability in this respect is only possible from the moment we become
        aware of a specific infringement; as soon as we do, we will remove the content concerned promptly.
      </p>

      <h2>Liability for links</h2>
      <p>
        Our pages may contain links to external websites of third parties whose content we have no influence over, so we cannot
        accept any liability for it. The respective provider or operator is always responsible for the content of linked pages. We
        checked linked pages for possible legal violations when we set the link and found no illegal content at that time.
        Continuous checking of linked pages is not reasonable without specific indications of an infringement. If we become aware
        of any, we will remove such links promptly.
      </p>

      <h2>Copyright</h2>
      <p>
        The content and works created by the operator of this site are subject to German copyright law. Copying, editing,
        distributing or any kind of use beyond the limits of copyright law requires the written consent of the respective author
        or creator. Recipes created by users remain the property of their authors. Where content on this site was not created by
        the operator, the copyrights of third parties are respected and such content is marked as such. Should you nevertheless
        notice a copyright infringement, please let us know; as soon as we become aware of it, we will remove the content
        concerned promptly.
      </p>
    </LegalPage>
  );
}
