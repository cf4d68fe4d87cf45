// Scenes for work showing places (a city at night, coasts and water, landscapes, interiors). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.

export const scenes = {};
