// Shot list for work showing products, drinks and image design (commercials, the Tropic Twist case, the AI image gallery). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id.

/** @type {any[]} */
export const clips = [];

/** @type {any[]} */
export const stills = [];
