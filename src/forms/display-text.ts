/**
 * What of a visitor's own words we repeat in an email to the address they
 * gave (the greeting's first name, the invite's company). Anyone can type
 * someone else's address, so these places must never carry a link, an
 * address or a slogan: a name that looks like a URL or an email address,
 * holds digits or symbols, or runs longer than DISPLAY_TEXT_MAX characters is
 * not repeated (the greeting says "Hi there,", the invite has its fixed
 * title). (No yup here: plain functions the server and the page share.)
 */
export const DISPLAY_TEXT_MAX = 40;

/** A scheme, "www.", an @, a slash, or a dot between a letter or digit and two or more letters (a domain). */
const URL_LIKE = /:\/\/|www\.|[@/\\]|[\p{L}\p{N}-]\.\p{L}{2,}/iu;
/** Letters (any script) with spaces, apostrophes, hyphens and dots between them. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/** The same plus digits, "&", commas and brackets (3M, AT&T, Brands, Inc.). */
const COMPANY_NAME = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &'’.,()-]*$/u;

const plain = (text: string, shape: RegExp): string => {
  const value = text.trim();
  return value.length <= DISPLAY_TEXT_MAX && shape.test(value) && !URL_LIKE.test(value) ? value : '';
};

/** The first name to greet the visitor with, or '' when the name is not plainly a name. */
export const greetingName = (name: string): string => plain(name, PERSON_NAME).split(/\s+/)[0] ?? '';

/** The company to name in the invite's title, or '' when it is not plainly a company name. */
export const inviteCompany = (company: string): string => plain(company, COMPANY_NAME);
