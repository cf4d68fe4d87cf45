// Shot list for work showing products, drinks and image design (commercials, the Tropic Twist case, the AI image gallery). Same entry shapes as catalog.mjs;
// an entry here replaces the catalogue entry with the same id.
// Films here are rendered frame by frame (`animate`): the camera really moves and the subjects move;
// a still `{ from, at }` is that film's own frame at `at` (0..1), optionally cropped.

/** @type {any[]} */
export const clips = [
  {
    id: 'case-tropic-twist',
    title: 'Tropic Twist: the launch film',
    alt: 'Mango cubes, passion fruit halves and a stream of juice pour and swirl round a sparkling Tropic Twist can with a printed mango-and-passion-fruit label, in sunset light',
    scene: 'tropic',
    variant: {},
    seconds: 6,
    animate: { fps: 12, poster: 0.92 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    id: 'case-tropic-twist-frame-1',
    alt: 'Close on the Tropic Twist can: the italic wordmark, the mango and passion fruit band and beads of condensation on the printed label',
    from: 'case-tropic-twist',
    at: 0.97,
    crop: [0.5, 0.5, 0.62],
  },
  {
    id: 'case-tropic-twist-frame-2',
    alt: 'A stream of mango juice pours from above and curls round the can while mango cubes and passion fruit halves tumble past',
    from: 'case-tropic-twist',
    at: 0.3,
  },
  {
    id: 'case-tropic-twist-frame-3',
    alt: 'The can on a sand-coloured stone in sunset light, ringed by swirling mango cubes, passion fruit halves and droplets',
    from: 'case-tropic-twist',
    at: 0.65,
  },
];
