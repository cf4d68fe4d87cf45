// The demo reel's shot list: every clip and still the site shows, the scene and variant it is
// rendered from, its camera drift and atmosphere, and alt text describing what the frame shows.
// Changing an entry here and running `npm run media:demo -- --only <id>` re-renders just that piece.

import * as product from './catalog-product.mjs';
import * as world from './catalog-world.mjs';
import * as people from './catalog-people.mjs';
import * as editorial from './catalog-editorial.mjs';
import * as spaces from './catalog-spaces.mjs';
import * as people2 from './catalog-people2.mjs';
import * as screens from './catalog-screens.mjs';
import * as toon from './catalog-toon.mjs';
import * as brand from './catalog-brand.mjs';

const dust = { count: 28, color: '#ffe2c0', size: 0.0028, glow: 0.22, rise: 1 };

/**
 * fallback: the clip whose renditions stand in (under this id, with that clip's description) until
 * this one is rendered: `npm run media:demo -- --fill` writes such stand-ins so every view has media.
 * @type {{ id: string, title: string, alt: string, scene: string, variant?: object, vertical?: boolean, seconds: number, motion?: object, fallback?: string }[]}
 */
const baseClips = [
  {
    id: 'hero-reel',
    title: 'Lumora Studio reel',
    alt: 'A clear glass sphere, a brass ring and a violet block on a dark plinth, lit warm from the left with a violet rim',
    scene: 'studio',
    variant: { objects: 'sculpture' },
    seconds: 6,
    motion: { pan: [0.022, 0.01], dolly: 0.035, motes: dust },
  },
  {
    id: 'showcase-social',
    fallback: 'hero-reel',
    title: 'Social media: a drink can in a pastel set',
    alt: 'A glossy green drink can standing on a pale plinth among lime and lemon slices, in soft lilac light',
    scene: 'product',
    vertical: true,
    variant: {
      product: 'can',
      backdrop: '#4a3a78',
      plinth: '#d8d4c8',
      rimA: 'violet300',
      rimB: 'amber300',
      wash: 'violet400',
      env: 0.3,
      keyPower: 320,
      rimPower: 380,
      washPower: 90,
      exposure: 0.85,
      bloom: 0.06,
      distance: 15,
      height: 2.6,
      lookY: 1.6,
      focal: 50,
      fogDensity: 0.02,
    },
    seconds: 4,
    motion: { pan: [0.015, 0.012], dolly: 0.04, motes: { count: 18, color: '#ffffff', size: 0.004, glow: 0.18, rise: 1 } },
  },
  {
    id: 'showcase-anime',
    fallback: 'hero-reel',
    title: 'Anime and animation: a cel-shaded valley at dusk',
    alt: 'A cel-shaded valley at dusk: round trees with ink outlines on rolling hills, layered ranges fading into an amber sky',
    scene: 'toon',
    variant: { kind: 'valley', sunDir: [0.9, 0.25, -0.6], camera: [-4, 6, 28], look: [2, 5, -30] },
    seconds: 4,
    motion: { pan: [0.02, 0.006], dolly: 0.02, motes: { count: 30, color: '#ffb070', size: 0.003, glow: 0.6, rise: 1 } },
  },
  {
    id: 'service-brand-films',
    fallback: 'service-real-estate-video',
    title: 'Brand films: a coastline at golden hour',
    alt: 'A rugged coastline at golden hour, ridge after ridge fading into warm haze toward the low sun',
    scene: 'landscape',
    variant: { kind: 'coast', seed: 8, camera: [-30, 30, 60], look: [10, 0, -120] },
    seconds: 4,
    motion: { pan: [0.02, 0.008], dolly: 0.04, parallax: 1.4 },
  },
  {
    id: 'service-recruitment-video',
    fallback: 'service-real-estate-video',
    title: 'Recruitment video: a bright team room',
    alt: 'A bright team room: a long oak table with violet and pale chairs, pendant lamps, and sunlight through tall windows striping the floor',
    scene: 'interior',
    variant: { kind: 'office' },
    seconds: 4,
    motion: { pan: [0.018, 0.006], dolly: 0.03, motes: { ...dust, count: 36, glow: 0.3 } },
  },
  {
    id: 'service-real-estate-video',
    fallback: 'service-recruitment-video',
    title: 'Real-estate video: a living room in late sun',
    alt: 'A calm living room in late sun: a grey sofa, a round rug and low table, a tall plant, long window shadows across the floor',
    scene: 'interior',
    variant: {
      kind: 'living',
      sun: '#ffc27a',
      sunHeight: 9,
      outside: '#ffd7a8',
      camera: [-2.5, 1.6, 7],
      look: [2, 0.8, -2],
      focus: [1.5, 0.6, -1.2],
    },
    seconds: 4,
    motion: { pan: [0.018, 0.006], dolly: 0.035, motes: { ...dust, count: 36, glow: 0.3 } },
  },
  {
    id: 'service-online-content',
    fallback: 'hero-reel',
    title: 'Online content: frosted panels joined by light',
    alt: 'Frosted glass panels floating in a dark studio, joined by thin violet lines of light',
    scene: 'studio',
    variant: { objects: 'panels', rim: 'violet300', backdrop: 'ink850', yaw: 0.25, target: [-0.6, 1.9, 0] },
    seconds: 4,
    motion: { pan: [0.02, 0.012], dolly: 0.03, motes: { ...dust, color: '#b4a8ff' } },
  },
  {
    id: 'service-ai-image-design',
    fallback: 'hero-reel',
    title: 'AI image design: a still life',
    alt: 'A still life: a cream ceramic bowl of glossy fruit forms in amber, violet and green beside a tall violet glass vase',
    scene: 'studio',
    variant: { objects: 'stilllife', key: '#ffe6c8', rim: 'amber300', wash: 'violet600', target: [-0.9, 1.2, 0], yaw: -0.3 },
    seconds: 4,
    motion: { pan: [0.016, 0.008], dolly: 0.035, motes: dust },
  },
  {
    id: 'case-danone-avatars',
    fallback: 'hero-reel',
    title: 'One message, twelve markets',
    alt: 'A glossy globe of light dots ringed by a thin orbit, twelve glowing arcs leaving one bright point toward markets around the world',
    scene: 'globe',
    variant: {},
    seconds: 4,
    motion: { pan: [0.018, 0.008], dolly: 0.03, motes: { ...dust, color: '#b4a8ff' } },
  },
  {
    id: 'case-spiral-potato-truck',
    fallback: 'showcase-anime',
    title: 'Spiral Potato Truck: the animated short',
    alt: 'A cel-shaded yellow food truck with a violet awning and a golden spiral on its roof, parked among round trees on a sunny hill',
    scene: 'toon',
    variant: { kind: 'truck' },
    seconds: 4,
    motion: { pan: [0.02, 0.008], dolly: 0.03 },
  },
  {
    id: 'case-tropic-twist',
    fallback: 'hero-reel',
    title: 'Tropic Twist: the launch film',
    alt: 'A teal drink can on a sand-coloured plinth beside lime and lemon slices, in warm light against a deep green backdrop',
    scene: 'product',
    variant: {
      product: 'can',
      can: '#1fa39a',
      backdrop: '#0f2a2a',
      plinth: '#d8b990',
      rimA: 'yellow300',
      rimB: 'green400',
      wash: '#1fa39a',
      yaw: 0.5,
    },
    seconds: 4,
    motion: { pan: [0.014, 0.006], dolly: 0.04, motes: { count: 40, color: '#e0fff8', size: 0.004, glow: 0.3, rise: 2 } },
  },
  {
    id: 'case-cultural-luxury',
    fallback: 'hero-reel',
    title: 'Cultural luxury: arches and gold',
    alt: 'A curved colonnade of pale stone arches in warm desert light, a polished gold sphere and ring in front of them',
    scene: 'studio',
    variant: {
      objects: 'arches',
      backdrop: '#3a2a20',
      fog: '#1a120c',
      key: '#ffd9a8',
      rim: 'amber300',
      wash: '#b0600b',
      plinth: '#4a3a30',
      target: [-0.6, 1.3, 0],
    },
    seconds: 4,
    motion: { pan: [0.018, 0.008], dolly: 0.035, motes: { ...dust, color: '#ffd9a8' } },
  },
];

/**
 * Stills. `crop` reframes a clip's rendered plate (light state a or b): [centre x, centre y, width],
 * fractions of the plate, so a still is another framing of the same rendered world; `scene` renders
 * a plate of its own.
 * @type {{ id: string, alt: string, from?: string, light?: 'a' | 'b', crop?: number[], scene?: string, variant?: object }[]}
 */
const baseStills = [
  // portfolio (src/content/portfolio.ts ids 1-9)
  {
    id: 'portfolio-2',
    alt: 'Coastal ridges fading into golden haze under a low evening sun',
    from: 'service-brand-films',
    crop: [0.55, 0.45, 0.8],
  },
  {
    id: 'portfolio-3',
    alt: 'Stacks of gold coins rising like a bar chart in front of a frosted violet glass card',
    scene: 'studio',
    variant: { objects: 'coins', yaw: 0.3, target: [-0.3, 1.4, 0], rim: 'violet400' },
  },
  {
    id: 'portfolio-4',
    alt: 'A cream ceramic bowl heaped with glossy fruit forms beside a violet glass vase',
    from: 'service-ai-image-design',
    crop: [0.55, 0.5, 0.7],
  },
  {
    id: 'portfolio-6',
    alt: 'Frosted glass panels floating in the dark, linked by fine violet lines of light',
    from: 'service-online-content',
    light: 'b',
    crop: [0.6, 0.45, 0.7],
  },
  {
    id: 'portfolio-7',
    alt: 'Cel-shaded round trees with ink outlines on rolling green hills under a pale sky',
    from: 'case-spiral-potato-truck',
    crop: [0.35, 0.45, 0.7],
  },
  {
    id: 'portfolio-8',
    alt: 'Daylight through tall windows across a pale wall, a long table with violet and pale chairs below',
    from: 'service-recruitment-video',
    crop: [0.4, 0.4, 0.6],
  },
  {
    id: 'portfolio-9',
    alt: 'A cel-shaded valley at dusk: inked round trees on the hills and layered ridges under an amber sky',
    from: 'showcase-anime',
    light: 'b',
    crop: [0.5, 0.5, 0.8],
  },
  // case-study strips: closer framings of each case study's world
  {
    id: 'case-danone-avatars-frame-1',
    alt: 'Close on the globe: arcs of light leaving one bright point across a field of dots',
    from: 'case-danone-avatars',
    crop: [0.62, 0.4, 0.55],
  },
  {
    id: 'case-danone-avatars-frame-2',
    alt: 'The edge of the dotted globe with amber pins where the arcs land',
    from: 'case-danone-avatars',
    light: 'b',
    crop: [0.72, 0.6, 0.5],
  },
  {
    id: 'case-danone-avatars-frame-3',
    alt: 'The whole globe and its thin orbit ring in the dark',
    from: 'case-danone-avatars',
    light: 'b',
    crop: [0.5, 0.5, 0.92],
  },
  {
    id: 'case-spiral-potato-truck-frame-1',
    alt: 'Close on the cel-shaded food truck and the golden spiral on its roof',
    from: 'case-spiral-potato-truck',
    crop: [0.55, 0.5, 0.55],
  },
  {
    id: 'case-spiral-potato-truck-frame-2',
    alt: 'Round inked trees on a sunny hill behind the truck',
    from: 'case-spiral-potato-truck',
    crop: [0.3, 0.4, 0.6],
  },
  {
    id: 'case-spiral-potato-truck-frame-3',
    alt: 'The truck hatch under its violet awning, in flat cartoon colours',
    from: 'case-spiral-potato-truck',
    light: 'b',
    crop: [0.5, 0.55, 0.45],
  },
  {
    id: 'case-tropic-twist-frame-1',
    alt: 'Close on the teal can, bright highlights along its edge',
    from: 'case-tropic-twist',
    crop: [0.5, 0.45, 0.5],
  },
  {
    id: 'case-tropic-twist-frame-2',
    alt: 'Lime and lemon slices scattered on the sand-coloured plinth',
    from: 'case-tropic-twist',
    light: 'b',
    crop: [0.6, 0.65, 0.5],
  },
  {
    id: 'case-tropic-twist-frame-3',
    alt: 'The teal can on its plinth against a deep green backdrop',
    from: 'case-tropic-twist',
    light: 'b',
    crop: [0.5, 0.5, 0.85],
  },
  {
    id: 'case-cultural-luxury-frame-1',
    alt: 'Close on the polished gold sphere and its ring, stone arches soft behind',
    from: 'case-cultural-luxury',
    crop: [0.55, 0.55, 0.5],
  },
  {
    id: 'case-cultural-luxury-frame-2',
    alt: 'Pale stone arches in warm raking light',
    from: 'case-cultural-luxury',
    light: 'b',
    crop: [0.45, 0.4, 0.55],
  },
  {
    id: 'case-cultural-luxury-frame-3',
    alt: 'The colonnade, the gold sphere and the plinth in warm desert light',
    from: 'case-cultural-luxury',
    light: 'b',
    crop: [0.5, 0.5, 0.9],
  },
  // the animated study's showcase: other shots of the same cel-shaded world
  {
    id: 'case-spiral-potato-truck-still-1',
    alt: 'Spiro the food truck seen low from the side, its golden spiral against a pale sky',
    scene: 'toon',
    variant: { kind: 'truck', camera: [-12, 2.2, 14], look: [2, 3.2, 3], focal: 40 },
  },
  {
    id: 'case-spiral-potato-truck-still-2',
    alt: 'A white pipe winding over green hills to a violet tank on a tower, a blue drop above the line',
    scene: 'toon',
    variant: { kind: 'water' },
  },
  {
    id: 'case-spiral-potato-truck-still-3',
    alt: 'Round inked trees along a valley under a low sun',
    scene: 'toon',
    variant: { kind: 'valley', camera: [-8, 4, 20], look: [4, 5, -30] },
  },
  // the research study's fieldwork: the markets' landscapes
  {
    id: 'case-cultural-luxury-research-field',
    alt: 'Sand dunes rolling toward a low sun in warm haze',
    scene: 'landscape',
    variant: { kind: 'dunes', seed: 7, camera: [0, 12, 60], look: [30, 2, -80], exposure: 0.75 },
  },
  {
    id: 'case-cultural-luxury-research-signals',
    alt: 'A city at night seen from above, its lights in violet haze',
    scene: 'landscape',
    variant: { kind: 'city', seed: 11 },
  },
  // article heroes: catalog-editorial.mjs (each article's own picture, rendered from scenes-editorial.js)
];

/**
 * Each family of work keeps its shot list in its own file (catalog-<family>.mjs, scenes in
 * page/scenes-<family>.js): an entry there replaces the entry with the same id above, or adds one.
 */
const families = [product, world, people, editorial, spaces, people2, screens, toon, brand];
const merged = (base, key) => {
  const byId = new Map(base.map((e) => [e.id, e]));
  for (const family of families) for (const e of family[key] ?? []) byId.set(e.id, e);
  return [...byId.values()];
};

export const clips = merged(baseClips, 'clips');
export const stills = merged(baseStills, 'stills');

export const order = [...clips.map((c) => c.id), ...stills.map((s) => s.id)];
