// Shot list for work showing places (a city at night, coasts and water, landscapes, interiors). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id.

/** @type {any[]} */
export const clips = [
  {
    id: 'work-city-in-motion',
    title: 'City in Motion: the avenue at night',
    alt: 'A city avenue at night between towers with lit windows, white headlight and red tail-light trails streaming along the road, seen from the centre line at street level',
    scene: 'city',
    variant: { seed: 11 },
    seconds: 5,
    animate: { fps: 8, poster: 0.4 },
  },
  {
    id: 'work-coastlines',
    title: 'Coastlines: a glide toward the headland at golden hour',
    alt: 'A low glide over a glittering sea at golden hour toward a cliffed headland with a small white hotel on its crown, sea stacks off the point',
    scene: 'coast',
    variant: { seed: 21 },
    seconds: 5,
    animate: { fps: 8, poster: 0.5 },
  },
];

/** @type {any[]} */
export const stills = [];
