/** A practical address pattern: something@domain.tld, no spaces. (No yup here: code in the entry bundle may import it.) */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
