// Shot list for work showing characters, presenters and type (the anime opening, avatars, corporate and recruitment films, title cards). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id.

/** @type {any[]} */
export const clips = [];

/** @type {any[]} */
export const stills = [];
