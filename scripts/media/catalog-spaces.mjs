// Shot list for the property and workplace services (a development launch visualised before it is built,
// a day in a real job). Same entry shapes as catalog.mjs; an entry here replaces the catalogue entry with the same id.

/** @type {any[]} */
export const clips = [
  {
    id: 'service-real-estate-video',
    title: 'Real estate video: Alder Yard, visualised before it is built',
    alt: 'At dusk the ground-floor plan of a new block of flats is drawn in light on a bare plot; its frame rises in lines, fills in floor by floor with concrete, glass and timber, the flats light up, and the camera comes down to a third-floor balcony looking into a lit living room',
    scene: 'offplan',
    variant: { seed: 41 },
    seconds: 6.5,
    animate: { fps: 24, poster: 0.62 },
  },
  {
    id: 'service-recruitment-video',
    title: 'Recruitment video: the early shift at a bakery',
    alt: 'Walking at eye height through a bakery before dawn: a baker in an apron shapes dough at a floured bench, seen from behind, a rack of loaves passes close, and a second baker slides a loaf into a glowing deck oven on a long peel; a lower third reads "Now hiring: Bread Baker, early shift from 4:30 am"',
    scene: 'bakery',
    variant: { seed: 52 },
    seconds: 6,
    animate: { fps: 24, poster: 0.8 },
  },
];

/** @type {any[]} */
export const stills = [];
