// Scenes for the animated and research case studies (Spiral Potato Truck's cel-shaded short, the Gulf
// brand research). Same builder shape as scenes.js: (stage, variant, { width, height }) =>
// { scene, camera, look, update(t, p) }. Films rendered frame by frame: update(t) picks the shot for time t.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { ParametricGeometry } from 'three/addons/geometries/ParametricGeometry.js';
import { color, rng, makeNoise } from './stage.js';
import { camera35, skyDome, toonRamp, inked, shadowed, addAll, heightfield, fbm, sunLight } from './scenes.js';
import { shotAt, canvasTexture } from './scenes-people.js';
import { v3, lerp, clamp01, ease } from './motion.js';

/** A damped spring's response to a kick at time 0 (0 before it): the overshoot-and-settle of cartoon follow-through. */
const spring = (t, freq = 9, damp = 5) => (t <= 0 ? 0 : Math.exp(-damp * t) * Math.sin(freq * t));

// ---------------------------------------------------------------------------------------------
// Characters of the Spiral Potato Truck short, in flat cel shading with ink outlines.

/**
 * Spiro: the brand's food truck, facing +x, wheels on y = 0. Returns handles: root (place and turn),
 * chassis (bounce, pitch and squash about its base), wheels (spin), potato (the spiral on the roof), eyes.
 */
function spiroTruck({ mat, ink }) {
  const part = (geo, c, w = 0.05) => inked(shadowed(new THREE.Mesh(geo, mat(c))), ink, w);
  const root = new THREE.Group();
  const chassis = new THREE.Group();
  chassis.position.y = 0.75;
  root.add(chassis);
  const body = part(new RoundedBoxGeometry(5.6, 2.9, 2.6, 3, 0.35), '#f7cf4a');
  body.position.set(-0.8, 1.5, 0);
  // a violet band along the box and the serving hatch with its awning, on the kerb side (+z)
  const band = part(new RoundedBoxGeometry(5.64, 0.34, 2.64, 2, 0.12), '#8a6cf0', 0.03);
  band.position.set(-0.8, 0.35, 0);
  const hatch = part(new RoundedBoxGeometry(3.2, 1.2, 0.12, 2, 0.05), '#3a2f4a', 0.03);
  hatch.position.set(-1.1, 1.9, 1.3);
  const awning = part(new RoundedBoxGeometry(3.6, 0.12, 1.1, 2, 0.05), '#ff6b5a', 0.03);
  awning.position.set(-1.1, 2.75, 1.7);
  awning.rotation.x = 0.3;
  const cab = part(new RoundedBoxGeometry(2.1, 2.3, 2.5, 3, 0.45), '#ff7a5c');
  cab.position.set(2.95, 1.1, 0);
  // the windscreen is his face: two big eyes and a bumper grin
  const glass = part(new RoundedBoxGeometry(0.14, 1.0, 2.1, 2, 0.06), '#bfe6ff', 0.025);
  glass.position.set(3.98, 1.65, 0);
  glass.rotation.z = -0.18;
  const eyes = new THREE.Group();
  eyes.position.set(4.08, 1.66, 0);
  eyes.rotation.z = -0.18;
  const pupils = [];
  for (const s of [-1, 1]) {
    const white = part(new THREE.SphereGeometry(0.4, 20, 14), '#ffffff', 0.03);
    white.scale.set(0.35, 1.05, 0.85);
    white.position.set(0, 0, s * 0.5);
    const pupil = new THREE.Mesh(new THREE.SphereGeometry(0.17, 14, 10), mat('#1a1420'));
    pupil.scale.set(0.4, 1.15, 1);
    pupil.position.set(0.12, -0.02, s * 0.5);
    eyes.add(white, pupil);
    pupils.push(pupil);
  }
  const grin = new THREE.Group();
  grin.rotation.y = Math.PI / 2;
  grin.position.set(4.06, 0.86, 0);
  const smile = new THREE.Mesh(
    new THREE.TorusGeometry(0.5, 0.07, 8, 24, Math.PI * 0.8),
    new THREE.MeshBasicMaterial({ color: color(ink) }),
  );
  smile.rotation.z = Math.PI * 1.1;
  grin.add(smile);
  const bumper = part(new RoundedBoxGeometry(0.3, 0.34, 2.7, 2, 0.12), '#e8e4f0', 0.03);
  bumper.position.set(4.05, 0.15, 0);
  for (const s of [-1, 1]) {
    const lamp = new THREE.Mesh(
      new THREE.SphereGeometry(0.2, 12, 8),
      new THREE.MeshBasicMaterial({ color: new THREE.Color(1.4, 1.3, 0.9) }),
    );
    lamp.scale.x = 0.4;
    lamp.position.set(4.04, 0.62, s * 1.0);
    chassis.add(lamp);
  }
  chassis.add(body, band, hatch, awning, cab, glass, eyes, grin, bumper);
  // the spiral potato on the roof: a golden helicoid (a spiral-cut potato fanned on its skewer), inked along its edge
  const potato = new THREE.Group();
  potato.position.set(-1.2, 2.95, 0);
  const turns = 6;
  const height = 2.1;
  const helicoid = new ParametricGeometry(
    (u, w, target) => {
      const a = u * turns * Math.PI * 2;
      const rad = lerp(0.1, 0.62 * (0.75 + 0.25 * Math.sin(u * Math.PI)), w);
      target.set(Math.cos(a) * rad, u * height + w * 0.08, Math.sin(a) * rad);
    },
    160,
    3,
  );
  const potatoMat = new THREE.MeshToonMaterial({ color: color('#f6b43c'), gradientMap: mat.ramp, side: THREE.DoubleSide });
  const slices = shadowed(new THREE.Mesh(helicoid, potatoMat));
  slices.position.y = 0.35;
  const edge = new THREE.CatmullRomCurve3(
    Array.from({ length: 200 }, (_, i) => {
      const u = i / 199;
      const a = u * turns * Math.PI * 2;
      const rad = 0.62 * (0.75 + 0.25 * Math.sin(u * Math.PI));
      return v3(Math.cos(a) * rad, u * height + 0.08 + 0.35, Math.sin(a) * rad);
    }),
  );
  const rim = new THREE.Mesh(new THREE.TubeGeometry(edge, 400, 0.035, 5), new THREE.MeshBasicMaterial({ color: color('#7a3a10') }));
  const skewer = part(new THREE.CylinderGeometry(0.06, 0.06, 3.0, 8), '#e6d2a8', 0.02);
  skewer.position.y = 1.35;
  const stand = part(new THREE.CylinderGeometry(0.35, 0.5, 0.3, 16), '#8a6cf0', 0.03);
  potato.add(slices, rim, skewer, stand);
  chassis.add(potato);
  const wheels = [];
  for (const [x, z] of [
    [-2.3, 1.2],
    [2.6, 1.2],
    [-2.3, -1.2],
    [2.6, -1.2],
  ]) {
    const w = new THREE.Group();
    const tyre = part(new THREE.CylinderGeometry(0.72, 0.72, 0.5, 24), '#1e1c26', 0.04);
    tyre.rotation.x = Math.PI / 2;
    const hub = part(new THREE.CylinderGeometry(0.32, 0.32, 0.54, 12), '#e8e4f0', 0.02);
    hub.rotation.x = Math.PI / 2;
    const spoke = new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.08, 0.56), mat('#8a6cf0'));
    w.add(tyre, hub, spoke);
    w.position.set(x, 0.72, z);
    root.add(w);
    wheels.push(w);
  }
  return { root, chassis, wheels, potato, pupils, eyes };
}

/**
 * Pip: an orange who would rather not be juiced. The peel (dimpled, with its navel) rolls; his face and
 * leaf stay upright, as a cartoon's do. Returns handles: root (place), squash (scale about the base), peel (roll), face.
 */
function pipOrange({ mat, ink, radius = 0.62 }) {
  const root = new THREE.Group();
  const squash = new THREE.Group();
  root.add(squash);
  const peelTex = canvasTexture(256, 128, (ctx, w, h) => {
    ctx.fillStyle = '#ff8c1a';
    ctx.fillRect(0, 0, w, h);
    const r = rng(31);
    for (let i = 0; i < 420; i++) {
      ctx.fillStyle = r() < 0.5 ? 'rgba(200,80,0,0.35)' : 'rgba(255,190,90,0.35)';
      ctx.beginPath();
      ctx.arc(r() * w, r() * h, 1 + r() * 1.6, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = 'rgba(160,70,0,0.8)';
    ctx.beginPath();
    ctx.arc(w * 0.25, h * 0.5, 6, 0, Math.PI * 2);
    ctx.fill();
  }).tex;
  const peel = inked(
    shadowed(new THREE.Mesh(new THREE.SphereGeometry(radius, 32, 20), new THREE.MeshToonMaterial({ map: peelTex, gradientMap: mat.ramp }))),
    ink,
    0.035,
  );
  peel.position.y = radius;
  squash.add(peel);
  const face = new THREE.Group();
  face.position.y = radius;
  squash.add(face);
  const pupils = [];
  const whites = [];
  for (const s of [-1, 1]) {
    const white = inked(new THREE.Mesh(new THREE.SphereGeometry(0.17, 16, 12), mat('#ffffff')), ink, 0.02);
    white.scale.set(0.8, 1.25, 0.5);
    white.position.set(s * 0.18, 0.12, radius * 0.93);
    const pupil = new THREE.Mesh(new THREE.SphereGeometry(0.08, 12, 8), mat('#1a1420'));
    pupil.scale.set(1, 1.2, 0.5);
    pupil.position.set(s * 0.18, 0.1, radius * 0.93 + 0.08);
    face.add(white, pupil);
    pupils.push(pupil);
    whites.push(white);
  }
  const brows = [];
  for (const s of [-1, 1]) {
    const brow = new THREE.Mesh(new THREE.CapsuleGeometry(0.025, 0.14, 4, 8), new THREE.MeshBasicMaterial({ color: color(ink) }));
    brow.rotation.z = Math.PI / 2 + s * 0.35;
    brow.position.set(s * 0.2, 0.38, radius * 0.86);
    face.add(brow);
    brows.push(brow);
  }
  const mouth = new THREE.Mesh(new THREE.TorusGeometry(0.09, 0.022, 6, 14, Math.PI), new THREE.MeshBasicMaterial({ color: color(ink) }));
  mouth.position.set(0, -0.14, radius * 0.95);
  mouth.rotation.z = 0; // an arc opening downward: worried
  face.add(mouth);
  const leaf = inked(new THREE.Mesh(new THREE.SphereGeometry(0.2, 12, 8), mat('#3aa84a')), ink, 0.02);
  leaf.scale.set(1.3, 0.25, 0.6);
  leaf.position.set(0.16, radius + 0.05, 0);
  leaf.rotation.z = 0.4;
  const stem = new THREE.Mesh(new THREE.CylinderGeometry(0.035, 0.035, 0.14, 6), mat('#4a6a2a'));
  stem.position.y = radius + 0.02;
  face.add(leaf, stem);
  face.position.y = radius;
  leaf.position.y = radius * 0.98;
  stem.position.y = radius * 0.98;
  return { root, squash, peel, face, pupils, whites, brows, radius };
}

/**
 * A hop for squash and stretch: height above ground and the squash amount (> 0 flattened, < 0 stretched)
 * of a bouncing body at time t, with hops of the given durations and heights.
 */
function bounce(t, hops) {
  let start = 0;
  for (const [dur, h] of hops) {
    if (t < start + dur) {
      const u = (t - start) / dur;
      const y = 4 * h * u * (1 - u);
      // stretched while it flies fast (near take-off and landing), squashed at contact
      const contact = Math.max(0, 1 - Math.min(u, 1 - u) / 0.08);
      const speed = Math.abs(1 - 2 * u);
      return { y, squash: contact * 0.28 * Math.min(1, h * 1.5) - (1 - contact) * speed * 0.18 * Math.min(1, h * 1.5) };
    }
    start += dur;
  }
  return { y: 0, squash: 0 };
}
/** Squash about the base, keeping the volume. */
const squashScale = (obj, s) => obj.scale.set(1 + s * 0.6, 1 - s, 1 + s * 0.6);

// ---------------------------------------------------------------------------------------------
// juicetruck: the Spiral Potato Truck short. Three shots cut together:
// 1. the road at morning: Spiro bounces along toward the juice factory, hits a bump and lands (tracking shot);
// 2. inside, the juice line: oranges ride the belt to the press; Pip sees the press, jumps the belt and lands
//    on the tiles (dolly along the line);
// 3. the chase past the tanks and crates: Pip bounds toward us, Spiro barrels after him (low tracking shot, backing away).
function juicetruck(stage, variant, { width, height }) {
  const v = { seed: 21, ...variant };
  const ink = '#1a1630';
  const ramp = toonRamp([95, 175, 255]);
  const mat = (c) => new THREE.MeshToonMaterial({ color: color(c), gradientMap: ramp });
  mat.ramp = ramp;
  const part = (geo, c, w = 0.05) => inked(new THREE.Mesh(geo, mat(c)), ink, w);
  const scene = new THREE.Scene();
  const camera = camera35(width, height, 28);
  camera.far = 800;
  camera.updateProjectionMatrix();
  const noise = makeNoise(v.seed);
  const r = rng(v.seed);

  // ---- shot 1: the road to the factory, morning
  const outside = new THREE.Group();
  scene.add(outside);
  outside.add(skyDome({ zenith: '#4f8fe0', horizon: '#ffe4c4', ground: '#9ad07a', sun: '#fff0c8', sunDir: v3(-0.5, 0.3, 1), glow: 0.5 }));
  ['#8fb4e8', '#9cc6e6', '#7cc08a', '#5fae6a'].forEach((c, layer) => {
    const geo = heightfield(
      520,
      90,
      (x, z) => Math.max(0, fbm(noise, x * 0.01 + layer * 3, z * 0.01, 3) * (26 - layer * 4) + 10 - layer * 2),
      (col) => col.set(c).convertSRGBToLinear(),
    );
    const range = new THREE.Mesh(geo, new THREE.MeshToonMaterial({ vertexColors: true, gradientMap: ramp }));
    range.position.set(40, -6, -230 + layer * 45);
    range.scale.set(1, 1, 0.18);
    outside.add(range);
  });
  const groundH = (x, z) => fbm(noise, x * 0.03, z * 0.03, 3) * 2.5 * clamp01((Math.abs(z) - 7) / 14);
  const ground = new THREE.Mesh(
    heightfield(260, 110, groundH, (col, y, ny, x, z) =>
      col
        .set('#79c35e')
        .lerp(color('#a6d86a'), clamp01(0.5 + fbm(noise, x * 0.08, z * 0.08, 2)))
        .convertSRGBToLinear(),
    ),
    new THREE.MeshToonMaterial({ vertexColors: true, gradientMap: ramp }),
  );
  ground.position.x = 40;
  ground.receiveShadow = true;
  outside.add(ground);
  const roadTex = canvasTexture(512, 64, (ctx, w, h) => {
    ctx.fillStyle = '#6a6488';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#fff4d8';
    for (let x = 0; x < w; x += 128) ctx.fillRect(x + 20, h / 2 - 3, 70, 6);
    ctx.fillStyle = '#4a4466';
    ctx.fillRect(0, 0, w, 4);
    ctx.fillRect(0, h - 4, w, 4);
  }).tex;
  roadTex.wrapS = THREE.RepeatWrapping;
  roadTex.repeat.set(30, 1);
  const road = new THREE.Mesh(new THREE.PlaneGeometry(240, 7), new THREE.MeshToonMaterial({ map: roadTex, gradientMap: ramp }));
  road.rotation.x = -Math.PI / 2;
  road.position.set(40, 0.03, 0);
  road.receiveShadow = true;
  outside.add(road);
  // the bump Spiro hits
  const bump = part(new THREE.CapsuleGeometry(0.22, 6.4, 4, 10), '#ffd24a', 0.03);
  bump.rotation.x = Math.PI / 2;
  bump.position.set(12, 0.02, 0);
  bump.scale.set(1, 1, 0.6);
  outside.add(bump);
  // round trees and fence posts along the far verge
  const tree = (x, z, s, shadow) => {
    const g = new THREE.Group();
    const trunk = part(new THREE.CylinderGeometry(0.16 * s, 0.26 * s, 2.6 * s, 8), '#6a4a4a', 0.04);
    trunk.position.y = 1.3 * s;
    g.add(trunk);
    for (let k = 0; k < 2; k++) {
      const crown = part(new THREE.IcosahedronGeometry((1.5 - k * 0.35) * s, 3), k ? '#4aa85a' : '#3a9a52', 0.06);
      crown.position.set((r() - 0.5) * 0.6 * s, (3 + k * 1.1) * s, (r() - 0.5) * 0.6 * s);
      if (shadow) crown.castShadow = true;
      g.add(crown);
    }
    g.position.set(x, groundH(x, z) - 0.2, z);
    outside.add(g);
  };
  for (let i = 0; i < 16; i++) tree(-30 + i * 5.2 + r() * 2, -9 - r() * 4, 0.9 + r() * 0.5, true);
  for (let i = 0; i < 18; i++) tree(-40 + r() * 160, -22 - r() * 40, 1 + r() * 0.8, false);
  for (let i = 0; i < 5; i++) tree(-16 + i * 11 + r() * 3, 24 + r() * 3, 1.1 + r() * 0.4, false);
  // the factory: a cream hall with a saw-tooth roof, a chimney puffing, a giant orange and its name
  const factory = new THREE.Group();
  factory.position.set(54, 0, -16);
  outside.add(factory);
  const hall = part(new RoundedBoxGeometry(26, 9, 14, 2, 0.3), '#f6ead0', 0.07);
  hall.position.y = 4.5;
  const plinthBand = part(new RoundedBoxGeometry(26.2, 1.2, 14.2, 2, 0.2), '#ff8c3a', 0.05);
  plinthBand.position.y = 0.6;
  factory.add(hall, plinthBand);
  for (let k = 0; k < 4; k++) {
    const tooth = part(new THREE.CylinderGeometry(0.01, 3.4, 3, 3), k % 2 ? '#8a6cf0' : '#7a5ce0', 0.05);
    tooth.rotation.set(Math.PI / 2, 0, Math.PI / 2);
    tooth.scale.set(1, 4, 1);
    tooth.position.set(-9 + k * 6, 10, 0);
    factory.add(tooth);
  }
  const chimney = part(new THREE.CylinderGeometry(0.9, 1.1, 9, 16), '#ff6b5a', 0.05);
  chimney.position.set(9, 13, -3);
  factory.add(chimney);
  const puffs = Array.from({ length: 6 }, (_, k) => {
    const puff = part(new THREE.IcosahedronGeometry(1, 2), '#ffffff', 0.06);
    factory.add(puff);
    return { puff, k };
  });
  const dock = part(new RoundedBoxGeometry(7, 6, 0.4, 2, 0.15), '#3a2f4a', 0.05);
  dock.position.set(-4, 3.2, 7.05);
  const dockFrame = part(new RoundedBoxGeometry(7.8, 0.5, 0.6, 2, 0.2), '#8a6cf0', 0.04);
  dockFrame.position.set(-4, 6.4, 7.1);
  factory.add(dock, dockFrame);
  const sign = canvasTexture(1024, 256, (ctx, w, h) => {
    ctx.fillStyle = '#fff7e6';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#ff7a1a';
    ctx.font = '800 118px Inter';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('JUICE WORKS', w / 2, h * 0.55);
    ctx.strokeStyle = '#1a1630';
    ctx.lineWidth = 12;
    ctx.strokeRect(6, 6, w - 12, h - 12);
  });
  const board = new THREE.Mesh(new THREE.PlaneGeometry(11, 2.75), new THREE.MeshToonMaterial({ map: sign.tex, gradientMap: ramp }));
  board.position.set(5, 7, 7.08);
  factory.add(board);
  const bigOrange = pipOrange({ mat, ink, radius: 2.4 });
  bigOrange.face.visible = false;
  const leafBig = part(new THREE.SphereGeometry(0.8, 12, 8), '#3aa84a', 0.04);
  leafBig.scale.set(1.4, 0.3, 0.6);
  leafBig.position.set(0.8, 4.9, 0);
  leafBig.rotation.z = 0.4;
  bigOrange.root.add(leafBig);
  bigOrange.root.position.set(-4, 9, 2);
  factory.add(bigOrange.root);

  const truck = spiroTruck({ mat, ink });
  outside.add(truck.root);
  const sun = sunLight('#fff0d0', 2.7, v3(40, 60, 50), 26);
  outside.add(sun, sun.target, new THREE.HemisphereLight(color('#bfe0ff'), color('#7ac35e'), 1.25));

  // ---- shots 2 and 3: inside the factory, the juice line
  const inside = new THREE.Group();
  inside.position.set(0, 0, 600);
  scene.add(inside);
  const floorTex = canvasTexture(256, 256, (ctx, w, h) => {
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) {
        ctx.fillStyle = (x + y) % 2 ? '#f3ead8' : '#9fd6cf';
        ctx.fillRect((x * w) / 4, (y * h) / 4, w / 4, h / 4);
      }
  }).tex;
  floorTex.wrapS = floorTex.wrapT = THREE.RepeatWrapping;
  floorTex.repeat.set(20, 10);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(120, 60), new THREE.MeshToonMaterial({ map: floorTex, gradientMap: ramp }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(8, 0, 0);
  floor.receiveShadow = true;
  inside.add(floor);
  const wallTex = canvasTexture(512, 256, (ctx, w, h) => {
    ctx.fillStyle = '#2f8f8a';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#3aa39c';
    for (let y = 0; y < h; y += 16) for (let x = (y / 16) % 2 ? 0 : 16; x < w; x += 32) ctx.fillRect(x + 1, y + 1, 30, 14);
    // high windows, the morning sun behind them
    ctx.fillStyle = '#fff4d0';
    for (let x = 24; x < w; x += 128) ctx.fillRect(x, 20, 80, 70);
    ctx.fillStyle = '#2f8f8a';
    for (let x = 24; x < w; x += 128) ctx.fillRect(x + 38, 20, 4, 70);
  }).tex;
  wallTex.wrapS = THREE.RepeatWrapping;
  wallTex.repeat.set(4, 1);
  const wall = new THREE.Mesh(new THREE.PlaneGeometry(120, 24), new THREE.MeshToonMaterial({ map: wallTex, gradientMap: ramp }));
  wall.position.set(8, 12, -13);
  inside.add(wall);
  const sideWall = wall.clone();
  sideWall.rotation.y = Math.PI / 2;
  sideWall.position.set(-30, 12, 0);
  inside.add(sideWall);
  // the belt: a frame on legs, a belt whose slats scroll, rollers at each end
  const beltLen = 30;
  const beltTex = canvasTexture(256, 32, (ctx, w, h) => {
    ctx.fillStyle = '#4a4466';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#5e5880';
    for (let x = 0; x < w; x += 32) ctx.fillRect(x, 0, 22, h);
  }).tex;
  beltTex.wrapS = THREE.RepeatWrapping;
  beltTex.repeat.set(beltLen / 2, 1);
  const beltTop = new THREE.Mesh(new THREE.PlaneGeometry(beltLen, 2), new THREE.MeshToonMaterial({ map: beltTex, gradientMap: ramp }));
  beltTop.rotation.x = -Math.PI / 2;
  beltTop.position.set(-5, 1.62, 0);
  beltTop.receiveShadow = true;
  const frame = part(new RoundedBoxGeometry(beltLen + 0.6, 0.5, 2.5, 2, 0.2), '#e8e4f0', 0.05);
  frame.position.set(-5, 1.35, 0);
  inside.add(beltTop, frame);
  for (let x = -19; x <= 9; x += 4) {
    for (const z of [-1, 1]) {
      const leg = part(new THREE.CylinderGeometry(0.12, 0.12, 1.2, 8), '#8a88a0', 0.03);
      leg.position.set(x, 0.6, z);
      inside.add(leg);
    }
  }
  for (const z of [-1.22, 1.22]) {
    const rail = part(new RoundedBoxGeometry(beltLen, 0.35, 0.12, 2, 0.05), '#ff8c3a', 0.03);
    rail.position.set(-5, 1.82, z);
    inside.add(rail);
  }
  // oranges riding the belt
  const orangeMat = mat('#ff8c1a');
  const riders = Array.from({ length: 16 }, (_, k) => {
    const o = inked(shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.5, 20, 14), orangeMat)), ink, 0.035);
    inside.add(o);
    return { o, x0: -20 + k * 1.9 + (r() - 0.5) * 0.5, z: (r() - 0.5) * 0.9 };
  });
  // the press at the end of the line: a squat machine with a hopper, a dial and a spout
  const press = new THREE.Group();
  press.position.set(12.5, 0, 0);
  inside.add(press);
  const pressBody = part(new RoundedBoxGeometry(5, 4.6, 4, 3, 0.4), '#ff6b5a', 0.06);
  pressBody.position.y = 2.3;
  const hopper = part(new THREE.CylinderGeometry(2.2, 1, 1.8, 20, 1, true), '#e8e4f0', 0.05);
  hopper.position.set(-0.5, 5.5, 0);
  const dial = part(new THREE.CylinderGeometry(0.7, 0.7, 0.2, 24), '#fff4d8', 0.04);
  dial.rotation.x = Math.PI / 2;
  dial.position.set(0.6, 3.2, 2.05);
  const needle = new THREE.Mesh(new THREE.BoxGeometry(0.08, 0.6, 0.05), new THREE.MeshBasicMaterial({ color: color(ink) }));
  needle.position.set(0.6, 3.2, 2.18);
  const piston = part(new THREE.CylinderGeometry(0.5, 0.5, 2, 16), '#b8b4cc', 0.04);
  piston.position.set(-0.5, 7, 0);
  press.add(pressBody, hopper, dial, needle, piston);
  // tanks behind the line, each with a window showing its juice
  const tanks = [];
  for (let k = 0; k < 4; k++) {
    const g = new THREE.Group();
    g.position.set(-14 + k * 7.5, 0, -7.5);
    const shell = part(new THREE.CylinderGeometry(2.5, 2.5, 8, 28), '#dfe3ec', 0.07);
    shell.position.y = 4.8;
    const dome = part(new THREE.SphereGeometry(2.5, 28, 10, 0, Math.PI * 2, 0, Math.PI / 2), '#dfe3ec', 0.07);
    dome.position.y = 8.8;
    const windowGlass = part(new RoundedBoxGeometry(0.9, 6, 0.3, 2, 0.12), '#fff2d6', 0.03);
    windowGlass.position.set(0, 4.8, 2.45);
    const juice = new THREE.Mesh(new RoundedBoxGeometry(0.7, 1, 0.34, 2, 0.1), new THREE.MeshBasicMaterial({ color: color('#ff9a1a') }));
    juice.position.set(0, 2, 2.46);
    const level = 0.45 + 0.13 * k;
    juice.scale.y = 5.8 * level;
    juice.position.y = 1.9 + (5.8 * level) / 2;
    for (const y of [1.2, 8.4]) {
      const hoop = part(new THREE.TorusGeometry(2.52, 0.12, 8, 32), '#8a6cf0', 0.02);
      hoop.rotation.x = Math.PI / 2;
      hoop.position.y = y;
      g.add(hoop);
    }
    for (const [lx, lz] of [
      [-1.6, 1.6],
      [1.6, 1.6],
      [-1.6, -1.6],
      [1.6, -1.6],
    ]) {
      const leg = part(new THREE.CylinderGeometry(0.18, 0.18, 1, 8), '#8a88a0', 0.03);
      leg.position.set(lx, 0.5, lz);
      g.add(leg);
    }
    g.add(shell, dome, windowGlass, juice);
    inside.add(g);
    tanks.push(g);
  }
  // pipes: from the press up over the line and down into each tank; a header along the ceiling
  const pipe = (points, c, radius = 0.35) => {
    const curve = new THREE.CatmullRomCurve3(
      points.map((p) => v3(...p)),
      false,
      'catmullrom',
      0.1,
    );
    inside.add(part(new THREE.TubeGeometry(curve, 80, radius, 10), c, 0.04));
  };
  pipe(
    [
      [14, 5, -1],
      [14, 10.5, -2],
      [12, 11, -4],
      [-20, 11, -4],
    ],
    '#ff8c3a',
    0.45,
  );
  for (let k = 0; k < 4; k++)
    pipe(
      [
        [-14 + k * 7.5, 11, -4],
        [-14 + k * 7.5, 10.6, -6.5],
        [-14 + k * 7.5, 9.4, -7.5],
      ],
      '#ff8c3a',
      0.3,
    );
  pipe(
    [
      [-30, 13.5, -10],
      [40, 13.5, -10],
    ],
    '#8a6cf0',
    0.5,
  );
  pipe(
    [
      [-30, 12.2, -11],
      [40, 12.2, -11],
    ],
    '#3aa39c',
    0.3,
  );
  // crates of oranges stacked across the aisle
  const crates = [];
  for (let k = 0; k < 6; k++) {
    const g = new THREE.Group();
    const crate = part(new RoundedBoxGeometry(2.4, 1.2, 1.8, 2, 0.1), '#d89a5a', 0.04);
    crate.position.y = 0.6;
    g.add(crate);
    for (let m = 0; m < 6; m++) {
      const o = inked(new THREE.Mesh(new THREE.SphereGeometry(0.4, 14, 10), orangeMat), ink, 0.03);
      o.position.set(-0.75 + (m % 3) * 0.75, 1.3, -0.4 + Math.floor(m / 3) * 0.8);
      g.add(o);
    }
    g.position.set(-12 + k * 6 + (k % 2) * 1.2, 0, 11.5 + (k % 3) * 0.7);
    g.rotation.y = (r() - 0.5) * 0.3;
    inside.add(g);
    crates.push(g);
    if (k % 2 === 0) {
      const top = g.clone();
      top.position.y = 1.2;
      top.rotation.y = 0.2;
      top.position.x = 0.3;
      g.add(top);
    }
  }
  const pip = pipOrange({ mat, ink, radius: 0.55 });
  inside.add(pip.root);
  const chaser = spiroTruck({ mat, ink });
  inside.add(chaser.root);
  const shopSun = sunLight('#fff0d0', 2.2, v3(6, 30, 22), 30);
  shopSun.position.add(inside.position);
  shopSun.target.position.copy(inside.position);
  addAll(scene, shopSun);
  inside.add(new THREE.HemisphereLight(color('#e8fff8'), color('#f3ead8'), 1.4));

  const cuts = [{ until: 2.4 }, { until: 4.5 }, { until: 6.6 }];
  const inX = inside.position.x;
  const inZ = inside.position.z;
  // Pip's path in shots 2 and 3 (inside coordinates)
  const pipJump = { t0: 0.95, t1: 1.45 };
  return {
    scene,
    camera,
    depthRange: [0.5, 400],
    look: {
      exposure: 1.02,
      dof: { aperture: 0.0003, maxblur: 0.004 },
      bloom: { strength: 0.22, radius: 0.5, threshold: 1.1 },
      lift: [0.02, 0.012, 0.035],
      gain: [1.04, 1.0, 0.95],
      vignette: 0.32,
      grain: 0.02,
    },
    update(t) {
      const { i, u, lt } = shotAt(t, cuts);
      outside.visible = i === 0;
      inside.visible = i > 0;
      shopSun.visible = i > 0;
      sun.visible = i === 0;
      if (i === 0) {
        scene.fog = new THREE.Fog(color('#ffe6c8'), 70, 320);
        // Spiro drives +x: the suspension bobs, the bump launches him, he lands squashed and springs back
        const x = -16 + 21 * lt;
        const hopT = lt - 1.0;
        const hop = hopT > 0 && hopT < 0.55 ? bounce(hopT, [[0.55, 1.3]]) : { y: 0, squash: 0 };
        const land = spring(lt - 1.55, 14, 4.5) * 0.12 + spring(lt - 0.97, 16, 7) * -0.08;
        truck.root.position.set(x, 0, 0.6);
        truck.chassis.position.y = 0.75 + hop.y + Math.sin(lt * 19) * 0.05;
        squashScale(truck.chassis, hop.squash + land + Math.sin(lt * 19 + 1) * 0.015);
        truck.chassis.rotation.z = hopT > 0 && hopT < 0.55 ? Math.sin((hopT / 0.55) * Math.PI) * 0.1 : spring(lt - 1.55, 10, 4) * -0.05;
        for (const wl of truck.wheels) {
          wl.rotation.z = -x / 0.72;
          wl.position.y = 0.72 + hop.y * 0.85;
        }
        truck.potato.rotation.y = lt * 2.2;
        truck.potato.rotation.z = spring(lt - 1.55, 12, 3.5) * 0.35 + Math.sin(lt * 19) * 0.02;
        for (const { puff, k } of puffs) {
          const a = (lt * 0.35 + k / 6) % 1;
          puff.position.set(9 + a * 6, 18 + a * 8, -3);
          puff.scale.setScalar(0.6 + a * 1.8);
        }
        sun.position.set(x - 30, 60, 60);
        sun.target.position.set(x + 4, 0, 0);
        // the camera tracks alongside, low, then swings ahead so the factory he is heading for fills the frame
        const e = ease(u);
        camera.setFocalLength(lerp(24, 28, e));
        camera.position.set(x + lerp(3, -7, e), lerp(1.7, 3.2, e), lerp(11, 15, e));
        camera.lookAt(x + lerp(1, 9, e), lerp(2.2, 4.5, e), lerp(0, -7, e));
        return camera.position.distanceTo(truck.root.position);
      }
      scene.fog = new THREE.Fog(color('#cfeee8'), 40, 160);
      // the belt runs all the time
      const beltSpeed = 2.6;
      beltTex.offset.x = -t * beltSpeed * 0.5;
      for (const { o, x0, z } of riders) {
        let x = x0 + t * beltSpeed;
        x = -20 + ((x + 20) % 31);
        const into = clamp01((x - 9.5) / 1.5);
        o.position.set(x, 2.12 - into * 0.3, z);
        o.rotation.z = -x / 0.5;
        o.visible = x < 11;
      }
      piston.position.y = 7 - Math.abs(Math.sin(t * 5)) * 0.9;
      needle.rotation.z = Math.sin(t * 3) * 0.8;
      if (i === 1) {
        // Pip rides the belt, sees the press, winds up, leaps off toward us and lands on the tiles
        const bx = -7 + lt * beltSpeed;
        pip.peel.rotation.set(0, 0, 0);
        let px = bx;
        let py = 1.62;
        let pz = 0.2;
        let sq = 0;
        const look = clamp01((lt - 0.35) / 0.15);
        const windup = clamp01((lt - 0.7) / 0.25);
        if (lt < pipJump.t0) {
          sq = ease(windup) * 0.3 + spring(lt - 0.4, 20, 8) * -0.15;
          pip.peel.rotation.z = -bx / 0.55;
        } else if (lt < pipJump.t1) {
          const k = (lt - pipJump.t0) / (pipJump.t1 - pipJump.t0);
          px = -7 + pipJump.t0 * beltSpeed + k * 3.2;
          pz = lerp(0.2, 4.2, k);
          py = lerp(1.62, 0, k) + 4 * 3 * k * (1 - k);
          sq = -0.3 * (1 - Math.abs(2 * k - 1)) - 0.15;
          pip.peel.rotation.x = k * 5;
        } else {
          const k = lt - pipJump.t1;
          px = -7 + pipJump.t0 * beltSpeed + 3.2 + k * 5;
          pz = 4.2 + k * 1.6;
          const b = bounce(k, [
            [0.35, 0.9],
            [0.28, 0.4],
          ]);
          py = b.y;
          sq = b.squash + (k < 0.06 ? 0.35 * (1 - k / 0.06) : 0);
          pip.peel.rotation.x = 5;
          pip.peel.rotation.z = -k * 9;
        }
        pip.root.position.set(px, py, pz);
        squashScale(pip.squash, sq);
        pip.face.rotation.y = lerp(0.9, lt < pipJump.t0 ? 0.9 : 0.4, look) * (lt < 0.35 ? 0.3 : 1);
        const wide = 1 + look * 0.35;
        for (const w of pip.whites) w.scale.set(0.8 * wide, 1.25 * wide, 0.5);
        for (const p of pip.pupils) p.scale.setScalar(look > 0 ? 0.8 : 1);
        pip.brows.forEach((b, k) => (b.position.y = 0.38 + look * 0.1 + (k ? 0 : 0.02)));
        chaser.root.visible = false;
        // a dolly along the line that follows him, rising a little
        const cx = lerp(-9, -1, ease(u));
        camera.setFocalLength(26);
        camera.position.set(inX + cx, lerp(3.6, 3.0, u), inZ + 10.5);
        camera.lookAt(inX + lerp(-3, 4, ease(u)), lerp(3.4, 2.4, u), inZ - 1);
        return camera.position.distanceTo(v3(inX + px, py, inZ + pz));
      }
      // shot 3: the chase along the aisle between the line and the crates, toward us
      chaser.root.visible = true;
      const px = -2 + lt * 6.2;
      const b = bounce(lt, [
        [0.4, 1.0],
        [0.4, 1.0],
        [0.4, 1.1],
        [0.45, 1.3],
        [0.5, 1.0],
      ]);
      pip.root.position.set(px, b.y, 5.2 + Math.sin(lt * 3) * 0.3);
      squashScale(pip.squash, b.squash * 1.3);
      pip.peel.rotation.set(0, 0, -px / 0.55);
      pip.face.rotation.y = Math.PI / 2 - 0.5 + Math.sin(lt * 4) * 0.25;
      for (const w of pip.whites) w.scale.set(1.05, 1.6, 0.5);
      // Spiro, closing in, bouncing on his springs
      const sx = px - lerp(11, 6.5, ease(u));
      chaser.root.position.set(sx, 0, 5.4);
      const sb = bounce(lt + 0.15, [
        [0.5, 0.35],
        [0.5, 0.45],
        [0.5, 0.35],
        [0.6, 0.5],
      ]);
      chaser.chassis.position.y = 0.75 + sb.y;
      squashScale(chaser.chassis, sb.squash * 0.6);
      chaser.chassis.rotation.z = -0.06 + Math.sin(lt * 8) * 0.03;
      for (const wl of chaser.wheels) wl.rotation.z = -sx / 0.72;
      chaser.potato.rotation.y = lt * 4;
      chaser.potato.rotation.z = Math.sin(lt * 9) * 0.12;
      // camera ahead of them, low, backing away along the aisle and looking back
      camera.setFocalLength(lerp(27, 31, u));
      const camX = px + lerp(7.5, 6, u);
      camera.position.set(inX + camX, lerp(1.2, 1.6, u), inZ + lerp(7.8, 7.2, u));
      camera.lookAt(inX + px - 4, 1.9, inZ + 4.2);
      return camera.position.distanceTo(v3(inX + px, b.y, inZ + 5.2));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// researchroom: Cultural Luxury in the Gulf. The studio's research room at dusk, in three shots:
// 1. a tracking shot along the moodboard wall: the three visual territories (heritage as hospitality,
//    quiet confidence, local craft) pinned up as prints of Gulf architecture and craft, swatches and notes;
// 2. over the long table: interview transcripts, the positioning map, leather and textile swatches, a laptop
//    with the listening themes;
// 3. past the end of the table to the window, where the Gulf skyline glows at dusk.

/** Drawn prints for the wall and the table: each draws on a 2D canvas of its own size. */
const prints = {
  mashrabiya(ctx, w, h) {
    const g = ctx.createRadialGradient(w * 0.6, h * 0.3, 10, w * 0.5, h * 0.5, w);
    g.addColorStop(0, '#ffe2a8');
    g.addColorStop(1, '#c8823a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.strokeStyle = '#3a2216';
    ctx.lineWidth = 5;
    const c = 46;
    for (let y = -c; y < h + c; y += c)
      for (let x = -c; x < w + c; x += c) {
        for (const a of [0, Math.PI / 4]) {
          ctx.save();
          ctx.translate(x, y);
          ctx.rotate(a);
          ctx.strokeRect(-c * 0.33, -c * 0.33, c * 0.66, c * 0.66);
          ctx.restore();
        }
        ctx.beginPath();
        ctx.moveTo(x + c * 0.47, y);
        ctx.lineTo(x + c * 0.53, y);
        ctx.moveTo(x, y + c * 0.47);
        ctx.lineTo(x, y + c * 0.53);
        ctx.stroke();
      }
  },
  arches(ctx, w, h) {
    ctx.fillStyle = '#e2c49a';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#f0dcb8';
    ctx.fillRect(0, h * 0.82, w, h * 0.18);
    const n = 4;
    for (let k = 0; k < n; k++) {
      const cx = (w / n) * (k + 0.5);
      const aw = (w / n) * 0.34;
      const top = h * 0.22;
      const spring = h * 0.45;
      const sh = ctx.createLinearGradient(cx - aw, 0, cx + aw, 0);
      sh.addColorStop(0, '#5a3a26');
      sh.addColorStop(1, '#9a6a44');
      ctx.fillStyle = sh;
      ctx.beginPath();
      ctx.moveTo(cx - aw, h * 0.82);
      ctx.lineTo(cx - aw, spring);
      ctx.quadraticCurveTo(cx - aw, top + 20, cx, top);
      ctx.quadraticCurveTo(cx + aw, top + 20, cx + aw, spring);
      ctx.lineTo(cx + aw, h * 0.82);
      ctx.fill();
      ctx.fillStyle = 'rgba(90,58,38,0.35)';
      ctx.beginPath();
      ctx.moveTo(cx + aw, h * 0.82);
      ctx.lineTo(cx + aw + 40, h);
      ctx.lineTo(cx - aw + 40, h);
      ctx.lineTo(cx - aw, h * 0.82);
      ctx.fill();
    }
  },
  windtower(ctx, w, h) {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#7fa6d6');
    g.addColorStop(1, '#f2d6b0');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#d8b48a';
    ctx.fillRect(w * 0.3, h * 0.18, w * 0.4, h * 0.82);
    ctx.fillRect(0, h * 0.62, w, h * 0.38);
    ctx.fillStyle = '#6a4a34';
    for (let k = 0; k < 4; k++) ctx.fillRect(w * (0.34 + k * 0.09), h * 0.24, w * 0.04, h * 0.22);
    ctx.fillStyle = '#b8946a';
    ctx.fillRect(w * 0.28, h * 0.16, w * 0.44, h * 0.03);
    ctx.fillRect(w * 0.28, h * 0.47, w * 0.44, h * 0.02);
    ctx.fillStyle = '#7a5a40';
    ctx.fillRect(w * 0.12, h * 0.74, w * 0.08, h * 0.12);
    ctx.fillRect(w * 0.8, h * 0.74, w * 0.08, h * 0.12);
  },
  sadu(ctx, w, h) {
    const bands = ['#1e1414', '#9a2a22', '#f2e6d2', '#9a2a22', '#1e1414', '#c8782a', '#1e1414'];
    const bh = h / bands.length;
    bands.forEach((c, k) => {
      ctx.fillStyle = c;
      ctx.fillRect(0, k * bh, w, bh);
      if (k % 2 === 0) {
        ctx.fillStyle = k === 2 ? '#1e1414' : '#f2e6d2';
        for (let x = 0; x < w; x += bh) {
          ctx.beginPath();
          ctx.moveTo(x, k * bh + bh * 0.8);
          ctx.lineTo(x + bh / 2, k * bh + bh * 0.2);
          ctx.lineTo(x + bh, k * bh + bh * 0.8);
          ctx.fill();
        }
      }
    });
  },
  dallah(ctx, w, h) {
    const g = ctx.createRadialGradient(w * 0.5, h * 0.5, 10, w * 0.5, h * 0.5, w * 0.8);
    g.addColorStop(0, '#4a2e22');
    g.addColorStop(1, '#140c0a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    const brass = ctx.createLinearGradient(w * 0.3, 0, w * 0.7, 0);
    brass.addColorStop(0, '#7a5020');
    brass.addColorStop(0.4, '#ffd88a');
    brass.addColorStop(1, '#8a5a22');
    ctx.fillStyle = brass;
    ctx.strokeStyle = brass;
    const cx = w * 0.48;
    ctx.beginPath();
    ctx.moveTo(cx - w * 0.2, h * 0.85);
    ctx.quadraticCurveTo(cx - w * 0.24, h * 0.55, cx - w * 0.08, h * 0.46);
    ctx.lineTo(cx - w * 0.07, h * 0.34);
    ctx.quadraticCurveTo(cx, h * 0.2, cx + w * 0.07, h * 0.34);
    ctx.lineTo(cx + w * 0.08, h * 0.46);
    ctx.quadraticCurveTo(cx + w * 0.24, h * 0.55, cx + w * 0.2, h * 0.85);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(cx, h * 0.19, w * 0.025, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = w * 0.035;
    ctx.beginPath();
    ctx.moveTo(cx - w * 0.17, h * 0.62);
    ctx.quadraticCurveTo(cx - w * 0.36, h * 0.4, cx - w * 0.33, h * 0.22);
    ctx.stroke();
    ctx.lineWidth = w * 0.02;
    ctx.beginPath();
    ctx.moveTo(cx + w * 0.07, h * 0.36);
    ctx.bezierCurveTo(cx + w * 0.32, h * 0.3, cx + w * 0.3, h * 0.7, cx + w * 0.19, h * 0.72);
    ctx.stroke();
  },
  dunes(ctx, w, h) {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#f6c89a');
    g.addColorStop(0.45, '#fbe3c2');
    g.addColorStop(1, '#d08a4a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    const ridge = (y0, amp, lit, shade, seed) => {
      ctx.fillStyle = shade;
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 8) ctx.lineTo(x, y0 - amp * Math.sin((x / w) * Math.PI * 1.3 + seed));
      ctx.lineTo(w, h);
      ctx.fill();
      ctx.fillStyle = lit;
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += 8) ctx.lineTo(x, y0 - amp * Math.sin((x / w) * Math.PI * 1.3 + seed) + (x / w) * 40);
      ctx.lineTo(w * 0.3, h);
      ctx.fill();
    };
    ridge(h * 0.5, 30, '#e8a868', '#b0683a', 0.4);
    ridge(h * 0.68, 50, '#f0b878', '#a85a2e', 2);
    ridge(h * 0.86, 40, '#f6c488', '#9a4e26', 4);
  },
  zari(ctx, w, h) {
    ctx.fillStyle = '#1a2450';
    ctx.fillRect(0, 0, w, h);
    const r = rng(9);
    ctx.strokeStyle = '#e8c066';
    ctx.lineCap = 'round';
    for (let i = 0; i < 26; i++) {
      const x = r() * w;
      const y = r() * h;
      const rad = 14 + r() * 30;
      ctx.lineWidth = 2 + r() * 3;
      ctx.beginPath();
      for (let a = 0; a < Math.PI * 3; a += 0.1) {
        const rr = rad * (1 - a / (Math.PI * 3.4));
        ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
      }
      ctx.stroke();
    }
    ctx.fillStyle = '#f6dc96';
    for (let i = 0; i < 60; i++) {
      ctx.beginPath();
      ctx.arc(r() * w, r() * h, 2.5, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  dhow(ctx, w, h) {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#8a7ac8');
    g.addColorStop(0.6, '#f6b888');
    g.addColorStop(0.62, '#c88a78');
    g.addColorStop(1, '#4a4a7a');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#2a1a26';
    ctx.beginPath();
    ctx.moveTo(w * 0.25, h * 0.6);
    ctx.lineTo(w * 0.78, h * 0.6);
    ctx.lineTo(w * 0.7, h * 0.68);
    ctx.lineTo(w * 0.32, h * 0.68);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(w * 0.5, h * 0.6);
    ctx.lineTo(w * 0.5, h * 0.18);
    ctx.quadraticCurveTo(w * 0.72, h * 0.36, w * 0.74, h * 0.56);
    ctx.fill();
  },
  skyline(ctx, w, h) {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#2a2a6a');
    g.addColorStop(0.7, '#e89a7a');
    g.addColorStop(1, '#1a1430');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#1a1430';
    const r = rng(4);
    for (let x = 0; x < w; x += 24) {
      const th = h * (0.15 + r() * 0.35);
      ctx.fillRect(x, h * 0.78 - th, 18, th + h);
    }
    ctx.beginPath();
    ctx.moveTo(w * 0.6 - 16, h * 0.78);
    ctx.lineTo(w * 0.6, h * 0.05);
    ctx.lineTo(w * 0.6 + 16, h * 0.78);
    ctx.fill();
  },
  swatches(ctx, w, h) {
    ctx.fillStyle = '#f6f1ea';
    ctx.fillRect(0, 0, w, h);
    const chips = [
      ['#d9b98a', 'SAND'],
      ['#e0a030', 'SAFFRON'],
      ['#5a3424', 'OUD'],
      ['#26305a', 'INDIGO'],
      ['#ece4d8', 'PEARL'],
    ];
    chips.forEach(([c, name], k) => {
      const y = 20 + k * ((h - 30) / chips.length);
      ctx.fillStyle = c;
      ctx.fillRect(24, y, w * 0.42, (h - 30) / chips.length - 14);
      ctx.fillStyle = '#3a3040';
      ctx.font = '600 22px Inter';
      ctx.fillText(name, w * 0.52, y + 34);
    });
  },
};

/** A sticky note: handwriting in the serif's italic. */
function noteCard(lines, paper) {
  return (ctx, w, h) => {
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#2a2440';
    ctx.font = 'italic 44px "Instrument Serif"';
    lines.forEach((l, k) => ctx.fillText(l, 18, 60 + k * 48));
  };
}
/** A heading card: small capitals on white. */
function headCard(text, sub, accent) {
  return (ctx, w, h) => {
    ctx.fillStyle = '#fbf8f3';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = accent;
    ctx.fillRect(0, 0, 14, h);
    ctx.fillStyle = '#1e1a2a';
    ctx.font = '600 34px Inter';
    ctx.letterSpacing = '3px';
    ctx.fillText(text, 40, h * 0.45);
    ctx.fillStyle = '#6a6078';
    ctx.font = 'italic 30px "Instrument Serif"';
    ctx.letterSpacing = '0px';
    ctx.fillText(sub, 40, h * 0.78);
  };
}

function researchroom(stage, variant, { width, height }) {
  const scene = new THREE.Scene();
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.22;
  scene.background = color('#140f1a');
  const camera = camera35(width, height, 35);
  camera.far = 300;
  camera.updateProjectionMatrix();
  const std = (c, roughness = 0.7, metalness = 0) => new THREE.MeshStandardMaterial({ color: color(c), roughness, metalness });
  const texMat = (w, h, draw, roughness = 0.55) => new THREE.MeshStandardMaterial({ map: canvasTexture(w, h, draw).tex, roughness });
  const box = (w, h, d, m) => new THREE.Mesh(new RoundedBoxGeometry(w, h, d, 2, Math.min(w, h, d) * 0.2), m);

  // the room: a warm plaster shell, an oak floor, the linen pinboard wall, then floor-to-ceiling glass
  // floor and ceiling stop at the glass (z = -3)
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(40, 13), std('#5a3e2e', 0.55));
  floor.rotation.x = -Math.PI / 2;
  floor.position.z = 3.5;
  floor.receiveShadow = true;
  const ceiling = new THREE.Mesh(new THREE.PlaneGeometry(40, 13), std('#e8dccb', 0.9));
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.set(0, 3.4, 3.5);
  const board = new THREE.Mesh(
    new THREE.PlaneGeometry(13, 3.4),
    texMat(
      1024,
      256,
      (ctx, w, h) => {
        ctx.fillStyle = '#a8957a';
        ctx.fillRect(0, 0, w, h);
        const r = rng(3);
        for (let i = 0; i < 9000; i++) {
          ctx.fillStyle = r() < 0.5 ? 'rgba(255,255,255,0.06)' : 'rgba(80,60,40,0.06)';
          ctx.fillRect(r() * w, r() * h, 2, 1);
        }
      },
      0.95,
    ),
  );
  board.position.set(-3.5, 1.7, -3);
  board.receiveShadow = true;
  const sideWall = new THREE.Mesh(new THREE.PlaneGeometry(20, 3.4), std('#e2d4c0', 0.9));
  sideWall.rotation.y = Math.PI / 2;
  sideWall.position.set(-10, 1.7, 3);
  addAll(scene, floor, ceiling, board, sideWall);
  // glazing from x = 3 to 13, with slim bronze mullions
  const bronze = std('#3a2a1e', 0.4, 0.8);
  for (let x = 3; x <= 13; x += 2.5) {
    const m = new THREE.Mesh(new THREE.BoxGeometry(0.08, 3.4, 0.12), bronze);
    m.position.set(x, 1.7, -3);
    scene.add(m);
  }
  const sill = new THREE.Mesh(new THREE.BoxGeometry(10.2, 0.1, 0.3), bronze);
  sill.position.set(8, 0.05, -3);
  const head = sill.clone();
  head.position.y = 3.35;
  scene.add(sill, head);

  // outside: the Gulf at dusk, painted in layers (far towers, the bay, the old town's wind towers and a dome)
  const dusk = canvasTexture(2048, 1024, (ctx, w, h) => {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, '#1a1740');
    g.addColorStop(0.45, '#5a3a7a');
    g.addColorStop(0.7, '#e8866a');
    g.addColorStop(0.8, '#ffc890');
    g.addColorStop(0.8, '#3a3058');
    g.addColorStop(1, '#1a1630');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
    const r = rng(17);
    for (let i = 0; i < 160; i++) {
      ctx.fillStyle = `rgba(255,255,255,${r() * 0.5})`;
      ctx.fillRect(r() * w, r() * h * 0.35, 2, 2);
    }
    ctx.fillStyle = '#fff4dc';
    ctx.beginPath();
    ctx.arc(w * 0.78, h * 0.16, 16, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#1a1740';
    ctx.beginPath();
    ctx.arc(w * 0.78 + 8, h * 0.16 - 4, 14, 0, Math.PI * 2);
    ctx.fill();
    // reflections on the water
    for (let y = h * 0.81; y < h; y += 6) {
      ctx.fillStyle = `rgba(255,190,130,${0.25 * (1 - (y - h * 0.8) / (h * 0.2))})`;
      ctx.fillRect(w * 0.2 + r() * w * 0.5, y, 30 + r() * 120, 2);
    }
  });
  const backdrop = new THREE.Mesh(new THREE.PlaneGeometry(160, 80), new THREE.MeshBasicMaterial({ map: dusk.tex, fog: false }));
  backdrop.position.set(10, 20, -90);
  scene.add(backdrop);
  const towers = canvasTexture(2048, 512, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    const r = rng(23);
    const base = h;
    const tower = (x, tw, th, shape) => {
      ctx.fillStyle = '#120e22';
      ctx.beginPath();
      if (shape === 'needle') {
        ctx.moveTo(x - tw, base);
        for (let k = 0; k < 5; k++) {
          const y = base - th * (k / 5);
          ctx.lineTo(x - tw * (1 - k * 0.18), y);
          ctx.lineTo(x - tw * (1 - k * 0.18) * 0.85, y);
        }
        ctx.lineTo(x, base - th * 1.25);
        for (let k = 4; k >= 0; k--) {
          const y = base - th * (k / 5);
          ctx.lineTo(x + tw * (1 - k * 0.18) * 0.85, y);
          ctx.lineTo(x + tw * (1 - k * 0.18), y);
        }
      } else if (shape === 'sail') {
        ctx.moveTo(x - tw, base);
        ctx.lineTo(x - tw, base - th);
        ctx.quadraticCurveTo(x + tw * 1.4, base - th * 0.7, x + tw, base);
      } else if (shape === 'torch') {
        ctx.moveTo(x - tw * 0.7, base);
        ctx.lineTo(x - tw * 0.5, base - th);
        ctx.quadraticCurveTo(x, base - th * 1.12, x + tw * 0.5, base - th);
        ctx.lineTo(x + tw * 0.7, base);
      } else {
        ctx.rect(x - tw, base - th, tw * 2, th);
      }
      ctx.fill();
      // lit windows
      for (let i = 0; i < th / 5; i++) {
        if (r() < 0.55) continue;
        ctx.fillStyle = r() < 0.7 ? 'rgba(255,214,150,0.9)' : 'rgba(200,220,255,0.8)';
        ctx.fillRect(x - tw * 0.6 + r() * tw * 1.2, base - r() * th * 0.95, 3, 2);
      }
    };
    for (let x = 40; x < w; x += 34 + r() * 40) tower(x, 10 + r() * 16, 60 + r() * 150, 'box');
    tower(w * 0.32, 40, 260, 'needle');
    tower(w * 0.5, 40, 250, 'torch');
    tower(w * 0.68, 34, 220, 'sail');
    tower(w * 0.44, 26, 200, 'box');
  });
  const skyline = new THREE.Mesh(
    new THREE.PlaneGeometry(120, 40),
    new THREE.MeshBasicMaterial({ map: towers.tex, transparent: true, fog: false }),
  );
  skyline.position.set(14, 14, -70);
  scene.add(skyline);
  const oldTown = canvasTexture(2048, 256, (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    ctx.fillStyle = '#0c0a16';
    const r = rng(41);
    for (let x = 0; x < w; x += 60 + r() * 60) {
      const bh = 40 + r() * 50;
      ctx.fillRect(x, h - bh, 50 + r() * 40, bh);
      if (r() < 0.45) {
        // a wind tower: a square shaft with slotted sides rising above the roof
        ctx.fillRect(x + 10, h - bh - 70, 34, 72);
        ctx.fillStyle = 'rgba(255,190,120,0.8)';
        for (let k = 0; k < 3; k++) ctx.fillRect(x + 15 + k * 10, h - bh - 62, 4, 30);
        ctx.fillStyle = '#0c0a16';
      }
      if (r() < 0.3) {
        ctx.fillStyle = 'rgba(255,200,130,0.9)';
        ctx.fillRect(x + 14, h - bh + 14, 6, 8);
        ctx.fillStyle = '#0c0a16';
      }
    }
    // a dome and a minaret
    ctx.beginPath();
    ctx.arc(w * 0.56, h - 70, 60, Math.PI, 0);
    ctx.fill();
    ctx.fillRect(w * 0.56 - 60, h - 70, 120, 70);
    ctx.fillRect(w * 0.62, h - 220, 18, 220);
    ctx.beginPath();
    ctx.moveTo(w * 0.62 - 4, h - 220);
    ctx.lineTo(w * 0.62 + 9, h - 250);
    ctx.lineTo(w * 0.62 + 22, h - 220);
    ctx.fill();
  });
  const town = new THREE.Mesh(
    new THREE.PlaneGeometry(70, 8.75),
    new THREE.MeshBasicMaterial({ map: oldTown.tex, transparent: true, fog: false }),
  );
  town.position.set(10, 0.4, -34);
  scene.add(town);

  // the moodboard: three territories, each a heading, prints, swatches and notes, pinned on the linen
  const pin = new THREE.Mesh(new THREE.SphereGeometry(0.014, 10, 8), std('#c89a4a', 0.3, 1));
  const r = rng(8);
  const pinUp = (w, h, draw, x, y, px = 512) => {
    const m = new THREE.Mesh(new THREE.PlaneGeometry(w, h), texMat(px, Math.round((px * h) / w), draw));
    m.position.set(x, y, -2.985 + r() * 0.008);
    m.rotation.z = (r() - 0.5) * 0.05;
    m.castShadow = true;
    const p = pin.clone();
    p.position.set(0, h / 2 - 0.03, 0.01);
    m.add(p);
    scene.add(m);
    return m;
  };
  const territories = [
    {
      x: -8.2,
      head: ['HERITAGE AS HOSPITALITY', 'craft told as a welcome', '#b0762a'],
      items: [
        ['arches', 0.62, 0.44],
        ['dallah', 0.36, 0.46],
        ['mashrabiya', 0.5, 0.5],
        ['dunes', 0.56, 0.34],
      ],
      notes: [
        [['the majlis:', 'guests first'], '#fff1a8'],
        [['Riyadh — pace', 'of change'], '#ffd6c8'],
      ],
    },
    {
      x: -4.6,
      head: ['QUIET CONFIDENCE', 'discretion over display', '#26305a'],
      items: [
        ['zari', 0.5, 0.5],
        ['swatches', 0.34, 0.5],
        ['dhow', 0.5, 0.36],
        ['skyline', 0.42, 0.52],
      ],
      notes: [
        [['fit and service,', 'not logos'], '#e8f0ff'],
        [['Doha — art,', 'quiet spaces'], '#fff1a8'],
      ],
    },
    {
      x: -1.0,
      head: ['LOCAL CRAFT, SHARED VALUES', 'Sadu weaving beside the atelier', '#9a2a22'],
      items: [
        ['sadu', 0.6, 0.42],
        ['windtower', 0.4, 0.52],
        ['mashrabiya', 0.36, 0.36],
        ['zari', 0.44, 0.34],
      ],
      notes: [
        [['Dubai — discovery', 'and gifting'], '#ffd6c8'],
        [['ask before', 'we borrow'], '#e8f0ff'],
      ],
    },
  ];
  for (const t of territories) {
    pinUp(1.7, 0.39, headCard(...t.head), t.x + 0.1, 2.95, 700);
    const slots = [
      [t.x - 0.55, 2.3],
      [t.x + 0.5, 2.25],
      [t.x - 0.5, 1.45],
      [t.x + 0.55, 1.4],
    ];
    t.items.forEach(([kind, w, h], k) =>
      pinUp(w * 1.55, h * 1.55, prints[kind], slots[k][0] + (r() - 0.5) * 0.08, slots[k][1] + (r() - 0.5) * 0.06),
    );
    t.notes.forEach(([lines, paper], k) => pinUp(0.38, 0.38, noteCard(lines, paper), t.x + 1.45 - k * 0.08, 2.35 - k * 0.75, 380));
  }
  // city tags and a string of thread linking the three territories
  ['DUBAI', 'RIYADH', 'DOHA'].forEach((city, k) =>
    pinUp(
      0.5,
      0.12,
      (ctx, w, h) => {
        ctx.fillStyle = '#1e1a2a';
        ctx.fillRect(0, 0, w, h);
        ctx.fillStyle = '#f6efe4';
        ctx.font = '600 56px Inter';
        ctx.letterSpacing = '10px';
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(city, w / 2, h / 2 + 2);
      },
      -8.1 + k * 3.6,
      0.78,
      512,
    ),
  );
  const thread = new THREE.Mesh(
    new THREE.TubeGeometry(
      new THREE.CatmullRomCurve3([
        v3(-8.1, 0.84, -2.97),
        v3(-6.3, 0.7, -2.97),
        v3(-4.5, 0.84, -2.97),
        v3(-2.7, 0.7, -2.97),
        v3(-0.9, 0.84, -2.97),
      ]),
      60,
      0.004,
      4,
    ),
    std('#9a2a22', 0.6),
  );
  scene.add(thread);

  // the long table and what is on it
  const oak = new THREE.MeshStandardMaterial({
    roughness: 0.42,
    map: canvasTexture(1024, 128, (ctx, w, h) => {
      ctx.fillStyle = '#8a6244';
      ctx.fillRect(0, 0, w, h);
      const rr = rng(19);
      for (let i = 0; i < 260; i++) {
        ctx.strokeStyle = rr() < 0.5 ? 'rgba(60,36,20,0.18)' : 'rgba(200,150,100,0.12)';
        ctx.lineWidth = 1 + rr() * 2;
        const y = rr() * h;
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.bezierCurveTo(w * 0.3, y + (rr() - 0.5) * 12, w * 0.6, y + (rr() - 0.5) * 12, w, y + (rr() - 0.5) * 8);
        ctx.stroke();
      }
    }).tex,
  });
  oak.map.wrapS = THREE.RepeatWrapping;
  oak.map.repeat.set(5, 1);
  const top = box(11, 0.06, 1.5, oak);
  top.position.set(-2.5, 0.75, 0.6);
  shadowed(top);
  scene.add(top);
  for (const x of [-7.6, 2.6])
    for (const z of [0, 1.2]) {
      const leg = new THREE.Mesh(new THREE.BoxGeometry(0.06, 0.74, 0.06), bronze);
      leg.position.set(x, 0.37, z);
      scene.add(leg);
    }
  const onTable = (w, d, draw, x, z, rot = 0, px = 512, y = 0.782) => {
    const m = new THREE.Mesh(new THREE.PlaneGeometry(w, d), texMat(px, Math.round((px * d) / w), draw, 0.8));
    m.rotation.set(-Math.PI / 2, 0, rot);
    m.position.set(x, y, z);
    m.receiveShadow = true;
    scene.add(m);
    return m;
  };
  // interview transcripts with highlighted lines
  const transcript = (seed, title) => (ctx, w, h) => {
    ctx.fillStyle = '#fbf8f2';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#1e1a2a';
    ctx.font = '600 22px Inter';
    ctx.fillText(title, 30, 48);
    const rr = rng(seed);
    for (let y = 80; y < h - 30; y += 22) {
      const lw = (0.6 + rr() * 0.35) * (w - 60);
      if (rr() < 0.16) {
        ctx.fillStyle = 'rgba(255,214,90,0.75)';
        ctx.fillRect(28, y - 12, lw, 18);
      }
      ctx.fillStyle = '#8a8494';
      ctx.fillRect(30, y - 6, lw, 6);
    }
  };
  onTable(0.42, 0.56, transcript(5, 'INTERVIEW 07 · RIYADH'), -6.4, 0.5, 0.12);
  onTable(0.42, 0.56, transcript(6, 'INTERVIEW 12 · DOHA'), -5.9, 0.75, -0.2, 512, 0.784);
  onTable(0.42, 0.56, transcript(7, 'STORE VISIT · DUBAI MALL'), -5.2, 0.45, 0.08);
  // the positioning map: two axes, the established houses as dots, the white space circled
  onTable(
    0.9,
    0.62,
    (ctx, w, h) => {
      ctx.fillStyle = '#fbf8f2';
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = '#1e1a2a';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(w / 2, 50);
      ctx.lineTo(w / 2, h - 30);
      ctx.moveTo(40, h / 2 + 10);
      ctx.lineTo(w - 40, h / 2 + 10);
      ctx.stroke();
      ctx.fillStyle = '#1e1a2a';
      ctx.font = '600 20px Inter';
      ctx.fillText('POSITIONING MAP', 40, 34);
      ctx.font = '16px Inter';
      ctx.fillStyle = '#5a5468';
      ctx.fillText('DISCREET', 44, h / 2 - 2);
      ctx.fillText('EXPRESSIVE', w - 140, h / 2 - 2);
      ctx.fillText('HERITAGE', w / 2 + 8, 66);
      ctx.fillText('NEW', w / 2 + 8, h - 36);
      const rr = rng(12);
      for (let i = 0; i < 9; i++) {
        ctx.fillStyle = '#8a8494';
        ctx.beginPath();
        ctx.arc(w * (0.55 + rr() * 0.35), h * (0.2 + rr() * 0.65), 9, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.strokeStyle = '#c8782a';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.ellipse(w * 0.25, h * 0.3, 70, 46, -0.2, 0, Math.PI * 2);
      ctx.stroke();
      ctx.fillStyle = '#c8782a';
      ctx.font = 'italic 30px "Instrument Serif"';
      ctx.fillText('white space', w * 0.16, h * 0.44);
    },
    -3.9,
    0.6,
    -0.06,
    800,
  );
  // printed references from the field, spread among the papers
  [
    ['arches', 0.36, 0.26, -6.9, 0.95, 0.25],
    ['windtower', 0.24, 0.32, -4.75, 0.95, -0.3],
    ['dhow', 0.32, 0.24, -2.9, 0.3, 0.2],
    ['zari', 0.24, 0.24, -1.0, 1.05, -0.1],
    ['dunes', 0.34, 0.24, -5.6, 1.1, 0.1],
  ].forEach(([kind, w, d, x, z, rot]) => onTable(w, d, prints[kind], x, z, rot, 384, 0.783));
  // sticky notes around it
  [
    [['heritage as', 'hospitality'], '#fff1a8', -4.55, 0.2, 0.2],
    [['quiet', 'confidence'], '#ffd6c8', -3.3, 0.18, -0.15],
    [['local craft,', 'shared values'], '#e8f0ff', -3.35, 1.05, 0.1],
  ].forEach(([lines, paper, x, z, rot]) => onTable(0.22, 0.22, noteCard(lines, paper), x, z, rot, 320, 0.786));
  // swatches: leather chips with a stitch, and a folded Sadu runner
  [
    ['#d9b98a', -2.5, 0.35],
    ['#5a3424', -2.3, 0.5],
    ['#26305a', -2.1, 0.32],
    ['#e0a030', -2.45, 0.7],
  ].forEach(([c, x, z], k) => {
    const chip = shadowed(box(0.16, 0.012, 0.22, std(c, 0.6)));
    chip.position.set(x, 0.787, z);
    chip.rotation.y = k * 0.4 - 0.5;
    scene.add(chip);
  });
  const runner = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.42, 0.012, 1.2), texMat(256, 512, prints.sadu, 0.9)));
  runner.position.set(-1.4, 0.786, 0.6);
  runner.rotation.y = 0.06;
  scene.add(runner);
  // a laptop showing the listening themes as clusters
  const laptop = new THREE.Group();
  const lapBase = shadowed(box(0.5, 0.02, 0.34, std('#b8b4bc', 0.35, 0.8)));
  const screen = new THREE.Mesh(
    new THREE.PlaneGeometry(0.46, 0.3),
    new THREE.MeshBasicMaterial({
      map: canvasTexture(640, 420, (ctx, w, h) => {
        ctx.fillStyle = '#16141e';
        ctx.fillRect(0, 0, w, h);
        ctx.fillStyle = '#f2ecf6';
        ctx.font = '600 20px Inter';
        ctx.fillText('LISTENING · AR + EN · THEMES FOR REVIEW', 24, 36);
        const themes = [
          ['Hospitality', 0.28, 0.42, 70, '#c8782a'],
          ['Discretion', 0.62, 0.36, 58, '#8a7ad8'],
          ['Craft', 0.45, 0.7, 50, '#d84a3a'],
          ['Gifting', 0.78, 0.66, 40, '#3aa39c'],
          ['Modest fit', 0.2, 0.76, 36, '#e0a030'],
        ];
        for (const [name, x, y, rad, c] of themes) {
          ctx.fillStyle = c;
          ctx.globalAlpha = 0.35;
          ctx.beginPath();
          ctx.arc(x * w, y * h, rad, 0, Math.PI * 2);
          ctx.fill();
          ctx.globalAlpha = 1;
          const rr = rng(name.length);
          for (let i = 0; i < 14; i++) {
            ctx.beginPath();
            ctx.arc(x * w + (rr() - 0.5) * rad * 1.4, y * h + (rr() - 0.5) * rad * 1.4, 3, 0, Math.PI * 2);
            ctx.fill();
          }
          ctx.fillStyle = '#f2ecf6';
          ctx.font = '500 18px Inter';
          ctx.fillText(name, x * w - rad * 0.6, y * h + rad + 20);
          ctx.fillStyle = c;
        }
      }).tex,
    }),
  );
  screen.position.set(0, 0.16, -0.17);
  screen.rotation.x = -0.2;
  const lid = box(0.5, 0.33, 0.012, std('#b8b4bc', 0.35, 0.8));
  lid.position.set(0, 0.16, -0.178);
  lid.rotation.x = -0.2;
  screen.position.z += 0.008;
  laptop.add(lapBase, lid, screen);
  laptop.position.set(-0.3, 0.79, 0.55);
  laptop.rotation.y = -0.35;
  scene.add(laptop);
  // a small coffee cup (finjan) and a brass dallah on the table
  const finjan = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.035, 0.025, 0.05, 16), std('#f4efe6', 0.3)));
  finjan.position.set(-4.9, 0.805, 1.05);
  scene.add(finjan);
  const dallahProfile = [
    [0.0, 0],
    [0.09, 0],
    [0.1, 0.05],
    [0.07, 0.12],
    [0.04, 0.16],
    [0.045, 0.24],
    [0.03, 0.28],
    [0.0, 0.31],
  ].map(([x, y]) => new THREE.Vector2(x, y));
  const dallah = shadowed(new THREE.Mesh(new THREE.LatheGeometry(dallahProfile, 24), std('#d8a850', 0.25, 1)));
  dallah.position.set(1.1, 0.78, 0.9);
  scene.add(dallah);
  // chairs along the far side
  const chairMat = std('#3a2a24', 0.6);
  for (let k = 0; k < 5; k++) {
    const c = new THREE.Group();
    const seat = shadowed(box(0.48, 0.05, 0.46, chairMat));
    seat.position.y = 0.46;
    const back = shadowed(box(0.48, 0.5, 0.04, chairMat));
    back.position.set(0, 0.74, -0.22);
    c.add(seat, back);
    c.position.set(-6.8 + k * 2.2, 0, 1.75);
    c.rotation.y = Math.PI;
    scene.add(c);
  }

  // light: dusk through the glass (cool), warm pendants over the table, a soft key raking the wall
  const pendants = [];
  for (let k = 0; k < 3; k++) {
    const g = new THREE.Group();
    const shade = new THREE.Mesh(new THREE.ConeGeometry(0.22, 0.22, 24, 1, true), std('#c89a4a', 0.3, 1));
    shade.material.side = THREE.DoubleSide;
    const bulb = new THREE.Mesh(new THREE.SphereGeometry(0.06, 12, 8), new THREE.MeshBasicMaterial({ color: new THREE.Color(4, 3, 1.8) }));
    bulb.position.y = -0.08;
    const cord = new THREE.Mesh(new THREE.CylinderGeometry(0.004, 0.004, 1.5, 4), bronze);
    cord.position.y = 0.85;
    g.add(shade, bulb, cord);
    // one lamp lights the table (each light costs every pixel a pass on a CPU renderer)
    if (k === 1) {
      const light = new THREE.PointLight(color('#ffc890'), 3, 8, 1.6);
      light.position.y = -0.12;
      g.add(light);
    }
    g.position.set(-6 + k * 3, 2.05, 0.6);
    scene.add(g);
    pendants.push(g);
  }
  const key = new THREE.SpotLight(color('#ffe0b8'), 55, 0, 0.7, 0.85, 2);
  key.position.set(-9, 3.3, 1.5);
  key.target.position.set(-4, 1.4, -3);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.radius = 6;
  key.shadow.bias = -0.0004;
  key.shadow.camera.near = 1;
  key.shadow.camera.far = 20;
  addAll(scene, key);
  addAll(scene, new THREE.HemisphereLight(color('#e8c8c0'), color('#5a3e2e'), 0.45));
  scene.fog = null;

  const cuts = [{ until: 2.6 }, { until: 4.4 }, { until: 6.4 }];
  return {
    scene,
    camera,
    depthRange: [0.3, 120],
    look: {
      exposure: 1.0,
      dof: { aperture: 0.0016, maxblur: 0.008 },
      bloom: { strength: 0.35, radius: 0.6, threshold: 0.9 },
      lift: [0.03, 0.018, 0.045],
      gain: [1.06, 0.99, 0.92],
      vignette: 0.42,
      grain: 0.03,
    },
    update(t) {
      const { i, u } = shotAt(t, cuts);
      const e = ease(u);
      // the wall track passes under the lamps: their shades stay out of its way (their light stays on)
      for (const g of pendants) for (const c of g.children) if (c.isMesh) c.visible = i > 0;
      if (i === 0) {
        // along the wall, territory by territory, focus held on the prints
        camera.setFocalLength(34);
        camera.position.set(lerp(-9.2, -0.9, e), lerp(2.0, 1.9, e), 0.5);
        camera.lookAt(lerp(-8, 0.3, e), lerp(2.2, 2.1, e), -3);
        return camera.position.distanceTo(v3(lerp(-8, 0.3, e), 2, -3));
      }
      if (i === 1) {
        // over the table: the transcripts, the positioning map and its notes, the swatches and the laptop
        camera.setFocalLength(32);
        camera.position.set(lerp(-6.6, -2.4, e), lerp(1.55, 1.45, e), 1.95);
        camera.lookAt(lerp(-5.6, -1.6, e), 0.78, 0.5);
        return camera.position.distanceTo(v3(lerp(-5.6, -1.6, e), 0.78, 0.5));
      }
      // past the end of the table to the glass and the skyline beyond
      camera.setFocalLength(lerp(28, 32, e));
      camera.position.set(lerp(-0.4, 3.6, e), lerp(1.35, 1.5, e), lerp(3.0, 0.6, e));
      camera.lookAt(lerp(4.5, 9, e), lerp(1.1, 0.6, e), -20);
      return lerp(2.2, 30, e);
    },
  };
}

export const scenes = { juicetruck, researchroom };
