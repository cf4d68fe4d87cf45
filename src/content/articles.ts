/**
 * Insight articles (docs/product/pages.md and content-model.md):
 * typed content with markdown bodies, written for the marketers and
 * producers who commission AI-assisted video. Numbers quoted in the bodies
 * are the claims of docs/product/site.md; anything about the wider industry is stated with care
 * and dated by the article.
 */
import { articleCategories, type ArticleCategory } from './categories';
import type { SectionCopy } from './section-types';

export { articleCategories, categoryFromSlug, categorySlug, type ArticleCategory } from './categories';

export type Article = {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  /** Markdown. */
  readonly content: string;
  readonly category: ArticleCategory;
  readonly author: { readonly name: string; readonly role: string; readonly image: string };
  /** ISO day, e.g. 2026-03-14 */
  readonly date: string;
  readonly readTime: string;
  /** WebP for the page and cards. */
  readonly image: string;
  /** The same artwork as a 1200 × 630 JPEG for Open Graph and X (share cards do not all read WebP). */
  readonly shareImage: string;
  readonly tags: readonly string[];
};

export type Author = Article['author'] & { readonly slug: string; readonly bio: string };

export const authors = {
  maya: {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Executive Producer',
    image: '/media/authors/maya-okafor.webp',
    bio: 'Maya runs production at Lumora. She has spent her career making schedules and budgets work for commercials and brand films, and now for the AI pipelines that sit beside them.',
  },
  daniel: {
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    role: 'Creative Director',
    image: '/media/authors/daniel-reyes.webp',
    bio: 'Daniel leads the creative team. He came up through animation and commercials and cares most about the idea surviving every stage of production.',
  },
  priya: {
    slug: 'priya-nair',
    name: 'Priya Nair',
    role: 'Head of AI Production',
    image: '/media/authors/priya-nair.webp',
    bio: 'Priya builds and runs the studio’s AI production pipeline: model training, generation, review tooling and the checks that keep client work on-brand and rights-clear.',
  },
  tom: {
    slug: 'tom-lindqvist',
    name: 'Tom Lindqvist',
    role: 'Strategy Director',
    image: '/media/authors/tom-lindqvist.webp',
    bio: 'Tom leads strategy and research. He helps brands decide what to make before anyone decides how to make it.',
  },
} as const satisfies Record<string, Author>;

/** Author details by name (the article entity only stores name, role and image). */
export function authorByName(name: string): Author | undefined {
  return Object.values(authors).find((author) => author.name === name);
}

const WORDS_PER_MINUTE = 220;

/** "6 min read", from the body's word count. */
export function readTimeOf(markdown: string): string {
  const words = markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

type ArticleInput = Omit<Article, 'readTime' | 'author' | 'image' | 'shareImage'> & { readonly author: Author };

const article = (input: ArticleInput): Article => ({
  ...input,
  author: { name: input.author.name, role: input.author.role, image: input.author.image },
  image: `/media/articles/${input.slug}.webp`,
  shareImage: `/media/articles/${input.slug}.jpg`,
  readTime: readTimeOf(input.content),
});

/** Hero and card images are 1200 × 630 (also the share image). */
export const articleImageSize = { width: 1200, height: 630 } as const;

export const articles: readonly Article[] = [
  article({
    id: 1,
    slug: 'where-ai-video-earns-its-place',
    title: 'Where AI Video Earns Its Place in Production, and Where It Doesn’t Yet',
    excerpt:
      'A producer’s map of the production pipeline: the stages where AI already saves weeks, the ones where it needs a human hand, and the ones we still shoot for real.',
    category: 'AI Trends',
    author: authors.priya,
    date: '2026-11-10',
    tags: ['ai-video', 'production', 'workflow'],
    content: `Every few weeks a new model demo makes it look as if a whole commercial can be typed into existence. Then a client asks us to change the colour of one jacket in one shot, and reality returns. After two years of running an AI-assisted pipeline on client work, this is our honest map of where the technology earns its place today.

## Where AI already saves weeks

**Pre-production.** This is the biggest and least glamorous win. Moodboards, style frames, storyboards and animatics that used to take a team two weeks now take days. More importantly, clients approve *finished-looking frames* instead of sketches, so fewer surprises reach the edit.

**Environments and extensions.** Skies, seasons, crowds, skylines and set extensions are where generation shines. A shoot on one grey afternoon can become four seasonal versions of a hotel film. The camera moves stay real; the world around them changes.

**Localisation.** Voice, lip-sync and on-screen text in new languages are now a post-production task rather than a re-shoot. Our [multilingual avatar project](/projects/danone-avatars) delivered 12 languages for 25+ countries in a 2 week project, with a native reviewer checking every version.

**Versioning.** Cut-downs, aspect ratios, hooks and end cards for performance testing. This is where the 1000+ variations figure comes from: not a thousand different films, but a thousand controlled variations of a few good ones.

## Where it needs a human hand

**Faces and hands in close-up.** Models are far better than they were, but a viewer's eye is better still. Hero close-ups are shot, or animated, or generated and then retouched frame by frame.

**Products and logos.** A label that drifts by two pixels between frames is a brand problem. We build products in 3D from the packaging files and generate *around* them, never the product itself. Our [Tropic Twist launch](/projects/tropic-twist) is a good example.

**Continuity across a story.** Keeping a character, costume and location consistent over a two-minute film still takes deliberate work: reference sheets, trained models and an editor who notices.

## Where we still shoot for real

- **Testimonials and documentary.** If the point is that a real person said it, a real person should say it.
- **Food and liquid close-ups that carry the sale.** Generated liquid is beautiful; a real pour still wins when taste is the whole message.
- **Anything regulated.** Medicines, financial products and claims that need substantiation get conventional footage and conventional review.

## What this means for your budget

The savings are real, up to 85% on the right brief, and timelines drop from 8-12 weeks to 2-3. But they come from the stages above, not from replacing a film crew with a prompt. A good producer will tell you which parts of *your* idea fall into each column before quoting.

## A simple test before you commission

Ask three questions of any AI-assisted production proposal:

1. Which shots will be generated, which captured, and which composited?
2. How will products, logos and faces be kept consistent?
3. Who reviews each version, and against what checklist?

If the answers are vague, the savings will be too. If you want a second opinion on a brief, [book a free 30-minute consultation](/schedule-consultation).`,
  }),
  article({
    id: 2,
    slug: 'how-to-write-a-brief-for-ai-assisted-video',
    title: 'How to Write a Brief for an AI-Assisted Video',
    excerpt:
      'AI makes iteration cheap, which makes a vague brief expensive. A one-page brief template, with the questions that matter most when part of the film is generated.',
    category: 'Tutorials',
    author: authors.daniel,
    date: '2026-10-28',
    tags: ['brief', 'planning', 'production'],
    content: `When a studio can produce a new version of a shot in minutes, it is tempting to skip the brief and "see what comes back". That is how projects end up with two hundred beautiful options and no decision. A good brief matters *more* with AI, not less, because it is what turns cheap iteration into fast progress.

Here is the one-page brief we ask clients to fill in, and why each part is there.

## 1. The one sentence

What should the viewer think, feel or do after watching? Write it in one sentence, in plain language. "Understand that our juice is pressed the day it is sold" is a brief. "Raise awareness" is not.

## 2. The audience and the moment

Who is watching, and where? A film watched with the sound off on a train needs different choices from one shown on a trade-show screen. List the channels in order of importance. The first one decides the framing; the others become cut-downs.

## 3. What must be real

This is the section most briefs miss. Tell us:

- **Products and packaging** that must be exact (send the print files, not a photo).
- **People** who must appear as themselves, and whether they have consented to any AI use of their likeness or voice.
- **Claims** that legal or regulatory teams need to substantiate.

Everything on this list is captured or built precisely. Everything else is a candidate for generation.

## 4. References, with reasons

Three to five references are plenty, and each should come with one line on *what* you like about it: the pacing, the light, the humour, the typography. "Like this, but warmer" is more useful than ten links without comment.

## 5. Brand guardrails

Colours, fonts, tone of voice, words you never use, imagery you avoid. If you have a brand book, point us to the pages that matter for video. If you sell in several markets, add the cultural notes for each; our [brand research work in the Gulf](/projects/cultural-luxury) ended with exactly this kind of guide.

## 6. Deliverables

List every output: lengths, aspect ratios, languages, subtitle files, stills. Knowing at the start that you need vertical cut-downs changes how the hero film is framed.

## 7. Review and approval

Who approves, and how many rounds? Name one person who can make the final call. AI production is fast enough that the review calendar, not the render time, usually sets the delivery date.

## 8. Budget and timeline

Give a range, even a wide one. It lets us propose the right mix of shooting, animation and generation instead of guessing. For orientation, our advertised ranges run from $500 for AI image design to $100,000 for a TV commercial.

## A template you can copy

> - **One sentence:** …
> - **Audience and first channel:** …
> - **Must be real:** …
> - **References (with reasons):** …
> - **Guardrails:** …
> - **Deliverables:** …
> - **Approver and rounds:** …
> - **Budget range and launch date:** …

Send it to us at [info@lumora.studio](mailto:info@lumora.studio) or through the [contact form](/contact), and you will have questions, options and a realistic timeline back within 24 hours.`,
  }),
  article({
    id: 3,
    slug: 'ai-content-labels-what-advertisers-need-to-know',
    title: 'AI Content Labels: What Advertisers Need to Know',
    excerpt:
      'Platforms and regulators now expect realistic synthetic media to be disclosed. What that means for brand campaigns, and a workflow that keeps you on the right side of it.',
    category: 'Industry News',
    author: authors.tom,
    date: '2026-10-06',
    tags: ['regulation', 'disclosure', 'platforms', 'trust'],
    content: `Two years ago, whether to tell viewers that part of an ad was generated was a matter of taste. Today it is increasingly a matter of policy. This article summarises the direction of travel for brand teams. It is not legal advice, and platform rules change often, so always check the current policy for each placement before launch.

## The principle: realistic and synthetic means disclosed

Across the major platforms and the EU's AI Act, the rules converge on one idea: if content *looks real* and was generated or significantly altered with AI, viewers should be told. Obvious animation, stylised illustration and routine edits such as colour correction or clean-up are generally treated differently from a realistic person saying something they never said.

## What has changed

- **The EU AI Act.** Its transparency obligations, which apply from August 2026, require deployers to disclose deepfakes, meaning realistic generated or manipulated image, audio or video of people, places or events. Providers of generative systems must also mark outputs in a machine-readable way.
- **Video and social platforms.** YouTube asks creators to disclose realistic altered or synthetic content when uploading, and TikTok and Meta apply labels to realistic AI content, in some cases automatically when files carry provenance metadata.
- **Political and social issue ads.** Ad platforms have required disclosure of digitally created or altered content in these categories for some time, and review is strict.

## What it means for a brand campaign

Most brand work falls into three groups:

1. **Stylised or clearly animated content.** An animated mascot or an obviously fantastical world rarely needs a label, though some platforms ask you to declare AI use anyway.
2. **Realistic environments and extensions.** A generated sky behind a real hotel, or a season that was never filmed. Usually fine, but check whether the placement asks for disclosure of "realistic altered" scenes.
3. **Realistic people.** AI avatars, cloned voices and altered performances. Disclose, and make sure you hold written consent from the person whose likeness or voice is used.

## A workflow that keeps you safe

- **Log generation at the shot level.** Our edit decision lists mark every generated or altered shot, so disclosure questions can be answered in minutes, not days.
- **Keep provenance metadata.** Exporting with [content credentials](/insights/content-credentials-c2pa-for-brand-teams) lets platforms label content correctly, and protects you if a clip is taken out of context.
- **Get consent in writing, with scope.** Which languages, which channels, for how long. Our avatar productions use licensed, consent-based likeness and voice.
- **Decide the label copy in advance.** "Created with AI-generated imagery" in the caption, or an end-card line, agreed with legal before the edit locks.

## Disclosure is not the enemy

The brands that handle this well treat disclosure as part of the story. Audiences are generally comfortable with AI used to make something delightful; they are not comfortable being misled. A clear label costs nothing. A correction after launch costs a great deal.

If you are unsure how a planned campaign falls under these rules, [talk to our strategy team](/contact) before the shoot, not after.`,
  }),
  article({
    id: 4,
    slug: 'ai-avatars-consent-disclosure-and-trust',
    title: 'AI Avatars Without the Uncanny: Consent, Disclosure and Trust',
    excerpt:
      'AI presenters can speak every language your customers do. Whether people trust them depends on three decisions you make before anything is generated.',
    category: 'AI Trends',
    author: authors.tom,
    date: '2026-09-15',
    tags: ['ai-avatars', 'trust', 'localisation', 'disclosure'],
    content: `An AI presenter is the most efficient way we know to speak to many markets at once. It is also the format most likely to make an audience uneasy if it is handled carelessly. In our experience, trust comes down to three decisions made long before the first frame is generated.

## Decision 1: whose face and voice?

There are three honest options:

- **A real spokesperson, with consent.** Your CEO or a presenter records once, and their likeness and voice are licensed for specific languages, channels and dates. Consent is written, scoped and revocable.
- **A licensed synthetic presenter.** A presenter designed for you, based on performers who have been paid and have agreed to the use.
- **A stylised character.** An illustrated or animated host avoids the uncanny valley entirely, and can carry a brand for years.

What is never acceptable is a likeness or voice used without permission. Beyond the legal risk, audiences find out, and the story becomes the shortcut rather than the message.

## Decision 2: what is the avatar for?

Avatars work best where **consistency and reach** matter more than personality:

- internal communications that must reach every country on the same day,
- training and onboarding content that changes often,
- product updates and FAQs in many languages.

They work less well where the point is a *specific person's* conviction: a founder's story, a customer testimonial, an apology. Those deserve a camera and a real person.

## Decision 3: how will you disclose it?

Say what it is. A simple line such as "Presented by an AI avatar of our head of communications, in 12 languages" turns a potential objection into a demonstration of care. Platform and regulatory expectations point the same way; see our note on [AI content labels](/insights/ai-content-labels-what-advertisers-need-to-know).

## Craft still decides whether it works

Avoiding the uncanny is mostly old-fashioned craft:

- **Script for speech, not for reading.** Short sentences, natural pauses, no tongue-twisting product names in the first line.
- **Native review in every language.** Machine translation gets the words right and the register wrong. Our [Danone project](/projects/danone-avatars) had a native reviewer sign off each of the 12 languages.
- **Modest framing.** Medium shots, steady lighting and restrained gestures read as confident. Extreme close-ups invite scrutiny.
- **Real backgrounds.** A plausible set grounds the presenter; an abstract void makes everything feel synthetic.

## Where this is heading

Quality is rising fast, which makes the three decisions above more important, not less. When anyone can generate a convincing presenter, the brands that keep their audience's trust will be the ones who can say, clearly, whose voice it is and why it is there.

Planning a multilingual rollout? [Schedule a consultation](/schedule-consultation) and we will show you a presenter test in your own script.`,
  }),
  article({
    id: 5,
    slug: 'localising-one-presenter-into-12-languages',
    title: 'How We Localised One Presenter into 12 Languages in a 2 Week Project',
    excerpt:
      'A behind-the-scenes look at the Danone avatar project: the schedule, the review loop and what we would do differently next time.',
    category: 'Case Studies',
    author: authors.maya,
    date: '2026-08-19',
    tags: ['ai-avatars', 'localisation', 'case-study', 'workflow'],
    content: `The brief was short: one message, for teams and customers in 25+ countries, in 12 languages, on the same day. The timeline was shorter: two weeks from an approved script to the last delivered file. This is how the [Danone AI avatars project](/projects/danone-avatars) ran, day by day, and what it taught us.

## Days 1-3: one script, twelve adaptations

We did not start with the avatar. We started with the English master script and refused to move on until it was approved by communications, brand and legal together. Every later change to the master would have multiplied by twelve.

Native writers then *adapted* rather than translated: job titles, idioms, number formats and the level of formality all changed by market. Each adaptation went back to a local reviewer on the client side before any audio existed.

## Days 3-6: presenter and voice

The presenter was built from licensed, consent-based likeness and voice models and fixed to one look, one set and one framing. We recorded reference performances in English to set the pacing, then tuned the voice in each language so emphasis landed on the right words rather than simply the same positions.

## Days 6-10: generation, lip-sync and grade

With scripts and voice locked, generation itself was the quickest part. Each language was generated, lip-synced, graded to the same look and checked for the usual artefacts: teeth, hands, the edges of glasses. Anything that drew the eye was regenerated or retouched.

## Days 10-14: native review and delivery

Every version went to a native reviewer with a short checklist:

1. Does it sound like a person from this market would say it?
2. Are names, titles and numbers correct?
3. Does the mouth match the words closely enough not to distract?
4. Is there anything culturally off in gesture or tone?

Only versions that passed all four were delivered, in every format each market needed.

## What made it work

- **A single approver per market.** Reviews took hours, not days, because one person per country could say yes.
- **Change control on the master.** After day three, changes to the English script needed a named owner and a reason.
- **Shot-level logging.** We could tell anyone exactly which parts were generated, which helped local teams write their own disclosure lines.

## What we would do differently

We would bring local reviewers in even earlier, at the script stage for *tone*, not only accuracy. Two markets asked for a slightly warmer register after hearing the first audio; catching that on day two would have saved a regeneration pass.

## Would this work for you?

If your message needs to reach many markets at once and sound native in each, almost certainly. If it depends on one specific person's presence, film them, and use AI for the translation and versioning around them. Either way, [tell us about the rollout](/contact) and we will reply within 24 hours.`,
  }),
  article({
    id: 6,
    slug: 'making-a-factory-tour-people-watch-to-the-end',
    title: 'Making a Factory Tour People Watch to the End',
    excerpt:
      'How a food truck, a runaway orange and AI-assisted storyboards turned a juice factory process into a 2.5 minute animated short with a beginning, a middle and an end.',
    category: 'Case Studies',
    author: authors.daniel,
    date: '2026-07-08',
    tags: ['animation', 'storytelling', 'case-study', 'characters'],
    content: `Factory videos have a reputation. Machines, a voice-over listing certifications, a slow pan across stainless steel. Useful, occasionally; watched to the end, rarely. When Spiral Potato Truck asked us to show customers the juice factory behind their trucks, we knew the process itself would not hold attention. A character would.

## Start with who, not what

The brand's real advantage was invisible: juice pressed in its own small factory and delivered daily. Listing that would have been a bullet point. So we asked a different question: *who would have a reason to go through this factory?*

The answer was **Pip**, an orange who would rather not be juiced, and **Spiro**, the brand's food truck, who has to get him back. A chase gives the film momentum, and every room they run through is a stage of the process the brand wants customers to see.

## Boards in days, not weeks

We used AI-assisted storyboarding to explore the chase quickly: gags, camera angles and room layouts, tried and thrown away in the first days. The client chose from frames that already looked like the finished film, which meant decisions were made on story rather than on how well a sketch had been drawn.

Then the animators took over. Characters were drawn and animated by hand over the approved boards, so Spiro and Pip stayed on model in every shot. AI helped with layout and backgrounds; the performances are human.

## Five beats, no narrator

The [finished short](/projects/spiral-potato-truck) runs about 2.5 minutes:

1. **The delivery.** Crates arrive at dawn; Pip escapes.
2. **The escape.** Along the washing and sorting lines.
3. **The chase.** Through the cold room and the press hall.
4. **The change of heart.** Pip sees someone waiting at the truck window.
5. **The hand-off.** A customer's first sip. Spiro winks.

No line of dialogue explains the process. The visuals do, and the score makes each machine a musical cue.

## Plan every screen before the first frame

The brand needed the story on social feeds, on the screens inside each truck and in staff onboarding. We planned those versions before animation started:

- a master edit with sound,
- vertical cut-downs built around single gags,
- a silent loop for the trucks, where nobody can hear anything over the fryer.

Framing for vertical from the start turned the cut-downs into a finishing task rather than a re-edit.

## What other brands can take from it

- **Give your process a protagonist.** People follow characters, not conveyor belts.
- **Use AI where it speeds up decisions.** Boards and animatics, not the performances that carry the emotion.
- **Design characters to last.** Spiro and Pip came with model sheets, so the brand can use them on menus, wraps and future episodes.

If you have a process, product or mascot that deserves a story, [start an animation project](/contact) with us.`,
  }),
  article({
    id: 7,
    slug: 'preparing-brand-assets-for-ai-image-design',
    title: 'Preparing Your Brand Assets for AI Image Design: A Checklist',
    excerpt:
      'The quality of a custom-trained image model depends on what you give it. A practical checklist of files, references and rules to gather before training starts.',
    category: 'Tutorials',
    author: authors.priya,
    date: '2026-06-10',
    tags: ['ai-image-design', 'brand-assets', 'training', 'checklist'],
    content: `Custom-trained image models can produce campaign visuals in days that would otherwise need a studio, a set and a retoucher. But a model only learns what it is shown. Most disappointing results we see trace back to the training material, not the model. Here is the checklist we send clients before an [AI image design](/services/ai-image-design) project.

## 1. Products: the source of truth

- **Packaging print files** (PDF or AI) for every product and variant. Photos of packaging are not enough; labels must be exact.
- **Clean product photography** on neutral backgrounds, from several angles, at the highest resolution you have.
- **Physical details**: dimensions, materials, finishes such as matte, gloss or metallic, and anything that changes between batches.

We usually build hero products in 3D from these files and generate the world around them, so logos and labels never drift.

## 2. Style: what "on-brand" looks like

- **Twenty to fifty of your best existing images**, the ones you would happily run again. Quality beats quantity; one off-brand image teaches the model the wrong thing.
- **A short note on each group**: what makes it right? Light, colour, composition, props, casting.
- **Images you dislike**, labelled as such. Negative examples are surprisingly useful for review.

## 3. People and places

- **Consent and licences** for any real person, location or artwork that appears in training images.
- **Casting guidance**: the range of people your imagery should show, written down rather than left to the model's defaults.
- **Locations** you want to evoke, and any you must avoid.

## 4. Rules and guardrails

- **Brand book pages** for colour, typography and logo use.
- **Never list**: props, gestures, colours or settings that are off-limits, including cultural sensitivities in each market.
- **Claims**: anything a picture could imply that needs legal substantiation, such as ingredients, results or certifications.

## 5. Outputs

- **Formats and sizes** for every channel: retail listings, social, out-of-home, print.
- **Text-safe areas** where copy will sit.
- **Delivery format**: layered files, colour profile, naming convention.

## How the project then runs

Once the material is in, our three steps are the same every time:

1. **Brief and training.** We curate the material, train the model and agree a small set of test images with you.
2. **Generation and iteration.** A wide spread of candidates, reviewed against your style notes and never list; you see the shortlist.
3. **Refinement and delivery.** Retouching, compositing and format adaptation, delivered in your naming convention.

## The two-minute version

If you only do three things: send the **print files**, choose your **twenty best images** with a note on why, and write a **never list**. That alone will put your first round of images much closer to the target.

Questions about what to include? Email [info@lumora.studio](mailto:info@lumora.studio) or call [+1 (415) 555-0142](tel:+14155550142).`,
  }),
  article({
    id: 8,
    slug: 'content-credentials-c2pa-for-brand-teams',
    title: 'Content Credentials (C2PA) Explained for Brand Teams',
    excerpt:
      'Provenance metadata is becoming the way platforms tell real footage from generated footage. What content credentials are, what they do not do, and how to use them.',
    category: 'Industry News',
    author: authors.priya,
    date: '2026-05-12',
    tags: ['provenance', 'disclosure', 'trust', 'platforms'],
    content: `As generated images and video become indistinguishable from footage, the industry's answer is not better detection but better *records*. Content credentials, based on the open C2PA standard, are the most widely supported of these records. Here is what brand teams need to know.

## What C2PA is

The Coalition for Content Provenance and Authenticity (C2PA) is an industry group that publishes an open technical standard for attaching provenance information to media files. Its members include camera makers, software companies, news organisations and platforms. "Content credentials" is the common name for the result.

## What a content credential contains

A credential is a signed record, attached to or associated with a file, that can say:

- **who created or edited it**, such as your studio or your brand,
- **which tools were used**, including whether generative AI was involved,
- **what happened to it**, as a history of edits and the ingredients combined into the final piece.

Because the record is cryptographically signed, tampering with it is detectable.

## What it does not do

- **It does not prove content is true.** It tells you where a file came from and how it was made, not whether the scene depicted is accurate.
- **It can be stripped.** Screenshots, re-encoding and some upload pipelines remove metadata. Invisible watermarks are a complementary approach that survives more of this, and the two are increasingly used together.
- **It is not a label by itself.** Platforms decide how to display credentials; some show an "AI info" style label, others show nothing yet.

## Why brands should care

1. **Correct labelling.** Platforms that read credentials can label your content accurately, instead of guessing, which avoids both missing and wrongly applied labels.
2. **Protection against misuse.** If a clip of your campaign is altered and recirculated, an intact credential on the original shows what you actually published.
3. **Regulatory direction.** Rules such as the EU AI Act's transparency obligations expect generated content to be marked in a machine-readable way. Credentials are one practical way to do that. Our note on [AI content labels](/insights/ai-content-labels-what-advertisers-need-to-know) covers the disclosure side.

## How to start

- **Ask your production partner** whether final masters can be exported with credentials, and which tools in their pipeline support it.
- **Decide who signs.** Usually the brand or its agency, so the credential names someone accountable.
- **Keep masters intact.** Archive the credentialed master even if a platform strips metadata on upload.
- **Log generation per shot.** Credentials are only as good as the production records behind them.

## Our approach

Every shot in our productions is logged as captured, generated or composited, and final masters can carry that history. It is not glamorous, but when a platform or a regulator asks how something was made, the answer takes minutes.

Want to know how this would apply to your next campaign? [Get in touch](/contact).`,
  }),
  article({
    id: 9,
    slug: 'budgeting-for-ai-video',
    title: 'Budgeting for AI Video: Where the Savings Come From, and Where They Don’t',
    excerpt:
      'Up to 85% savings and 2-3 weeks instead of 8-12 are real, on the right brief. A line-by-line look at what gets cheaper, what stays the same, and how to read a quote.',
    category: 'Best Practices',
    author: authors.maya,
    date: '2026-04-14',
    tags: ['budget', 'planning', 'production', 'roi'],
    content: `"How much cheaper is AI video?" is the question we hear most, and the honest answer is: it depends which lines of the budget your idea lives on. Here is how a conventional budget changes when part of the production is generated, so you can read a quote with confidence.

## The headline numbers, in context

A conventional commercial commonly costs **$50,000-$200,000** and takes **8-12 weeks**. An AI-assisted production of comparable scope typically lands at **$5,000-$25,000** in **2-3 weeks**, with a **3-5 day** rush option when a launch will not move. That is where "up to 85% savings" comes from.

The word that matters is *comparable*. Those savings hold when the idea suits the pipeline. They shrink when it does not.

## Lines that get much cheaper

- **Locations, sets and travel.** Generated environments and set extensions replace scouting, permits, builds and flights. This is usually the largest single saving.
- **Crew days.** Fewer, shorter shoot days, or none at all for fully generated or animated work.
- **Pre-production.** Style frames, boards and animatics in days rather than weeks.
- **Versioning and localisation.** New languages, lengths and aspect ratios without re-shoots. Voice and lip-sync in 50+ languages turn a re-shoot into a render.

## Lines that stay roughly the same

- **Ideas and scripts.** A good creative concept takes the same thinking it always did.
- **Talent you want on screen.** Real people, with real fees and usage rights, remain real costs.
- **Music licensing, legal review and media.** AI does not change these.
- **Review time.** Rounds of stakeholder feedback take as long as your organisation takes. Plan for them.

## Lines that are new

- **Model training** on your products or style, usually a one-off cost you reuse across projects.
- **Compute and generation.** Real, but usually small relative to the crew days it replaces.
- **Quality control.** Retouching and checking generated shots frame by frame. Good studios budget for this; be wary of quotes that do not.

## How to read a quote

Ask for the budget split into **captured**, **generated** and **composited** work, plus review rounds and deliverables. Then check:

1. Are product and logo shots built from your packaging files?
2. Is there a line for quality control of generated shots?
3. How many review rounds are included, and what does an extra one cost?
4. Are rights for every element, including voices and likenesses, cleared for your channels and markets?

## When conventional is still the better buy

If your idea depends on a real person's presence, a real place, or a product demonstration that must be filmed, a conventional shoot may be the right investment, with AI used around it for versioning. A good producer will say so.

For reference, our advertised ranges run from $500-$10,000 for AI image design and $2,000-$25,000 for online content up to $10,000-$100,000 for TV commercials. [Schedule a consultation](/schedule-consultation) and we will map your brief onto the right lines before quoting.`,
  }),
  article({
    id: 10,
    slug: 'how-to-review-an-ai-video-cut',
    title: 'How to Review an AI Video Cut: A Feedback Framework for Stakeholders',
    excerpt:
      'Fast production exposes slow reviews. A four-pass framework for giving feedback on AI-assisted cuts that gets you to approval in fewer rounds.',
    category: 'Best Practices',
    author: authors.daniel,
    date: '2026-03-17',
    tags: ['review', 'feedback', 'workflow', 'production'],
    content: `With AI-assisted production, a new version of a cut can arrive the same afternoon. That speed is wasted if feedback takes a week and contradicts itself. After many review cycles with in-house teams, we use a simple four-pass framework. Each pass asks a different question, and mixing them is what causes endless rounds.

## Before you press play

- **Re-read the brief's one sentence.** What should the viewer think, feel or do? Every note should serve it.
- **Watch where the audience will.** On a phone, with the sound off, if that is the first channel. A cut that works on a studio monitor can fail in a feed.
- **Agree who decides.** Collect everyone's notes, but let one person resolve conflicts before they reach the studio.

## Pass 1: story

Watch once without stopping and without taking notes. Then answer:

- Did the message land in the first few seconds?
- Was there a moment your attention dropped?
- Did the ending ask for the right action?

Story notes are the most valuable and the most expensive to act on late. Give them first, and only at this stage.

## Pass 2: brand

Now check against your guidelines:

- Logos, products and packaging exact in every frame.
- Colours, typography and tone of voice on-brand.
- Nothing on your never list, including cultural sensitivities in each market.

With generated shots, look closely at **products, hands, faces and text**. These are where artefacts hide. Note the timecode, not just "something looks off".

## Pass 3: accuracy

- Claims, prices, names and titles correct.
- Subtitles and on-screen text match the voice-over.
- Any realistic generated content disclosed as your policy requires; see [AI content labels](/insights/ai-content-labels-what-advertisers-need-to-know).

Accuracy notes usually go to legal or compliance. Route them in parallel with pass 2, not after it.

## Pass 4: polish

Only now: music level, a frame trimmed here, a colour a shade warmer there. Polish notes are cheap to make and easy to multiply. Saving them for last keeps earlier rounds focused.

## How to write a useful note

A good note has three parts: **where**, **what** and **why**.

> 00:12, the can's label looks slightly stretched. Our pack is taller; please match the print file.

is actionable. "The middle feels slow" is a story note that belongs in pass 1, with a reason: "I stopped watching at 00:40 because the chase repeats the same gag."

## Two rounds is a realistic target

On a well-briefed project, this framework usually gets to approval in two rounds: one combining story and brand, one for accuracy and polish. Our [Danone project](/projects/danone-avatars) reviewed 12 language versions inside a 2 week project using a checklist very like this one.

Want a copy of our review checklist for your team? Ask for it at [info@lumora.studio](mailto:info@lumora.studio).`,
  }),
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** Newest first. */
export function sortByDate(list: readonly Article[]): readonly Article[] {
  return [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
}

/** Distinct categories of a list, in the order of the category list (docs/product/content-model.md). */
export function distinctCategories(list: readonly Article[]): ArticleCategory[] {
  return articleCategories.filter((category) => list.some((a) => a.category === category));
}

/** Text search over title and excerpt, case-insensitive; plus an optional exact category (null = all). */
export function filterArticles(
  list: readonly Article[],
  { query, category }: { query?: string | null; category?: ArticleCategory | null },
): readonly Article[] {
  const needle = (query ?? '').trim().toLocaleLowerCase();
  return list.filter(
    (a) =>
      (!category || a.category === category) &&
      (!needle || a.title.toLocaleLowerCase().includes(needle) || a.excerpt.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * Up to `limit` other articles that share the category or at least one tag.
 * Score: 2 for the same category plus 1 per shared tag; ties go to the newer article.
 */
export function relatedArticles(current: Article, list: readonly Article[], limit = 3): Article[] {
  const tags = new Set(current.tags.map((t) => t.toLocaleLowerCase()));
  return list
    .filter((a) => a.slug !== current.slug)
    .map((a) => {
      const shared = a.tags.filter((t) => tags.has(t.toLocaleLowerCase())).length;
      const score = (a.category === current.category ? 2 : 0) + shared;
      return { article: a, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((x, y) => y.score - x.score || (x.article.date < y.article.date ? 1 : x.article.date > y.article.date ? -1 : 0))
    .slice(0, limit)
    .map((entry) => entry.article);
}

/** "March 17, 2026" (long US format; the ISO day is read as a calendar date, never shifted by time zone). */
export function formatLongDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Copy of the insights list, the article page and the newsletter box. */
export const insightsCopy = {
  pageSize: 6,
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or summary',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  list: { heading: 'Latest articles' } satisfies SectionCopy,
  count: (shown: number, total: number) =>
    total === 0 ? 'No articles found' : shown < total ? `Showing ${shown} of ${total} articles` : `${total} ${total === 1 ? 'article' : 'articles'}`,
  readMore: 'Read more',
  loadMore: 'Load More Articles',
  empty: {
    heading: 'No articles match your search',
    text: 'Try a shorter search or another category.',
    reset: 'Clear search and filters',
  },
  newsletter: {
    heading: 'New articles, once a month',
    text: 'One email with what we have learned about AI-assisted production. No spam; unsubscribe in one click.',
    label: 'Email address',
    placeholder: 'you@company.com',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    success: 'You’re subscribed. The next issue will arrive at the start of the month.',
    error: 'We couldn’t subscribe you just now. Please try again in a moment.',
    again: 'Subscribe another address',
  },
  article: {
    back: 'All insights',
    by: 'Written by',
    tagsLabel: 'Tags',
    related: 'Related articles',
    share: 'Share this article',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy failed',
    shareLinkedIn: 'Share on LinkedIn',
    shareX: 'Share on X',
    shareNative: 'Share…',
    ctaHeading: 'Have a project in mind?',
    ctaText: 'Tell us what you want to make. A producer will reply within 24 hours.',
    ctaLabel: 'Start a project',
  },
  notFound: {
    heading: 'Post Not Found',
    text: "The article you're looking for doesn't exist.",
    back: 'Back to Insights',
  },
  rssTitle: 'Lumora Studio Insights',
} as const;
