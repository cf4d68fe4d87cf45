// Shot list for the animated and research case studies (Spiral Potato Truck, Cultural Luxury in the Gulf).
// Same entry shapes as catalog.mjs; an entry here replaces the catalogue entry with the same id.
// Both are films rendered frame by frame (animate) whose stills are their own frames.

/** @type {any[]} */
export const clips = [
  {
    // Spiral Potato Truck (case study and /projects card): the short's road, juice line and chase
    id: 'case-spiral-potato-truck',
    title: 'Spiral Potato Truck: the animated short',
    alt: 'A cel-shaded animated short: Spiro, a yellow food truck with a spiral potato on his roof, bounces along a road to the juice factory; inside, Pip the orange leaps off the juice line by the tanks and pipes and bounds away with Spiro chasing him',
    scene: 'juicetruck',
    seconds: 6.6,
    animate: { fps: 10, poster: 0.2 },
  },
];

/** @type {any[]} */
export const stills = [
  // the case study's strip under the film (frames of the film at 10 fps: `at` picks frame round(66 × at))
  {
    id: 'case-spiral-potato-truck-frame-1',
    alt: 'Spiro the food truck side-on on a country road, yellow with a coral cab, a violet stripe and a golden spiral potato turning on his roof',
    from: 'case-spiral-potato-truck',
    at: 0.03,
  },
  {
    id: 'case-spiral-potato-truck-frame-2',
    alt: 'Spiro drives toward the Juice Works factory, a cream hall with a giant orange on its roof and a chimney puffing white clouds',
    from: 'case-spiral-potato-truck',
    at: 0.35,
  },
  {
    id: 'case-spiral-potato-truck-frame-3',
    alt: 'Inside the factory, Pip the orange bounds toward us across the tiles with Spiro close behind, grinning, past the juice tanks and the belt',
    from: 'case-spiral-potato-truck',
    at: 0.79,
  },
  // the showcase: more frames of the same film, captioned on the page
  {
    id: 'case-spiral-potato-truck-still-1',
    alt: 'Pip, an orange with wide cartoon eyes and a leaf, rides the conveyor belt among other oranges in front of the juice tanks',
    from: 'case-spiral-potato-truck',
    at: 0.42,
  },
  {
    id: 'case-spiral-potato-truck-still-2',
    alt: 'Pip leaps off the belt onto the tiled floor, squashed as he lands, with the red press, the hopper and the juice tanks behind',
    from: 'case-spiral-potato-truck',
    at: 0.56,
  },
  {
    id: 'case-spiral-potato-truck-still-3',
    alt: 'Low and close: Pip mid-bounce with Spiro, his windscreen eyes and bumper grin, chasing him along the aisle under the pipes',
    from: 'case-spiral-potato-truck',
    at: 0.94,
  },
];
