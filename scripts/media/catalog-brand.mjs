// Shot list for brand films: documentary-style portraits of the people behind a brand (scenes in
// page/scenes-brand.js). Same entry shapes as catalog.mjs; an entry here replaces the catalogue entry
// with the same id. Every film here is rendered frame by frame (animate) and cuts between shots.

/** @type {any[]} */
export const clips = [
  {
    // the Brand Films service: a founder film for a small maker
    id: 'service-brand-films',
    title: 'Slow Fire: a founder film for Saltmarsh Pottery',
    alt: 'A founder film: a tarred timber pottery shed on a salt marsh at first light, seen rising out of the reeds with smoke from its kiln chimney; the potter’s hands raising a pot on the wheel; the founder seen from behind in the open doorway looking out over the marsh; the name Saltmarsh Pottery over a shelf of glazed pots',
    scene: 'pottery',
    variant: { seed: 23 },
    seconds: 6.5,
    animate: { fps: 12, poster: 0.42 },
  },
];

/** @type {any[]} */
export const stills = [];
