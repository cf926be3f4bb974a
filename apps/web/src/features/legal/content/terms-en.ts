import type { LegalDocument } from "./legal-types.ts";

/** The terms of service in English (version: TERMS_VERSION in contracts). */
export const TERMS_EN: LegalDocument = {
  title: "Terms of service",
  intro:
    "These terms govern the use of the marketplace where client companies find and hire IT professionals, consultants and services offered by supplier companies, academies and freelancers. By registering, or by accepting them when asked, you agree to them on behalf of the company you represent.",
  sections: [
    {
      id: "scope",
      heading: "Who we are and who the service is for",
      blocks: [
        "The marketplace is operated by the company that runs the platform (the “Operator”), established in Italy. It is a service between businesses: every account acts for a company or a professional with a VAT or foreign tax number. The consumer protection rules of the Italian Consumer Code (Legislative Decree 206/2005) do not apply, because users do not act as consumers.",
        "The Operator provides the platform on which clients and suppliers meet. It is not a party to the contracts that clients and suppliers conclude with each other, and it is not an employment or staffing agency.",
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        [
          "Registration creates a company and its first user, who becomes its owner. The data you give must be true and kept up to date; the e-mail address must be confirmed before the first sign-in.",
          "Each company uploads the documentation the platform asks for by the deadline shown; the Operator's staff review it. Until it is approved some functions may be limited; if it is rejected, access is blocked.",
          "The owner adds and removes the company's users and answers for what they do. Credentials are personal and must be kept confidential; two-factor sign-in is recommended.",
          "The Operator's staff may act as a user, at the user's request or to handle support, documentation or security issues; every such session is recorded.",
        ],
      ],
    },
    {
      id: "plans",
      heading: "Plans, credits and payments",
      blocks: [
        [
          "Every company starts on a free plan. Paid plans, their yearly prices (VAT excluded), their credits and the functions they include are those shown on the pricing page and in the plans page at the time of purchase.",
          "Payments are made in advance for the plan year through the payment provider's hosted checkout; the invoice is available in the plans page. Card details are handled by the payment provider only.",
          "Credits are granted for each plan year and are used by the actions that require them, such as availability requests. Credits not used by the end of the plan year are not carried over and are not refunded.",
          "Plans renew each year unless cancelled from the billing portal; a cancellation takes effect at the end of the period already paid. The amount paid for a period already started is not refunded, except where the law requires it.",
          "Supplier plans may include a transaction fee, a percentage of the value of the collaborations obtained through the marketplace, as stated in the plan.",
          "Plans no longer on sale stay valid until their expiry; at renewal a current plan must be chosen. The Operator may change prices and plans for the following periods, announcing it before the renewal.",
        ],
      ],
    },
    {
      id: "quotes",
      heading: "Needs, quotes and collaborations",
      blocks: [
        [
          "Clients publish needs, Time & Material positions and Fixed Price projects that are true and that they actually intend to fill.",
          "Suppliers, academies and freelancers answer with profiles and quotes that they are able and authorised to provide, with the declared availability and rates.",
          "A quote accepted on the platform opens a collaboration. The contract for the work (scope, price, invoicing, confidentiality, intellectual property, liability) is concluded directly between client and supplier, who remain solely responsible for it.",
          "Interviews, messages and reviews must be truthful, relevant and respectful. Reviews describe a real collaboration; the reviewed party may reply.",
          "Contacts obtained through the marketplace are used only for the collaborations it mediates; bypassing the platform to avoid the fees of a plan is a breach of these terms.",
        ],
      ],
    },
    {
      id: "content",
      heading: "Content and conduct",
      blocks: [
        "Each user is responsible for the content it publishes: profiles, CVs, photos, descriptions, documents, messages and attachments. It is forbidden to:",
        [
          "publish false, misleading, unlawful, offensive or discriminatory content, including job requirements that discriminate on grounds the law protects;",
          "upload a person's profile, CV or photo without having informed that person and without a legal basis for doing so (the uploading company is the controller of those data);",
          "infringe others' intellectual property, trade secrets or confidentiality;",
          "send spam, upload malicious files, probe or overload the platform, or collect data from it by automated means;",
          "share accounts, or use another company's account or data.",
        ],
        "The Operator may remove content that breaks these rules and suspend or close the accounts responsible, proportionately to the breach and, where possible, after a warning.",
      ],
    },
    {
      id: "ip",
      heading: "Intellectual property",
      blocks: [
        "The platform, its software, brand and design belong to the Operator or its licensors. Users keep the rights to their content and grant the Operator a non-exclusive, free licence to host, reproduce and show it to other users, only as needed to provide the service and for as long as the content stays on the platform.",
      ],
    },
    {
      id: "availability",
      heading: "Availability of the service",
      blocks: [
        "The Operator works to keep the platform available and secure but does not guarantee uninterrupted service: maintenance, updates and causes beyond its control may suspend it temporarily. Planned maintenance is announced on the platform whenever possible.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        "The Operator is not liable for the content published by users, for the outcome of the selections, or for the performance, quality or payment of the work agreed between clients and suppliers.",
        "Except in cases of wilful misconduct or gross negligence (Article 1229 of the Italian Civil Code), the Operator's liability towards a company is limited to the amounts that company paid for the service in the twelve months before the event that caused the damage, and does not extend to indirect damage or loss of profit.",
        "Each user indemnifies the Operator against claims of third parties arising from its content or from its breach of these terms.",
      ],
    },
    {
      id: "termination",
      heading: "Suspension and termination",
      blocks: [
        "You may stop using the service at any time and erase your account from your profile page; the last user of a company asks the Operator's staff. Amounts already paid are not refunded, except where the law requires it.",
        "The Operator may suspend or close an account that seriously or repeatedly breaches these terms, whose documentation is rejected, or whose payments are not made.",
      ],
    },
    {
      id: "privacy",
      heading: "Personal data",
      blocks: [
        "Personal data are processed as described in the privacy policy, which is part of these terms. For the profiles a company uploads, the Operator acts as its processor under Article 28 GDPR: it processes them only to provide the service and on the company's instructions given through the platform, keeps them secure, has its staff bound to confidentiality, uses the sub-processors listed in the privacy policy, helps the company answer the data subjects' requests, notifies personal data breaches without undue delay, and deletes the data when the profile or the account is deleted.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        "The version of these terms is the date shown at the top. The Operator may change them for legal, technical or commercial reasons; signed-in users are asked to read and accept the new version once before continuing. A user who does not accept may not keep using the service and may erase the account.",
      ],
    },
    {
      id: "law",
      heading: "Governing law and court",
      blocks: [
        "These terms are governed by Italian law. Any dispute about them, or about the use of the marketplace, falls within the exclusive jurisdiction of the court of the place where the Operator has its registered office, without prejudice to mandatory rules of jurisdiction.",
      ],
    },
  ],
};
