import type { LegalDocument } from "./legal-types.ts";

/** The privacy policy in English (version: TERMS_VERSION in contracts). */
export const PRIVACY_EN: LegalDocument = {
  title: "Privacy policy",
  intro:
    "This policy explains which personal data the marketplace processes, why, on which legal basis, for how long, who receives it and how you exercise your rights, under Regulation (EU) 2016/679 (GDPR) and the Italian Personal Data Protection Code (Legislative Decree 196/2003).",
  sections: [
    {
      id: "controller",
      heading: "Data controller",
      blocks: [
        "The controller is the company that operates the marketplace (the “Operator”), established in Italy. For any question about your data, or to exercise your rights, use the support channel of the platform or the privacy functions of your profile page described below; requests are answered within one month (extendable by two months for complex requests, as Article 12 GDPR allows).",
        "For the consultants' profiles that a supplier, academy or freelancer uploads, the company that uploads them decides why and how they are processed: for those data that company is the controller and the Operator processes them on its behalf as processor (Article 28 GDPR), under the terms of service.",
      ],
    },
    {
      id: "data",
      heading: "What data we process",
      blocks: [
        [
          "Account data: first and last name, business e-mail address, phone number (optional), role, language, password (stored only as an argon2id hash), two-factor settings, the version of the terms you accepted and when.",
          "Company data: company name, VAT or foreign tax number, country and city, how you heard of us, the company documentation you upload and its review outcome.",
          "Profiles of consultants and students: name, photo, CV, skills, experience, certifications, languages, availability, rates and location, as entered or digitised from the uploaded CV.",
          "Marketplace activity: needs, projects and positions, quotes, availability requests, collaborations, interviews, reviews, chat messages and attachments, saved profiles and shared links.",
          "Billing data: plan, credits used, invoices and payment status. Card details are entered on the payment provider's page and never reach the Operator.",
          "Technical and security data: session records, sign-in attempts and the counters that limit abuse (IP addresses and e-mail addresses are stored there only as SHA-256 hashes), the audit log of sensitive actions.",
          "Usage analytics: pages and actions inside the platform, only if you accept them in the cookie banner.",
          "Open area and shared links: the contact details a visitor leaves when asking about a profile, a service or a need.",
        ],
      ],
    },
    {
      id: "purposes",
      heading: "Purposes and legal bases",
      blocks: [
        [
          "Providing the marketplace you signed up for — account, search, needs, quotes, collaborations, chat, plans and credits, service e-mails and notifications: performance of the contract (Article 6(1)(b) GDPR).",
          "Invoicing and keeping accounting and tax records: legal obligation (Article 6(1)(c) GDPR).",
          "Checking the companies' documentation, securing the service (rate limits, sign-in protection, two-factor sign-in, audit log), preventing fraud and defending legal claims: the Operator's legitimate interest (Article 6(1)(f) GDPR) in a reliable marketplace between verified businesses.",
          "Usage analytics, the newsletter and the support chat widget: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time without affecting what was done before.",
        ],
        "No decision producing legal effects on you is taken by automated means alone: the compatibility scores that rank profiles against a position help clients choose, and the choice stays with a person.",
      ],
    },
    {
      id: "recipients",
      heading: "Who receives the data",
      blocks: [
        "Data are processed by the Operator's authorised staff and by these processors, bound by contract under Article 28 GDPR:",
        [
          "the hosting provider of the servers, the database and the stored files;",
          "the e-mail delivery provider that sends confirmation, notification and reminder e-mails;",
          "the payment provider that runs the hosted checkout, the customer portal and the card payments;",
          "only if you consent: the analytics service to which usage events may be forwarded, and the provider of the support chat widget.",
        ],
        "Other users see what the marketplace shows them by design: clients see published profiles (the full information only with the plans that include it), suppliers see the needs and positions they may answer, and the parties of a quote or collaboration see each other's details. Data are disclosed to authorities only when the law requires it.",
        "When a provider processes data outside the European Economic Area, the transfer relies on an adequacy decision of the European Commission or on the standard contractual clauses (Articles 45 and 46 GDPR).",
      ],
    },
    {
      id: "retention",
      heading: "How long data are kept",
      blocks: [
        [
          "Account, company and profile data: as long as the account exists. When you erase your account, your personal data and files are deleted and the account is kept only in anonymous form (“Deleted user”), so that quotes, collaborations, messages and reviews stay with an anonymous party.",
          "Invoices and accounting records: ten years, as Article 2220 of the Italian Civil Code requires.",
          "Sessions: at most 7 days from sign-in, ending after 12 hours without activity.",
          "Sign-in attempts and abuse counters: 24 hours.",
          "Usage analytics events: 13 months, then only aggregated daily counts without personal data are kept. If you erase your account, your events lose any link to you.",
          "Open-area access tokens: deleted 30 days after they expire. Contacts left in the open area by people who never registered: 12 months. Shared links and the contacts left on them: 12 months after the link ends.",
          "Audit log of exports, erasures and other sensitive actions: as long as needed to prove how a request was handled and to defend legal claims.",
        ],
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        "You have the right to access your data, to have them rectified or erased, to restrict or object to their processing, to data portability and to withdraw consent at any time (Articles 15–22 GDPR). In the platform:",
        [
          "Export: your profile page downloads all your data as a ZIP file (a data.json file with every record about you, and your files). Staff can do it for you on request.",
          "Erasure: your profile page erases your account after you confirm your password and e-mail address. Staff can do it for you on request. The last user of a company must ask staff, so that the company is not left without an owner.",
          "Rectification: you can correct your account, company and profile data yourself at any time.",
          "Consent: the analytics choice can be changed on your profile page; the newsletter from the e-mail preferences or the link in every e-mail.",
        ],
        "You also have the right to lodge a complaint with the Italian supervisory authority, the Garante per la protezione dei dati personali (www.garanteprivacy.it), or with the authority of the EU country where you live or work.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and browser storage",
      blocks: [
        "The platform uses the browser's local storage for what it needs to work: your session, your language, your menu preferences and your cookie-banner choice. When you are signed in it also uses two technical cookies: one naming your session, readable by the server only, so that your dashboard and the talent search come ready to read, and one with your screen's width class and menu layout, to lay them out. These need no consent.",
        "Usage analytics start only after you press Accept in the cookie banner; if you refuse, nothing is tracked. No advertising or profiling cookies are used. The support chat widget, when enabled, loads only for visitors who are not signed in and after consent.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        "Connections are encrypted; passwords are stored as argon2id hashes; one-time links and recovery codes are stored as hashes; two-factor sign-in is available to everyone and can be required for staff; every export, erasure and staff action on your account is written to the audit log.",
      ],
    },
    {
      id: "minors",
      heading: "Business use only",
      blocks: [
        "The marketplace is for companies and professionals. Accounts are not meant for people under 18; academies register students of age under their own responsibility.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "The version of this policy is the date shown at the top. When it changes, signed-in users are asked to read and accept the new version once before continuing.",
      ],
    },
  ],
};
