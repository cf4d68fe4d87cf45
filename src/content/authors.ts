/**
 * The people who write the insight articles (Lumora's own staff). An article's frontmatter
 * names its author by slug (`author: maya-okafor`); the build refuses any other value.
 */
/** What an article shows of its author (name, role, portrait). */
export type ArticleAuthor = { readonly name: string; readonly role: string; readonly image: string };

export type Author = ArticleAuthor & { readonly slug: string; readonly bio: string };

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

/** The author with this slug (the value of an article's `author` field). */
export function authorBySlug(slug: string): Author | undefined {
  return Object.values(authors).find((author) => author.slug === slug);
}
