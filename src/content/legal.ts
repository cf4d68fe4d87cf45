/**
 * The three legal documents: privacy policy, terms of service and cookie
 * policy. Each is a list of sections (anchor id, heading, blocks) so the page
 * can render headings with anchors and a table of contents. Contact details
 * come from `site`; the four cookie categories (names, descriptions, the
 * always-on label) come from the consent banner's copy (src/content/consent.ts)
 * and their Google consent-mode signals from src/analytics/consent-mode.ts, so
 * the policy and the banner cannot drift apart.
 */
import { CONSENT_TYPES_BY_CATEGORY, type ConsentCategory, type ConsentType } from '../analytics/consent-mode';
import { consentCategories, consentCopy } from './consent';
import type { SitePath } from './section-types';
import { site } from './site';

export type LegalListItem = string | { readonly term: string; readonly text: string };

export type LegalBlock =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly LegalListItem[] }
  | {
      readonly kind: 'table';
      readonly caption: string;
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  /** The studio's email, phone and postal address. */
  | { readonly kind: 'contact' }
  /** A button that reopens the cookie settings. */
  | { readonly kind: 'cookieSettings'; readonly text: string };

export type LegalSection = { readonly id: string; readonly title: string; readonly blocks: readonly LegalBlock[] };

export type LegalDocument = {
  readonly lastUpdated: { readonly iso: string; readonly label: string };
  readonly summary: string;
  readonly related: readonly { readonly label: string; readonly to: SitePath }[];
  readonly sections: readonly LegalSection[];
};

/** Every legal page shows 'Last Updated' March 15, 2024. */
export const legalLastUpdated = { iso: '2024-03-15', label: 'March 15, 2024' } as const;

/** The consent-mode signals a category grants; necessary always grants security storage. */
export const consentSignals = (category: ConsentCategory): readonly ConsentType[] =>
  category === 'necessary' ? ['security_storage'] : CONSENT_TYPES_BY_CATEGORY[category];

const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

export const privacyPolicy = {
  lastUpdated: legalLastUpdated,
  summary: `${site.name} collects only what it needs to answer your enquiry, plan your project and run this website. We never sell personal information, analytics and marketing cookies load only with your consent, and you can ask us to see, correct or delete your data at any time.`,
  related: [
    { label: 'Cookie Policy', to: '/cookie-policy' },
    { label: 'Terms of Service', to: '/terms-of-service' },
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: `${site.name} is an AI-assisted video and image production studio based at ${address}, United States. This policy explains how we handle personal information collected through this website and when you contact or work with us. For the purposes of data protection law we are the controller of that information.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        { kind: 'p', text: 'We collect information you give us directly and a limited amount of technical information when you use the site:' },
        {
          kind: 'list',
          items: [
            {
              term: 'Contact form.',
              text: 'Your name, email address, company (optional), budget range, the service you are interested in and your message.',
            },
            {
              term: 'Consultation booking.',
              text: 'Your name, email, phone (optional), company and role, project type and description, timeline, budget range, platforms, goals, preferred date, time, time zone and meeting type, and anything else you choose to add, such as current challenges, inspiration links, notes and how you heard about us. We also record your consent to receive emails about the consultation and, if you tick it, your consent to marketing emails.',
            },
            {
              term: 'Chat with Avery.',
              text: 'The messages you send our sales assistant and, if you share them, your project type, timeline, budget, email, name and company, linked to a conversation identifier created in your browser.',
            },
            {
              term: 'Project enquiry forms.',
              text: 'The enquiry form on each service page and the “Start Your Project” form on the portfolio page collect your name, email address, company (optional) and message, together with the service you are asking about and the page you sent the form from.',
            },
            {
              term: 'Newsletter.',
              text: 'If you subscribe on the Insights page: your email address and the page you subscribed from.',
            },
            {
              term: 'Analytics (only with your consent).',
              text: 'Pages viewed, the page that referred you, device and browser type, approximate location derived from your IP address, and how you interact with the site.',
            },
            {
              term: 'Embedded video (only with your consent).',
              text: 'If you allow marketing cookies, the home page plays its background film through YouTube’s privacy-enhanced player, so YouTube receives your IP address and browser details and may store its own identifiers. Other videos reach YouTube or Vimeo only when you press play.',
            },
            {
              term: 'Your cookie choice.',
              text: 'An anonymous record of each choice you make in the cookie banner: a random identifier created in your browser, the categories you allowed, the policy version, whether your browser sent a Global Privacy Control signal, and the time. It holds no name, email or IP address.',
            },
            {
              term: 'Server logs.',
              text: 'IP address, browser user agent, the address requested and the time, used to keep the site secure and to limit abusive traffic.',
            },
            {
              term: 'Client projects.',
              text: 'When you become a client: contract, billing and project information, and the materials you supply, which may include images, voices or likenesses of people.',
            },
          ],
        },
        {
          kind: 'p',
          text: 'Project enquiries are kept and handled like contact form messages. Please do not send us sensitive information (such as health details) through the forms or the chat. We do not knowingly collect it.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        {
          kind: 'list',
          items: [
            'To reply to your enquiry or project request, usually within 24 hours, and to schedule and prepare your consultation.',
            'To send the newsletter you subscribed to, until you unsubscribe.',
            'To write proposals, deliver projects, invoice and provide support.',
            'To send emails about your consultation or project, and marketing emails only if you have agreed to them.',
            'To understand how the site is used and improve it, only if you accept analytics cookies.',
            'To protect the site, our clients and us against fraud, spam and abuse.',
            'To meet legal, accounting and tax obligations.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not use your enquiries, chat messages or client materials to train AI models that are shared with other clients. Models trained on a client’s assets are used only for that client’s work unless the client agrees otherwise in writing.',
        },
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases for processing',
      blocks: [
        {
          kind: 'p',
          text: 'If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on these legal bases:',
        },
        {
          kind: 'list',
          items: [
            { term: 'Contract:', text: 'to take steps at your request before entering into a contract and to perform it.' },
            { term: 'Legitimate interests:', text: 'to reply to business enquiries, run and secure the site and improve our services.' },
            { term: 'Consent:', text: 'for analytics and marketing cookies and for marketing emails. You can withdraw consent at any time.' },
            { term: 'Legal obligation:', text: 'to keep financial records and respond to lawful requests.' },
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'How we share information',
      blocks: [
        {
          kind: 'p',
          text: 'We do not sell personal information, and we do not share it for cross-context behavioural advertising without your consent. We share it only with:',
        },
        {
          kind: 'list',
          items: [
            'Service providers who host the site and our database, deliver email, provide analytics, or run calendar and video-call tools, under contracts that limit their use of the data to the services they provide to us.',
            'Freelancers and partners working on your project, under confidentiality obligations.',
            'Professional advisers such as accountants and lawyers.',
            'Authorities, when the law requires it, or to protect the rights, property or safety of our clients, our team or others.',
            'A buyer or successor if our business is reorganised or sold, who must respect this policy.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        {
          kind: 'p',
          text: 'We are based in the United States and our providers may process data in other countries. When we transfer personal information from the EEA, UK or Switzerland, we use safeguards recognised by those jurisdictions, such as the European Commission’s Standard Contractual Clauses.',
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep information',
      blocks: [
        {
          kind: 'table',
          caption: 'Retention periods',
          head: ['Information', 'How long we keep it'],
          rows: [
            ['Contact form messages and consultation requests', '24 months after our last contact with you, unless you become a client'],
            ['Chat conversations with Avery', '12 months'],
            ['Newsletter subscription', 'Until you unsubscribe or ask us to remove you'],
            ['Client contracts, invoices and project records', 'For the project and 7 years afterwards, for tax and legal purposes'],
            ['Client materials and trained brand models', 'Until the end of the engagement, then deleted or returned as the contract sets out'],
            ['Server logs', '30 days'],
            ['Analytics data', '14 months'],
            ['Your cookie choice', 'Until you change it or clear your browser storage'],
            ['Anonymous records of your cookie choices', 'As long as we need to show what was agreed; they identify no one'],
          ],
        },
        { kind: 'p', text: 'When information is no longer needed, we delete it or make it anonymous.' },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          kind: 'p',
          text: 'We use encryption in transit, access controls, least-privilege accounts and regular backups, and we limit access to people who need it for their work. No system is perfectly secure; if a breach affects you, we will tell you and the relevant authorities as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      blocks: [
        { kind: 'p', text: 'Depending on where you live, you may have the right to:' },
        {
          kind: 'list',
          items: [
            'Know what personal information we hold about you and get a copy of it.',
            'Correct information that is inaccurate.',
            'Ask us to delete your information.',
            'Receive your information in a portable format.',
            'Object to or restrict certain processing, including direct marketing.',
            'Withdraw consent at any time, without affecting processing that happened before.',
            'Lodge a complaint with your local data protection authority.',
          ],
        },
        {
          kind: 'p',
          text: 'California residents have the right to know, delete and correct personal information, to opt out of its sale or sharing (we do neither), to limit the use of sensitive personal information, and not to be discriminated against for exercising these rights.',
        },
        {
          kind: 'p',
          text: 'To make a request, contact us using the details below. We may need to verify your identity first. We answer within one month, or within 45 days where California law applies, and we will tell you if we need longer. Every marketing email has an unsubscribe link.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          kind: 'p',
          text: 'This site is for businesses and is not directed at children under 16. We do not knowingly collect their personal information; if you believe a child has sent us information, contact us and we will delete it.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'We may update this policy as our services or the law change. The date at the top shows when it was last updated; if a change is significant we will highlight it on the site or tell you directly.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [{ kind: 'p', text: 'Questions about this policy or your information? Contact us:' }, { kind: 'contact' }],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfService = {
  lastUpdated: legalLastUpdated,
  summary: `These terms govern your use of this website and the production services ${site.name} provides. Each project also has its own statement of work. Payments are non-refundable unless otherwise specified, and California law governs these terms.`,
  related: [
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Cookie Policy', to: '/cookie-policy' },
  ],
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to these terms',
      blocks: [
        {
          kind: 'p',
          text: `These Terms of Service are an agreement between you and ${site.name} ("we", "us"). By using this website or our services you agree to them. If you use them on behalf of a company, you confirm that you may bind that company. If you do not agree, please do not use the site or our services.`,
        },
      ],
    },
    {
      id: 'using-the-website',
      title: 'Using the website',
      blocks: [
        { kind: 'p', text: 'You may browse the site and use its forms and chat for genuine business enquiries. You must not:' },
        {
          kind: 'list',
          items: [
            'Send spam, false information or automated submissions through the forms or the chat.',
            'Try to gain unauthorised access to the site, its server or its data, or interfere with its operation.',
            'Copy, scrape or reuse substantial parts of the site’s content, portfolio or code without our written permission.',
            'Use the site in any way that breaks the law or infringes the rights of others.',
          ],
        },
        {
          kind: 'p',
          text: 'Our chat assistant, Avery, gives general information only. It cannot quote prices or make commitments on our behalf; only a signed proposal or statement of work can.',
        },
      ],
    },
    {
      id: 'enquiries-and-proposals',
      title: 'Enquiries, consultations and proposals',
      blocks: [
        {
          kind: 'p',
          text: 'Sending a form, booking a consultation or chatting with us does not create a contract. The initial 30-minute consultation is free and carries no obligation. Proposals are valid for the period stated in them, and prices shown on this site are indicative ranges, not offers.',
        },
      ],
    },
    {
      id: 'projects',
      title: 'Projects and statements of work',
      blocks: [
        {
          kind: 'p',
          text: 'Each project is described in a statement of work (SOW) that sets out the deliverables, schedule, review rounds, fees and payment terms. If the SOW and these terms conflict, the SOW prevails for that project. Changes to scope are agreed in writing and may change the fee or the schedule.',
        },
        {
          kind: 'p',
          text: 'Timelines depend on receiving feedback, approvals and materials from you when the schedule says. Delays on your side may move delivery dates.',
        },
      ],
    },
    {
      id: 'fees-and-payment',
      title: 'Fees and payment',
      blocks: [
        {
          kind: 'list',
          items: [
            'Fees and payment milestones are set out in the SOW, and invoices are due within the period stated on them.',
            'All payments are non-refundable unless otherwise specified in your SOW or required by law.',
            'Prices exclude applicable taxes, which are added to invoices where required.',
            'We may pause work on a project while an invoice is overdue.',
          ],
        },
      ],
    },
    {
      id: 'your-materials',
      title: 'Your materials and responsibilities',
      blocks: [
        {
          kind: 'p',
          text: 'You confirm that you own or have permission to use everything you give us, including logos, footage, music, product information, and the images, voices and likenesses of any people. Where a project uses a real person’s likeness or voice, for example to create a digital presenter, you confirm that the person has given informed, written consent for that use. You are responsible for the accuracy of claims made about your products and for any approvals your industry requires.',
        },
      ],
    },
    {
      id: 'ai-generated-content',
      title: 'AI-generated content',
      blocks: [
        {
          kind: 'p',
          text: 'We use AI tools alongside human direction, review and finishing. Every deliverable is reviewed by our team before it reaches you, and you review and approve it before publication. Generated material can occasionally resemble existing works or contain errors, which is why approval by both sides is part of every project.',
        },
        {
          kind: 'p',
          text: 'Models we train on your assets are used only for your projects unless you agree otherwise in writing. Where the law or a platform requires AI-generated content to be disclosed, we will tell you and help you label it.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          kind: 'p',
          text: 'The content, design and code of this website belong to us or our licensors. Once you have paid in full, you receive the rights in the final deliverables set out in the SOW. We keep ownership of our pre-existing materials, tools, software, workflows and general know-how, and you receive a licence to any of them that is built into a deliverable, for use with that deliverable.',
        },
        {
          kind: 'p',
          text: 'Unless the SOW says otherwise or you ask us not to, we may show completed work in our portfolio and case studies after it has been published.',
        },
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      blocks: [
        {
          kind: 'p',
          text: 'Each side will keep the other’s confidential information private and use it only for the project. This does not apply to information that is already public, independently developed or lawfully received from someone else, or that must be disclosed by law.',
        },
      ],
    },
    {
      id: 'third-party-services',
      title: 'Third-party services and links',
      blocks: [
        {
          kind: 'p',
          text: 'The site links to and embeds third-party services, such as video players that load only when you press play. Those services have their own terms and privacy policies, and we are not responsible for their content or practices.',
        },
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        {
          kind: 'p',
          text: 'The website and its content are provided "as is" and "as available". To the extent the law allows, we disclaim all implied warranties, including merchantability, fitness for a particular purpose and non-infringement. Figures and examples on the site describe past results and typical projects; they are not a promise of the results your project will achieve.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      blocks: [
        {
          kind: 'p',
          text: 'To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for lost profits, revenue or data. Our total liability arising from a project is limited to the fees you paid for that project, and for use of the website alone it is limited to one hundred US dollars. Nothing in these terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'indemnity',
      title: 'Indemnity',
      blocks: [
        {
          kind: 'p',
          text: 'You agree to defend and indemnify us against claims arising from materials you supply, from your use of the deliverables in a way the SOW does not allow, or from your breach of these terms.',
        },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        {
          kind: 'p',
          text: 'We may suspend access to the site for anyone who misuses it. Either side may end a project as the SOW allows; fees for work completed up to that point remain payable, and the sections of these terms that by their nature should continue (such as payment, intellectual property, confidentiality and liability) survive.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        {
          kind: 'p',
          text: 'These terms and any dispute arising from them are governed by the laws of the State of California, United States, without regard to its conflict-of-law rules. The state and federal courts located in San Francisco County, California have exclusive jurisdiction, and both sides consent to their jurisdiction. We will always try to resolve a disagreement informally first, so please contact us before starting any proceedings.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may update these terms from time to time. The date at the top shows the latest version. Changes do not affect a signed SOW, which keeps the terms that applied when it was signed unless both sides agree otherwise.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [{ kind: 'p', text: 'Questions about these terms? Contact us:' }, { kind: 'contact' }],
    },
  ],
} as const satisfies LegalDocument;

export const cookiePolicy = {
  lastUpdated: legalLastUpdated,
  summary:
    'We use a small number of necessary cookies and local storage entries to run the site. Analytics, marketing and preference cookies are off until you choose otherwise in the cookie banner, and you can change your choice at any time.',
  related: [
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms of Service', to: '/terms-of-service' },
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      blocks: [
        {
          kind: 'p',
          text: 'Cookies are small text files a website stores in your browser. Similar technologies, such as the browser’s local storage, do the same job. In this policy "cookies" means all of them. Some are set by us (first-party) and some by services we use (third-party).',
        },
      ],
    },
    {
      id: 'your-choice',
      title: 'How we ask for your consent',
      blocks: [
        {
          kind: 'p',
          text: 'On your first visit a banner asks what you allow. Accept All turns on every category, Reject All keeps only necessary cookies, and Customise lets you choose category by category and Save Preferences. We store your choice and the date you made it in your browser so we do not ask again on every page.',
        },
        {
          kind: 'p',
          text: 'If your browser sends a Global Privacy Control signal, the banner tells you so and analytics and marketing start switched off, as every optional category does. They stay off unless you turn them on yourself, with Accept All or the switches under Customise; we treat either as your explicit choice.',
        },
        {
          kind: 'p',
          text: 'Each choice is also logged anonymously on our server (a random identifier, the categories, the policy version, whether Global Privacy Control was sent, and the time) so that we can show what was agreed. The log holds no name, email or IP address.',
        },
        {
          kind: 'cookieSettings',
          text: 'You can change or withdraw your consent at any time with the Cookie Settings button here or in the footer of every page.',
        },
      ],
    },
    {
      id: 'categories',
      title: 'The four categories',
      blocks: [
        {
          kind: 'p',
          text: 'Your choice is passed to Google’s consent mode as the signals below. Until you choose, every signal except security storage is denied.',
        },
        {
          kind: 'table',
          caption: 'Cookie categories and the consent signals they control',
          head: ['Category', 'What it is for', 'Consent signals', 'Default'],
          rows: consentCategories.map((c) => [c.title, c.description, consentSignals(c.id).join(', '), c.locked ? consentCopy.alwaysOn : 'Off until you agree']),
        },
        {
          kind: 'p',
          text: 'Necessary cookies cannot be switched off, because the site cannot work securely without them; security_storage is always granted.',
        },
      ],
    },
    {
      id: 'what-we-use',
      title: 'Cookies and storage we use',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookies and storage entries on this site',
          head: ['Name', 'Provider', 'Purpose', 'Category', 'Duration'],
          rows: [
            ['Cookie consent record', site.name, 'Remembers your cookie choices and the date you made them', 'Necessary', 'Until you change it or clear your browser'],
            ['theme', site.name, 'Remembers whether you chose the dark or light theme', 'Necessary', 'Until you clear your browser'],
            ['_ga', 'Google Analytics', 'Distinguishes visitors for aggregated statistics', 'Analytics', '2 years'],
            ['_ga_<container-id>', 'Google Analytics', 'Keeps the state of your visit', 'Analytics', '2 years'],
            [
              'Home page background film',
              'YouTube (privacy-enhanced mode)',
              'The muted, looping film behind the home page hero. Its player is loaded only after you allow marketing, once the page has finished loading, and never when your device asks for reduced motion or data saving; until then you see a still image',
              'Marketing',
              'Set by the provider',
            ],
            ['Video player cookies', 'YouTube, Vimeo', 'Set by an embedded player only after you press play', 'Marketing', 'Set by the provider'],
          ],
        },
        {
          kind: 'p',
          text: 'Videos on this site use the providers’ privacy-enhanced modes and are shown as a still image until you press play. The one exception is the home page background film, which plays by itself only when you have allowed marketing; if you withdraw that consent, the player is removed. We do not run advertising cookies today; the marketing category exists so that nothing of the kind is ever set without your consent.',
        },
      ],
    },
    {
      id: 'managing-cookies',
      title: 'Managing cookies in your browser',
      blocks: [
        {
          kind: 'p',
          text: 'Most browsers let you block or delete cookies and local storage in their privacy settings. Blocking necessary storage may stop parts of the site from working, and deleting it will bring the cookie banner back on your next visit.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'If we add or change cookies, we will update this policy and the date at the top, and ask for your consent again where the change requires it.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [{ kind: 'p', text: 'Questions about cookies on this site? Contact us:' }, { kind: 'contact' }],
    },
  ],
} as const satisfies LegalDocument;
