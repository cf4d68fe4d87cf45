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
    animate: { fps: 12, hold: true, poster: 0.2 },
  },
  {
    // Cultural Luxury in the Gulf (case study and /projects card): the research room at dusk
    id: 'case-cultural-luxury',
    title: 'Cultural Luxury in the Gulf: the research room',
    alt: 'A research room at dusk: the camera tracks along a moodboard of Gulf architecture and craft pinned under three positioning themes, crosses a long table of interview transcripts, a positioning map and leather and Sadu swatches, and ends at the window on a Gulf skyline at dusk',
    scene: 'researchroom',
    seconds: 6.4,
    animate: { fps: 8, poster: 0.12 },
  },
];

/** @type {any[]} */
export const stills = [
  // the case study's strip under the film (frames of the film at 12 fps: `at` picks frame round(79 × at))
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
    alt: 'Inside the factory, Pip the orange bounds toward us across the tiles with Spiro grinning close behind him, past the juice tanks and the belt',
    from: 'case-spiral-potato-truck',
    at: 0.697,
  },
  // the showcase: more frames of the same film, captioned on the page
  {
    id: 'case-spiral-potato-truck-still-1',
    alt: 'Pip, an orange with cartoon eyes and a leaf, rides the conveyor belt among the other oranges, glancing toward the press, the juice tanks behind',
    from: 'case-spiral-potato-truck',
    at: 0.455,
    crop: [0.32, 0.5, 0.6],
  },
  {
    id: 'case-spiral-potato-truck-still-2',
    alt: 'Pip leaps off the belt, stretched tall in mid-air, with the red press, its hopper and the juice tanks behind',
    from: 'case-spiral-potato-truck',
    at: 0.56,
  },
  {
    id: 'case-spiral-potato-truck-still-3',
    alt: 'Low and close: Spiro, with windscreen eyes, a bumper grin and the spiral potato on his roof, right behind Pip, squashed mid-bounce',
    from: 'case-spiral-potato-truck',
    at: 0.985,
  },
  // the research study: its hero frame and the strategic approach's two images (frames of the film at 8 fps: round(51 × at))
  {
    id: 'case-cultural-luxury-frame-1',
    alt: 'A moodboard on a linen wall under the heading Quiet confidence: gold embroidery on indigo, colour chips named sand, saffron, oud, indigo and pearl, a dhow at dusk and a tower skyline, with handwritten notes',
    from: 'case-cultural-luxury',
    at: 0.176,
  },
  {
    id: 'case-cultural-luxury-frame-2',
    alt: 'A long oak table in lamplight: a printed positioning map with its white space circled in orange, a sticky note reading local craft, shared values, and leather swatches and a print of a dhow beyond',
    from: 'case-cultural-luxury',
    at: 0.549,
  },
  {
    id: 'case-cultural-luxury-frame-3',
    alt: 'Through the research room’s tall windows, a Gulf skyline at dusk: towers with lit windows against an orange and violet sky, a dome among the low roofs below',
    from: 'case-cultural-luxury',
    at: 0.98,
  },
];
