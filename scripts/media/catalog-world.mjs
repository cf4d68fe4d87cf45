// Shot list for work showing places (a city at night, coasts and water, landscapes, interiors). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id.

/** @type {any[]} */
export const clips = [
  {
    id: 'work-city-in-motion',
    title: 'City in Motion: the avenue at night',
    alt: 'Looking down a city avenue at night from above the rooftops: towers with lit windows, white headlight and red tail-light trails streaming along the road',
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
    animate: { fps: 6, poster: 0.6 },
  },
  {
    id: 'work-where-water-goes',
    title: 'Where Water Goes: one drop from reservoir to tap',
    alt: 'A flat-colour cross-section of a landscape: a blue water drop with eyes travels through a pipe from the reservoir in the hills toward the treatment works',
    scene: 'watercycle',
    variant: { seed: 7 },
    seconds: 5,
    animate: { fps: 6, poster: 0.3 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    id: 'portfolio-5',
    alt: 'A city avenue at night between towers with lit windows, white headlight and red tail-light trails streaming along the road toward the skyline',
    from: 'work-city-in-motion',
    at: 0.55,
  },
  {
    id: 'portfolio-2',
    alt: 'A cliffed headland at golden hour seen low over the sea, a small white hotel on its crown and sea stacks off the point',
    from: 'work-coastlines',
    at: 0.8,
  },
  {
    id: 'portfolio-7',
    alt: 'A flat-colour cross-section of a town: a blue water drop with eyes rides the pipe under the street toward a house',
    from: 'work-where-water-goes',
    at: 0.6,
  },
];
