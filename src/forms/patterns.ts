/**
 * A practical address pattern: something@domain.tld, no spaces, no empty
 * domain label. The domain's labels cannot contain dots, so the match is
 * linear: a long crafted address cannot make it backtrack (it also runs on
 * the server). (No yup here: code in the entry bundle may import it.)
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
