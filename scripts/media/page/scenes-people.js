// Scenes for work showing characters, presenters and type (the anime opening, avatars, corporate and recruitment films, title cards). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.

export const scenes = {};
