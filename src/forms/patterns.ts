/**
 * A practical address pattern: something@domain.tld, no spaces, no empty
 * domain label. Domain labels are letters (any script), digits and hyphens;
 * the part before the @ cannot hold what would turn a mailto: link into
 * more than an address (`?` starting extra headers such as cc, `#`, `%`
 * escapes, quotes and angle brackets). The domain's labels cannot contain
 * dots, so the match is linear: a long crafted address cannot make it
 * backtrack (it also runs on the server). (No yup here: code in the entry
 * bundle may import it.)
 */
export const EMAIL_PATTERN = /^[^\s@?#%<>"\\,;:]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}\p{N}-]{2,}$/u;
