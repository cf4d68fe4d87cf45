import { describe, expect, it } from 'vitest';
import { OPTIONAL_CATEGORIES, type OptionalCategory } from '#src/analytics/consent-mode';
import { googleTagUrl } from '#src/analytics/google-tag';
import { consentCategories, consentCopy } from '#src/content/consent';
import { countedMachines, FLOW_RETENTION_MONTHS, FLOW_SEND_EVERY_MS, flowCountingCopy } from '#src/content/flows';
import { allowedHosts, externalServices, serviceHosts, type ExternalDirective, type ExternalService } from '#src/content/external-services';
import { externalServiceTable, type LegalDocument, type LegalPageSlug } from '#src/content/legal';
import { loadLegalPages } from '#src/content/legal-source';
import { embedUrl, providerVideo } from '#src/content/media';
import { site } from '#src/content/site';
import { contentSecurityPolicy } from '#src/server/security-headers';

/**
 * The legal pages and the cookie settings copy must say what the site really loads, from where and
 * on which consent: the list in src/content/external-services.ts, which the Content-Security-Policy
 * is built from. These tests read the policies statement by statement.
 */

const services = externalServices as readonly ExternalService[];
const directives: readonly ExternalDirective[] = ['script-src', 'img-src', 'connect-src', 'frame-src'];

/** Players, trackers and hosts a policy might name; any of them the list does not have must not be named. */
const knownProviders = [
  'YouTube',
  'Vimeo',
  'Wistia',
  'Google',
  'Facebook',
  'Meta',
  'TikTok',
  'LinkedIn',
  'Hotjar',
  'Cloudflare',
  'Mux',
  'Intercom',
  'HubSpot',
  'Calendly',
];

const plain = (html: string) =>
  html
    .replace(/<\/(li|p|td|th|tr|h\d)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&rsquo;/g, '’');

/** A page's statements: sentences of its prose, one per list item; each table row is one statement. */
function statements(doc: LegalDocument): string[] {
  const prose = [doc.summary];
  const rows: string[] = [];
  for (const section of doc.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'html' || block.kind === 'cookieSettings') prose.push(plain(block.html));
      if (block.kind === 'table') rows.push(...block.rows.map((row) => row.join(' | ')));
      if (block.kind === 'externalServices') rows.push(...externalServiceTable.rows.map((row) => row.join(' | ')));
    }
  }
  return [...prose.flatMap((text) => text.split(/\n|(?<=[.!?])\s+(?=[A-Z“"])/)), ...rows].map((s) => s.trim()).filter(Boolean);
}

const pages = Object.fromEntries(loadLegalPages().map(({ slug, doc }) => [slug, statements(doc)])) as Record<LegalPageSlug, string[]>;
/** What the cookie banner and its settings dialog say (every category and every line of copy). */
const bannerStatements = [
  ...consentCategories.map((c) => c.description),
  ...JSON.stringify(consentCopy)
    .split(/"[^"]*":|[{},]/)
    .map((s) => s.replace(/^"|"$/g, ''))
    .filter((s) => s.length > 20),
];
const everyStatement = [...Object.values(pages).flat(), ...bannerStatements];

const names = (text: string) => knownProviders.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
const serviceOf = (name: string) => services.find((s) => s.names.some((n) => n === name || n.split(' ')[0] === name));
/** The consent categories a statement names, once provider names ("Google Analytics") are taken out. */
const categoriesIn = (text: string): OptionalCategory[] => {
  const withoutProviders = services.flatMap((s) => s.names).reduce((rest, name) => rest.replaceAll(name, ''), text);
  return OPTIONAL_CATEGORIES.filter((category) => new RegExp(`\\b${category}\\b`, 'i').test(withoutProviders));
};
const aboutFirstPartyFilm = /home page('s)? (background )?(film|reel|video)|background (film|video)|hero (film|reel|video)/i;

describe('what the policies say is loaded from other hosts', () => {
  it('names no player, tracker or host the site does not load', () => {
    const unknown = everyStatement.flatMap((statement) =>
      names(statement)
        .filter((name) => !serviceOf(name))
        .map((name) => `${name}: ${statement}`),
    );
    expect(unknown).toEqual([]);
    const ownDomain = site.email.split('@')[1]!;
    const hosts = new Set(
      services.flatMap((s) =>
        Object.values(s.hosts)
          .flat()
          .map((h) => new URL(h.replace('*.', '')).host),
      ),
    );
    const domains = everyStatement.flatMap((statement) =>
      [...statement.matchAll(/\b(?:[a-z0-9-]+\.)+(?:com|net|io|org|tv)\b/g)].map((m) => m[0]),
    );
    expect(domains.filter((domain) => domain !== ownDomain && !domain.endsWith(`@${ownDomain}`) && !hosts.has(domain))).toEqual([]);
  });

  it('ties each provider only to the consent it really waits for', () => {
    const wrong: string[] = [];
    for (const statement of everyStatement) {
      for (const service of new Set(names(statement).map(serviceOf))) {
        if (!service) continue;
        const said = categoriesIn(statement);
        if ('consent' in service.loads) {
          if (said.some((category) => category !== (service.loads as { consent: OptionalCategory }).consent))
            wrong.push(`${service.id} loads on ${service.loads.consent}, not ${said.join('/')}: ${statement}`);
        } else {
          if (said.length) wrong.push(`${service.id} waits for no category (${said.join('/')}): ${statement}`);
          if (!/press(es)? (its )?play/i.test(statement)) wrong.push(`${service.id} loads only on a press of play: ${statement}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says the home page film is the site’s own: no provider and no consent category', () => {
    const statementsAboutIt = everyStatement.filter((s) => aboutFirstPartyFilm.test(s));
    expect(statementsAboutIt.length).toBeGreaterThan(0);
    expect(statementsAboutIt.filter((s) => names(s).length || categoriesIn(s).length || /still image until/i.test(s))).toEqual([]);
  });

  it('leaves out none of them: the cookie policy lists every service and host, the privacy policy names every provider', () => {
    for (const service of services) {
      const row = externalServiceTable.rows.find((r) => r[0] === service.names[0]);
      expect(row, service.id).toBeDefined();
      const hostsOfService = Object.values(service.hosts).flat();
      for (const host of hostsOfService) expect(row![1]).toContain(new URL(host.replace('*.', '')).host);
      expect(pages['cookie-policy'].some((s) => s.startsWith(`${service.names[0]} |`))).toBe(true);
      expect(
        pages['privacy-policy'].some((s) => names(s).some((n) => serviceOf(n) === service)),
        `privacy policy names ${service.names[0]}`,
      ).toBe(true);
    }
  });
});

describe('the Content-Security-Policy and the code use the same hosts', () => {
  const hostsIn = (policy: string) =>
    Object.fromEntries(
      policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').filter((token) => /^https:\/\//.test(token))]),
    ) as Record<string, string[]>;

  it('allows exactly the listed hosts, Google’s only with a measurement id', () => {
    const withGa = hostsIn(contentSecurityPolicy({ nonce: 'n' }, { gaId: 'G-TEST123', siteUrl: 'https://lumora.studio' }));
    const without = hostsIn(contentSecurityPolicy({ nonce: 'n' }, { siteUrl: 'http://localhost:3000' }));
    for (const directive of directives) {
      expect(withGa[directive] ?? [], directive).toEqual([...new Set(services.flatMap((s) => s.hosts[directive] ?? []))]);
      expect(without[directive] ?? [], directive).toEqual(allowedHosts(directive, {}));
    }
    const listed = new Set(services.flatMap((s) => Object.values(s.hosts).flat()));
    expect(
      Object.values(withGa)
        .flat()
        .filter((host) => !listed.has(host)),
    ).toEqual([]);
  });

  it('the players and Google’s tag load from hosts the list gives them', () => {
    const allows = (patterns: readonly string[], url: string) =>
      patterns.some((pattern) => {
        const { host } = new URL(url);
        return pattern.includes('*.') ? host.endsWith(pattern.replace('https://*', '')) : new URL(pattern).host === host;
      });
    const youtube = providerVideo({ id: 'y', title: 'Y', provider: 'youtube', providerId: 'dQw4w9WgXcQ' });
    const vimeo = providerVideo({ id: 'v', title: 'V', provider: 'vimeo', providerId: '76979871' });
    expect(allows(serviceHosts('youtube', 'frame-src'), embedUrl(youtube, { autoplay: true }))).toBe(true);
    expect(allows(serviceHosts('vimeo', 'frame-src'), embedUrl(vimeo, { autoplay: true }))).toBe(true);
    expect(allows(serviceHosts('google-analytics', 'script-src'), googleTagUrl('G-TEST123'))).toBe(true);
  });
});

describe('what the policies say about flow counting', () => {
  const privacy = pages['privacy-policy'].join('\n');
  const cookies = pages['cookie-policy'].join('\n');

  it('the privacy policy names every flow that is counted, and only with analytics consent', () => {
    const heading = pages['privacy-policy'].indexOf('Flow counts (only with your consent).');
    expect(heading).toBeGreaterThan(-1);
    // The sentence after it lists the flows.
    const statement = pages['privacy-policy'][heading + 1];
    expect(statement).toMatch(/^If you allow analytics/);
    for (const machine of countedMachines) expect(statement, machine.id).toContain(machine.what);
    expect(privacy).toContain('from the daily flow counts, only if you allow analytics');
  });

  it('the cookie policy says how often counts are sent and how long they are kept, and that nothing is counted without consent', () => {
    expect(cookies).toContain(`at most every ${FLOW_SEND_EVERY_MS / 1000} seconds and when you leave or hide the page`);
    expect(cookies).toContain(`one count per step per day for ${FLOW_RETENTION_MONTHS} months`);
    expect(cookies).toContain('Without analytics consent nothing is counted or sent');
  });

  it('the retention table has the period the server keeps', () => {
    expect(pages['privacy-policy']).toContain(`${flowCountingCopy.retentionRow} | ${FLOW_RETENTION_MONTHS} months, then deleted`);
  });

  it('the cookie banner’s analytics category says it', () => {
    const analytics = consentCategories.find((c) => c.id === 'analytics')!;
    expect(analytics.description).toContain(flowCountingCopy.consentLine);
  });
});
