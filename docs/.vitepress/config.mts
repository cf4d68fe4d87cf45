// The documentation site for product owners and QA: `npm run docs` serves docs/, `npm run docs:build` writes it to
// docs/.vitepress/dist for hosting. VitePress with local search (no service to call) and Mermaid drawn in the
// page, so it works offline. The sidebar lists every Markdown file of each folder, so a new decision, statechart
// or test plan appears without editing this file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withMermaid } from 'vitepress-plugin-mermaid';

const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The first heading of a Markdown file, else its name. */
const titleOf = (file: string) => {
  const heading = /^#\s+(.+)$/m.exec(fs.readFileSync(file, 'utf8'));
  return (heading?.[1] ?? path.basename(file, '.md')).replace(/`/g, '').replace(/:\s*test plan$/i, '');
};

/** Sidebar items for one folder of docs/: its README first (as the folder's index), then every other page. */
const section = (folder: string, text: string) => {
  const dir = path.join(docsDir, folder);
  const pages = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => ({ text: titleOf(path.join(dir, name)), link: `/${folder}/${name.replace(/\.md$/, '')}` }));
  const hasIndex = fs.existsSync(path.join(dir, 'README.md'));
  return { text, link: hasIndex ? `/${folder}/` : undefined, collapsed: pages.length > 12, items: pages };
};

const topLevel = fs
  .readdirSync(docsDir)
  .filter((name) => name.endsWith('.md') && name !== 'index.md')
  .sort()
  .map((name) => ({ text: titleOf(path.join(docsDir, name)), link: `/${name.replace(/\.md$/, '')}` }));

export default withMermaid({
  title: 'Lumora Studio site',
  description: 'How the studio website behaves: product rules, statecharts, test plans and decisions.',
  lang: 'en',
  cleanUrls: true,
  // Each folder's README.md is its index page.
  rewrites: { ':folder/README.md': ':folder/index.md' },
  // Links from the docs into the code (machines/, src/, tests/) have no page here; they are read in the repository.
  ignoreDeadLinks: [
    /^https?:\/\/localhost/,
    /^(\.\/)?(\.\.\/)+(machines|src|tests|scripts|bench|content|public|README|CONTRIBUTING)/,
    /^\.\/\.\.\/\.\.\//,
  ],
  srcExclude: ['**/node_modules/**'],
  markdown: {
    // Inline code shows its text as written: `{{site.email}}` in a product doc is a token, not a Vue expression.
    config: (md) => {
      const inline = md.renderer.rules.code_inline!;
      md.renderer.rules.code_inline = (...args) => inline(...args).replace('<code', '<code v-pre');
    },
  },
  themeConfig: {
    search: { provider: 'local' },
    outline: { level: [2, 3] },
    nav: [
      { text: 'Product', link: '/product/' },
      { text: 'Statecharts', link: '/statecharts/' },
      { text: 'Test plans', link: '/test-plans/' },
      { text: 'Decisions', link: '/decisions/' },
    ],
    sidebar: [
      { text: 'Start here', items: [{ text: 'Overview', link: '/' }, ...topLevel] },
      section('product', 'Product rules'),
      section('statecharts', 'Statecharts'),
      section('test-plans', 'Test plans'),
      section('decisions', 'Decisions'),
    ],
  },
  mermaid: { securityLevel: 'strict' },
});
