// The site's typefaces (public/fonts, served to the render page as /fonts/): loaded once, before any
// scene draws a label, so labels, screens and kinetic type are set in Inter and Instrument Serif
// rather than a fallback. Scenes import the family names from here.
export const SERIF = '"Instrument Serif", Georgia, serif';
export const SANS = 'Inter, "Helvetica Neue", Arial, sans-serif';
await Promise.all(
  [
    ['Instrument Serif', 'instrument-serif.woff2', {}],
    ['Instrument Serif', 'instrument-serif-italic.woff2', { style: 'italic' }],
    ['Inter', 'inter-var.woff2', { weight: '100 900' }],
  ].map(async ([family, file, descriptors]) => {
    const response = await fetch(`/fonts/${file}`);
    if (!response.ok) throw new Error(`font ${file}: ${response.status}`);
    const face = new FontFace(family, await response.arrayBuffer(), descriptors);
    document.fonts.add(await face.load());
  }),
);
