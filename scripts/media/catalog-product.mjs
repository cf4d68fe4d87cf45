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
    animate: { fps: 24, poster: 0.92 },
  },
  {
    // portfolio 1, Night Ritual for Juniper Skin (also the home showcase's advertising slot): one
    // slow take, so 8 fps blended up to 24 reads smoothly
    id: 'work-night-ritual',
    title: 'Night Ritual: the overnight serum spot',
    alt: 'A violet glass bottle of Juniper Skin Night Ritual serum on wet black stone at night, moonlight through blinds across it, a pipette beside it letting a drop of glowing serum fall into a small pool',
    scene: 'ritual',
    variant: {},
    seconds: 5,
    animate: { fps: 8, poster: 0.9 },
  },
  {
    // portfolio 4, Harvest Table for Fennel Co, also the AI Image Design service's film: cut on the
    // beat between the four seasonal kitchen sets of the gallery stills, each shot a move (an orbit, a
    // dolly past the produce, an overhead crane, a rack focus), ending on the retail range
    id: 'service-ai-image-design',
    title: 'Harvest Table: a season of Fennel Co kitchens',
    alt: 'The Fennel Co packs through the seasons, cut between four kitchen sets: the olive oil bottle on oak with a squash and pears as an autumn leaf falls, the granola box on marble as a berry drops into a bowl, the bottle in a flat lay on blue cloth with tomatoes, the mulling spice tin by candlelight seen past an orange, then the four packs of the range in a row on a peach seamless',
    scene: 'harvest',
    variant: { film: true },
    seconds: 6.5,
    animate: { fps: 10, poster: 0.1 },
  },
];

/** @type {any[]} */
export const stills = [
  {
    id: 'portfolio-1',
    alt: 'The Juniper Skin Night Ritual bottle and its printed label on black stone in moonlight, a pipette and a drop of serum beside it',
    from: 'work-night-ritual',
    at: 0.85,
  },
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
    // frame 44 of 144 (t 1.83 s): the same moment the film showed when it was rendered at 12 fps
    at: 0.305,
  },
  {
    id: 'case-tropic-twist-frame-3',
    alt: 'The can on a sand-coloured stone in sunset light, ringed by swirling mango cubes, passion fruit halves and droplets',
    from: 'case-tropic-twist',
    at: 0.65,
  },
  // Harvest Table for Fennel Co (portfolio 4): its card is the film's last frame, the retail range
  {
    id: 'portfolio-4',
    alt: 'The Fennel Co range in a row on a peach seamless: the mulling spice tin, the olive oil bottle, the granola box and the honey jar, each with its printed label',
    from: 'service-ai-image-design',
    at: 1,
  },
  // the AI image design gallery: the Harvest Table sets one at a time, one art direction across the seasons
  {
    id: 'harvest-table-autumn',
    alt: 'A bottle of Fennel Co olive oil with its cream label on an oak table in warm window light, a ribbed orange squash to the left and two pears to the right',
    scene: 'harvest',
    variant: { season: 'autumn' },
  },
  {
    id: 'harvest-table-spring',
    alt: 'A box of Fennel Co oat and hazelnut granola on pale marble in soft morning light, a cream bowl of dark berries beside it and green leaves in front',
    scene: 'harvest',
    variant: { season: 'spring' },
  },
  {
    id: 'harvest-table-summer',
    alt: 'Seen from above on a blue cloth in hard summer sun: a Fennel Co olive oil bottle lying among red tomatoes, green leaves and a cream bowl',
    scene: 'harvest',
    variant: { season: 'summer' },
  },
  {
    id: 'harvest-table-winter',
    alt: 'A dark green Fennel Co mulling spice tin with a rust-coloured label on a wooden table by candlelight, two oranges beside it',
    scene: 'harvest',
    variant: { season: 'winter' },
  },
  {
    id: 'harvest-table-range',
    alt: 'The Fennel Co range in a row on a peach seamless: the spice tin, the olive oil bottle, the granola box and the honey jar, each with its printed label',
    scene: 'harvest',
    variant: { season: 'range' },
  },
];
