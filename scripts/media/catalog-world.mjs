// Shot list for work showing places (a city at night, coasts and water, landscapes, interiors). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id.

/** @type {any[]} */
export const clips = [];

/** @type {any[]} */
export const stills = [];
