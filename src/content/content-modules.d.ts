/** Modules generated from content/ by vite.config.ts. */
declare module 'virtual:articles' {
  const articles: readonly import('./article-source').ArticleRecord[];
  export default articles;
}
declare module 'virtual:article-bodies' {
  const bodies: Readonly<Record<string, () => Promise<{ default: string }>>>;
  export default bodies;
}
declare module 'virtual:legal/*' {
  const doc: import('./legal').LegalDocument;
  export default doc;
}
declare module 'virtual:case-studies' {
  const texts: import('./case-studies').CaseStudyTexts;
  export default texts;
}
