/** The site search index, generated at build time by vite.config.ts (see src/content/search-index.ts). */
declare module 'virtual:search-index' {
  const index: readonly import('#src/content/search-index').SearchEntry[];
  export default index;
}
