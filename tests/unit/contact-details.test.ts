import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadArticles } from '#src/content/article-source';
import { officeHoursLine, studioContact } from '#src/content/studio-contact';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONTACT_FILE = 'src/content/studio-contact.ts';

/** Every view, content module, server file (emails, form pages, calendar) and content file. */
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(rel, out);
    else if (/\.(tsx?|mjs|md|json|html)$/.test(entry.name) && !entry.name.endsWith('media-library.json')) out.push(rel);
  }
  return out;
}

const { address } = studioContact;
const written = [
  studioContact.email,
  studioContact.phone,
  studioContact.phoneHref,
  // The number as digits, however it is punctuated.
  studioContact.phoneHref.replace('tel:', ''),
  address.street,
  `${address.region} ${address.postalCode}`,
  officeHoursLine,
  studioContact.consultationHours,
  `${address.city} studio`,
  `${address.city} office`,
];

describe('the studio’s contact details', () => {
  it('are written only in the contact file: no view, content file or email spells them out', () => {
    const files = [...sources('src'), ...sources('content')].filter((file) => file !== CONTACT_FILE);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const detail of written) if (text.includes(detail)) found.push(`${file}: ${detail}`);
    }
    expect(found).toEqual([]);
  });

  it('reach the articles through tokens: the rendered text links the contact file’s mailbox and number', () => {
    const html = loadArticles({ includeDrafts: true })
      .map((entry) => entry.html)
      .join('\n');
    expect(html).toContain(`href="mailto:${studioContact.email}"`);
    expect(html).toContain(`href="${studioContact.phoneHref}"`);
    expect(html).not.toContain('{{');
  });
});
