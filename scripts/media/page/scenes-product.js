// Scenes for work showing products, drinks and image design (commercials, the Tropic Twist case, the AI image gallery). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.

export const scenes = {};
