// Scenes for the insight articles' hero stills: one editorial world (a production desk, an edit
// suite, a meeting table, a factory floor) shot like a magazine still life, with real depth of field,
// warm practical light and environment lighting. Each variant.set is one article's picture, with the
// props that carry its subject: printed sheets, screens and labels drawn on a 2D canvas in the
// site's typefaces and mapped as a CanvasTexture. Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }; a still calls
// update(0, 0), which places the camera and returns the focus distance.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { color, rng } from './stage.js';
import { SANS, SERIF } from './fonts.js';
import { v3 } from './motion.js';

/** A camera for desk-scale sets (a near plane of 2 cm), focal length in mm on a full-frame gauge. */
function camera35(width, height, focal = 50) {
  const cam = new THREE.PerspectiveCamera(30, width / height, 0.02, 60);
  cam.filmGauge = 36;
  cam.setFocalLength(focal);
  return cam;
}

// ---------------------------------------------------------------------------------------------
// Drawing helpers

function drawn(w, h, draw) {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const g = c.getContext('2d');
  draw(g, w, h);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  return tex;
}

const font = (g, size, { weight = 400, family = SANS, italic = false } = {}) =>
  (g.font = `${italic ? 'italic ' : ''}${weight} ${size}px ${family}`);

function text(g, s, x, y, size, col, opts = {}) {
  font(g, size, opts);
  g.fillStyle = col;
  g.textAlign = opts.align ?? 'left';
  g.textBaseline = opts.baseline ?? 'alphabetic';
  g.fillText(s, x, y);
}

function roundRect(g, x, y, w, h, r) {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** Grey lines standing for body copy (too small to read in a card anyway). */
function copyLines(g, x, y, w, lines, { gap = 22, thick = 7, col = 'rgba(40,40,48,0.28)', seed = 1 } = {}) {
  const r = rng(seed);
  g.fillStyle = col;
  for (let i = 0; i < lines; i++) {
    const lw = i === lines - 1 ? w * (0.3 + r() * 0.3) : w * (0.82 + r() * 0.18);
    roundRect(g, x, y + i * gap, lw, thick, thick / 2);
    g.fill();
  }
}

/** A hand-drawn line: a pen stroke wobbling along a polyline. */
function scribble(g, pts, col, width, seed = 1) {
  const r = rng(seed);
  g.strokeStyle = col;
  g.lineWidth = width;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  pts.forEach(([x, y], i) => {
    const jx = x + (r() - 0.5) * width * 0.8;
    const jy = y + (r() - 0.5) * width * 0.8;
    if (i === 0) g.moveTo(jx, jy);
    else g.lineTo(jx, jy);
  });
  g.stroke();
}

/** A loose hand-drawn ellipse (a circled word). */
function circled(g, cx, cy, rx, ry, col, width, seed = 2) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i <= 40; i++) {
    const a = -0.4 + (i / 40) * (Math.PI * 2 + 0.5);
    const k = 1 + (r() - 0.5) * 0.05;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  scribble(g, pts, col, width, seed);
}

/** A signature: a looping pen line. */
function signature(g, x, y, w, col, seed = 5) {
  const r = rng(seed);
  const pts = [];
  for (let i = 0; i <= 90; i++) {
    const u = i / 90;
    pts.push([x + u * w + Math.sin(u * 31) * 10, y + Math.sin(u * 17 + r()) * 16 * (1 - u * 0.5) - u * 10]);
  }
  scribble(g, pts, col, 3.2, seed);
}

/** Paper: a subtle fibre noise so a sheet is not a flat colour. */
function paperGround(g, w, h, base, seed = 3) {
  g.fillStyle = base;
  g.fillRect(0, 0, w, h);
  const r = rng(seed);
  for (let i = 0; i < 1800; i++) {
    g.fillStyle = `rgba(${r() < 0.5 ? '0,0,0' : '255,255,255'},${0.02 + r() * 0.03})`;
    g.fillRect(r() * w, r() * h, 1 + r() * 3, 1);
  }
}

/** A small storyboard sketch in a panel: horizon, a figure or product, an arrow for the move. */
function sketch(g, x, y, w, h, kind, seed) {
  const r = rng(seed);
  g.save();
  g.beginPath();
  g.rect(x, y, w, h);
  g.clip();
  g.fillStyle = '#f4f1ea';
  g.fillRect(x, y, w, h);
  const ink = 'rgba(38,38,46,0.85)';
  const tone = 'rgba(38,38,46,0.12)';
  g.fillStyle = tone;
  if (kind === 'wide') {
    g.fillRect(x, y + h * 0.62, w, h * 0.38);
    scribble(
      g,
      [
        [x, y + h * 0.62],
        [x + w, y + h * 0.6],
      ],
      ink,
      2.5,
      seed,
    );
    scribble(
      g,
      [
        [x + w * 0.2, y + h * 0.62],
        [x + w * 0.32, y + h * 0.3],
        [x + w * 0.45, y + h * 0.62],
      ],
      ink,
      2.5,
      seed + 1,
    );
    g.beginPath();
    g.arc(x + w * 0.72, y + h * 0.28, h * 0.1, 0, Math.PI * 2);
    g.strokeStyle = ink;
    g.lineWidth = 2.5;
    g.stroke();
  } else if (kind === 'figure') {
    g.fillRect(x, y + h * 0.75, w, h * 0.25);
    g.beginPath();
    g.arc(x + w * 0.5, y + h * 0.33, h * 0.11, 0, Math.PI * 2);
    g.strokeStyle = ink;
    g.lineWidth = 2.5;
    g.stroke();
    scribble(
      g,
      [
        [x + w * 0.32, y + h * 0.95],
        [x + w * 0.36, y + h * 0.55],
        [x + w * 0.5, y + h * 0.47],
        [x + w * 0.64, y + h * 0.55],
        [x + w * 0.68, y + h * 0.95],
      ],
      ink,
      2.5,
      seed,
    );
  } else if (kind === 'product') {
    g.fillRect(x, y + h * 0.7, w, h * 0.3);
    scribble(
      g,
      [
        [x + w * 0.42, y + h * 0.78],
        [x + w * 0.42, y + h * 0.34],
        [x + w * 0.46, y + h * 0.26],
        [x + w * 0.54, y + h * 0.26],
        [x + w * 0.58, y + h * 0.34],
        [x + w * 0.58, y + h * 0.78],
        [x + w * 0.42, y + h * 0.78],
      ],
      ink,
      2.5,
      seed,
    );
    g.fillStyle = 'rgba(38,38,46,0.3)';
    g.fillRect(x + w * 0.43, y + h * 0.45, w * 0.14, h * 0.14);
  } else {
    // a close-up of hands: two curved strokes and a cup
    scribble(
      g,
      [
        [x, y + h * 0.8],
        [x + w * 0.3, y + h * 0.62],
        [x + w * 0.5, y + h * 0.6],
      ],
      ink,
      2.5,
      seed,
    );
    scribble(
      g,
      [
        [x + w, y + h * 0.85],
        [x + w * 0.7, y + h * 0.64],
        [x + w * 0.56, y + h * 0.62],
      ],
      ink,
      2.5,
      seed + 2,
    );
    scribble(
      g,
      [
        [x + w * 0.44, y + h * 0.6],
        [x + w * 0.46, y + h * 0.3],
        [x + w * 0.62, y + h * 0.3],
        [x + w * 0.6, y + h * 0.6],
      ],
      ink,
      2.5,
      seed + 3,
    );
  }
  // the move: an arrow
  if (r() < 0.7) {
    const ax = x + w * 0.12;
    const ay = y + h * 0.14;
    scribble(
      g,
      [
        [ax, ay],
        [ax + w * 0.22, ay],
      ],
      'rgba(200,60,40,0.85)',
      2.5,
      seed + 4,
    );
    scribble(
      g,
      [
        [ax + w * 0.17, ay - 6],
        [ax + w * 0.22, ay],
        [ax + w * 0.17, ay + 6],
      ],
      'rgba(200,60,40,0.85)',
      2.5,
      seed + 5,
    );
  }
  g.restore();
  g.strokeStyle = 'rgba(30,30,36,0.8)';
  g.lineWidth = 2;
  g.strokeRect(x, y, w, h);
}

/** A stylised presenter on a screen: a soft set, shoulders in a jacket, a head, hair. */
function presenterPicture(
  g,
  x,
  y,
  w,
  h,
  { bg = ['#3a4a6a', '#1c2436'], jacket = '#2b3550', skin = '#c99a7a', hair = '#2a1c16', seed = 1 } = {},
) {
  g.save();
  g.beginPath();
  g.rect(x, y, w, h);
  g.clip();
  const grad = g.createLinearGradient(x, y, x + w, y + h);
  grad.addColorStop(0, bg[0]);
  grad.addColorStop(1, bg[1]);
  g.fillStyle = grad;
  g.fillRect(x, y, w, h);
  // a soft window glow behind
  const glow = g.createRadialGradient(x + w * 0.78, y + h * 0.3, 0, x + w * 0.78, y + h * 0.3, w * 0.45);
  glow.addColorStop(0, 'rgba(255,230,200,0.35)');
  glow.addColorStop(1, 'rgba(255,230,200,0)');
  g.fillStyle = glow;
  g.fillRect(x, y, w, h);
  const cx = x + w * (0.45 + (rng(seed)() - 0.5) * 0.04);
  const s = h;
  // shoulders
  g.fillStyle = jacket;
  g.beginPath();
  g.moveTo(cx - s * 0.42, y + h);
  g.bezierCurveTo(cx - s * 0.4, y + s * 0.72, cx - s * 0.22, y + s * 0.66, cx, y + s * 0.66);
  g.bezierCurveTo(cx + s * 0.22, y + s * 0.66, cx + s * 0.4, y + s * 0.72, cx + s * 0.42, y + h);
  g.fill();
  // shirt collar
  g.fillStyle = '#e8e4dc';
  g.beginPath();
  g.moveTo(cx - s * 0.07, y + s * 0.66);
  g.lineTo(cx, y + s * 0.8);
  g.lineTo(cx + s * 0.07, y + s * 0.66);
  g.fill();
  // neck and head
  g.fillStyle = skin;
  g.fillRect(cx - s * 0.05, y + s * 0.52, s * 0.1, s * 0.16);
  g.beginPath();
  g.ellipse(cx, y + s * 0.42, s * 0.12, s * 0.15, 0, 0, Math.PI * 2);
  g.fill();
  // shading on the face, away from the window
  g.fillStyle = 'rgba(60,30,20,0.18)';
  g.beginPath();
  g.ellipse(cx - s * 0.05, y + s * 0.44, s * 0.07, s * 0.14, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = hair;
  g.beginPath();
  g.ellipse(cx, y + s * 0.33, s * 0.135, s * 0.09, 0, Math.PI, Math.PI * 2);
  g.fill();
  g.fillRect(cx - s * 0.135, y + s * 0.32, s * 0.03, s * 0.12);
  g.fillStyle = 'rgba(30,18,14,0.8)';
  for (const side of [-1, 1]) {
    g.beginPath();
    g.ellipse(cx + side * s * 0.045, y + s * 0.42, s * 0.012, s * 0.008, 0, 0, Math.PI * 2);
    g.fill();
    g.fillRect(cx + side * s * 0.045 - s * 0.022, y + s * 0.395, s * 0.044, s * 0.007);
  }
  g.strokeStyle = 'rgba(110,40,40,0.7)';
  g.lineWidth = Math.max(1, s * 0.007);
  g.beginPath();
  g.arc(cx, y + s * 0.47, s * 0.03, 0.2 * Math.PI, 0.8 * Math.PI);
  g.stroke();
  g.restore();
}

// ---------------------------------------------------------------------------------------------
// Objects

const std = (col, roughness = 0.6, extra = {}) => new THREE.MeshStandardMaterial({ color: col, roughness, ...extra });

function shadowed(mesh, cast = true, receive = true) {
  mesh.castShadow = cast;
  mesh.receiveShadow = receive;
  return mesh;
}

/** A flat printed sheet lying on the desk at (x, z), turned by `turn` (radians). */
function sheet(tex, w, h, x, z, turn = 0, layer = 0, { rough = 0.85 } = {}) {
  const m = new THREE.Mesh(new THREE.BoxGeometry(w, 0.0006, h), [
    std('#e9e4da', rough),
    std('#e9e4da', rough),
    new THREE.MeshStandardMaterial({ map: tex, roughness: rough }),
    std('#e9e4da', rough),
    std('#e9e4da', rough),
    std('#e9e4da', rough),
  ]);
  m.position.set(x, 0.0004 + layer * 0.0008, z);
  m.rotation.y = turn;
  return shadowed(m);
}

/** A desk top drawn as a texture: wood (grain), linen or stone. */
function deskTexture(kind, base, seed = 7) {
  return drawn(2048, 2048, (g, w, h) => {
    g.fillStyle = base;
    g.fillRect(0, 0, w, h);
    const r = rng(seed);
    if (kind === 'wood') {
      for (let i = 0; i < 260; i++) {
        const y = r() * h;
        const a = 0.03 + r() * 0.06;
        g.strokeStyle = r() < 0.5 ? `rgba(60,30,10,${a})` : `rgba(255,230,190,${a * 0.6})`;
        g.lineWidth = 1 + r() * 5;
        g.beginPath();
        g.moveTo(0, y);
        for (let x = 0; x <= w; x += 64) g.lineTo(x, y + Math.sin(x * 0.002 + i) * 14 + (r() - 0.5) * 3);
        g.stroke();
      }
    } else if (kind === 'linen') {
      for (let i = 0; i < w; i += 3) {
        g.fillStyle = `rgba(0,0,0,${0.006 + r() * 0.018})`;
        g.fillRect(i, 0, 1, h);
        g.fillRect(0, i, w, 1);
      }
    } else {
      for (let i = 0; i < 9000; i++) {
        g.fillStyle = `rgba(${r() < 0.5 ? '0,0,0' : '255,255,255'},${0.03 + r() * 0.05})`;
        const s = 1 + r() * 4;
        g.fillRect(r() * w, r() * h, s, s);
      }
    }
  });
}

function desk(scene, kind, base, { size = 4, rough = 0.55, clearcoat = 0, repeat = 1 } = {}) {
  const tex = deskTexture(kind, base);
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(repeat, repeat);
  const top = new THREE.Mesh(
    new THREE.PlaneGeometry(size, size),
    new THREE.MeshPhysicalMaterial({ map: tex, roughness: rough, clearcoat, clearcoatRoughness: 0.25 }),
  );
  top.rotation.x = -Math.PI / 2;
  top.receiveShadow = true;
  scene.add(top);
  return top;
}

/** A dim room behind: a gradient sphere and out-of-focus practical lights (they bloom into bokeh). */
function room(scene, { top, bottom, lights = [] }) {
  const mat = new THREE.ShaderMaterial({
    side: THREE.BackSide,
    depthWrite: false,
    uniforms: { uTop: { value: color(top) }, uBottom: { value: color(bottom) } },
    vertexShader: /* glsl */ `varying vec3 vDir; void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`,
    fragmentShader: /* glsl */ `uniform vec3 uTop; uniform vec3 uBottom; varying vec3 vDir;
      void main() { gl_FragColor = vec4(mix(uBottom, uTop, smoothstep(-0.2, 0.5, vDir.y)), 1.0); }`,
  });
  const dome = new THREE.Mesh(new THREE.SphereGeometry(30, 32, 16), mat);
  scene.add(dome);
  for (const [x, y, z, col, r = 0.05] of lights) {
    const bulb = new THREE.Mesh(new THREE.SphereGeometry(r, 16, 8), new THREE.MeshBasicMaterial({ color: color(col) }));
    bulb.position.set(x, y, z);
    scene.add(bulb);
  }
}

function spot(col, intensity, pos, target, { angle = 0.7, penumbra = 1, shadow = true, radius = 6, map = 1024 } = {}) {
  const light = new THREE.SpotLight(color(col), intensity, 0, angle, penumbra, 2);
  light.position.copy(pos);
  light.target.position.copy(target);
  if (shadow) {
    light.castShadow = true;
    light.shadow.mapSize.set(map, map);
    light.shadow.radius = radius;
    light.shadow.blurSamples = 12;
    light.shadow.bias = -0.0002;
    light.shadow.normalBias = 0.002;
    light.shadow.camera.near = 0.2;
    light.shadow.camera.far = 12;
  }
  return light;
}

function addLights(scene, ...lights) {
  for (const l of lights) {
    scene.add(l);
    if (l.target) scene.add(l.target);
  }
}

/** A screen: a dark bezel box and a glowing picture plane (emissive, so it lights itself). */
function screen(tex, w, h, { bezel = 0.012, depth = 0.02, body = '#111114', glow = 1 } = {}) {
  const grp = new THREE.Group();
  const box = shadowed(
    new THREE.Mesh(new RoundedBoxGeometry(w + bezel * 2, h + bezel * 2, depth, 3, 0.006), std(body, 0.35, { metalness: 0.3 })),
  );
  grp.add(box);
  const pic = new THREE.Mesh(
    new THREE.PlaneGeometry(w, h),
    new THREE.MeshStandardMaterial({
      color: '#000',
      emissive: 0xffffff,
      emissiveMap: tex,
      emissiveIntensity: glow,
      roughness: 0.7,
      metalness: 0,
    }),
  );
  pic.position.z = depth / 2 + 0.0008;
  grp.add(pic);
  return grp;
}

/** A desktop monitor on a stand: the screen's foot and neck in brushed metal. */
function monitor(tex, w, h, opts = {}) {
  const grp = new THREE.Group();
  const s = screen(tex, w, h, opts);
  s.position.y = 0.12 + h / 2;
  grp.add(s);
  const metal = std('#8a8c90', 0.35, { metalness: 0.8 });
  const neck = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.05, 0.16, 0.02), metal));
  neck.position.set(0, 0.09, -0.03);
  const foot = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.24, 0.012, 0.16, 2, 0.005), metal));
  foot.position.set(0, 0.006, -0.02);
  grp.add(neck, foot);
  return grp;
}

/** A phone: a rounded body and its screen. */
function phone(tex, { w = 0.072, h = 0.152, body = '#1a1a1e' } = {}) {
  const grp = new THREE.Group();
  grp.add(shadowed(new THREE.Mesh(new RoundedBoxGeometry(w, h, 0.008, 4, 0.006), std(body, 0.25, { metalness: 0.6 }))));
  const pic = new THREE.Mesh(
    new THREE.PlaneGeometry(w - 0.006, h - 0.006),
    new THREE.MeshPhysicalMaterial({
      color: '#000',
      emissive: 0xffffff,
      emissiveMap: tex,
      emissiveIntensity: 1,
      roughness: 0.05,
      clearcoat: 1,
    }),
  );
  pic.position.z = 0.0041;
  grp.add(pic);
  return grp;
}

function mug(col, { r = 0.042, h = 0.095 } = {}) {
  const grp = new THREE.Group();
  const mat = new THREE.MeshPhysicalMaterial({ color: col, roughness: 0.35, clearcoat: 0.6 });
  const body = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(r, r * 0.95, h, 40, 1, true), mat));
  body.material.side = THREE.DoubleSide;
  body.position.y = h / 2;
  const base = shadowed(new THREE.Mesh(new THREE.CircleGeometry(r * 0.95, 32), mat));
  base.rotation.x = -Math.PI / 2;
  base.position.y = 0.004;
  const coffee = new THREE.Mesh(new THREE.CircleGeometry(r * 0.96, 32), std('#2a160c', 0.15));
  coffee.rotation.x = -Math.PI / 2;
  coffee.position.y = h * 0.85;
  const handle = shadowed(new THREE.Mesh(new THREE.TorusGeometry(h * 0.26, 0.007, 10, 24, Math.PI), mat));
  handle.rotation.z = -Math.PI / 2;
  handle.position.set(r, h * 0.5, 0);
  grp.add(body, base, coffee, handle);
  return grp;
}

function pencil(col = '#e0a030', length = 0.17) {
  const grp = new THREE.Group();
  const body = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.0038, 0.0038, length, 6), std(col, 0.5)));
  body.rotation.z = Math.PI / 2;
  const tip = shadowed(new THREE.Mesh(new THREE.ConeGeometry(0.0038, 0.018, 6), std('#e8c9a0', 0.7)));
  tip.rotation.z = -Math.PI / 2;
  tip.position.x = length / 2 + 0.009;
  const lead = new THREE.Mesh(new THREE.ConeGeometry(0.0012, 0.005, 6), std('#222', 0.4));
  lead.rotation.z = -Math.PI / 2;
  lead.position.x = length / 2 + 0.0165;
  grp.add(body, tip, lead);
  grp.position.y = 0.0038;
  return grp;
}

function pen(col = '#15151a', length = 0.14) {
  const grp = new THREE.Group();
  const body = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.0055, 0.005, length, 24), std(col, 0.2, { metalness: 0.3 })));
  body.rotation.z = Math.PI / 2;
  const nib = shadowed(new THREE.Mesh(new THREE.ConeGeometry(0.005, 0.02, 24), std('#c9a35a', 0.25, { metalness: 1 })));
  nib.rotation.z = -Math.PI / 2;
  nib.position.x = length / 2 + 0.01;
  const clip = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.05, 0.002, 0.002), std('#c9a35a', 0.25, { metalness: 1 })));
  clip.position.set(-length / 2 + 0.03, 0.006, 0);
  grp.add(body, nib, clip);
  grp.position.y = 0.0055;
  return grp;
}

/** A desk lamp: a heavy base, an arm, a shade with a glowing bulb and the light it throws. */
function deskLamp(scene, { at, aim, col = '#ffc88a', power = 6, shade = '#1d1d1f', shadow = true }) {
  const grp = new THREE.Group();
  const metal = std(shade, 0.35, { metalness: 0.6 });
  const base = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.07, 0.075, 0.02, 32), metal));
  base.position.y = 0.01;
  grp.add(base);
  const head = v3(at.x, 0.42, at.z);
  const arm = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.008, 0.008, 0.44, 12), metal));
  arm.position.set(0, 0.22, 0);
  arm.rotation.z = 0.25;
  grp.add(arm);
  grp.position.set(at.x, 0, at.z);
  scene.add(grp);
  const shadeMesh = shadowed(new THREE.Mesh(new THREE.ConeGeometry(0.07, 0.11, 32, 1, true), metal));
  shadeMesh.material = metal.clone();
  shadeMesh.material.side = THREE.DoubleSide;
  const hp = v3(at.x - 0.06, 0.43, at.z);
  shadeMesh.position.copy(hp);
  shadeMesh.lookAt(aim);
  shadeMesh.rotateX(-Math.PI / 2);
  scene.add(shadeMesh);
  const bulb = new THREE.Mesh(new THREE.SphereGeometry(0.025, 16, 8), new THREE.MeshBasicMaterial({ color: color(col).multiplyScalar(4) }));
  bulb.position.copy(hp).lerp(aim, 0.06);
  scene.add(bulb);
  const light = spot(col, power, bulb.position.clone(), aim, { angle: 0.75, shadow, radius: 4 });
  addLights(scene, light);
  return { head, light };
}

function baseScene(stage, env = 0.35) {
  const scene = new THREE.Scene();
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = env;
  return scene;
}

/** Places the camera and returns the focus distance for the stills' update(). */
function framed(camera, pos, look, focusPoint = look) {
  camera.position.set(...pos);
  camera.lookAt(v3(...look));
  return () => camera.position.distanceTo(v3(...focusPoint));
}

// ---------------------------------------------------------------------------------------------
// The ten pictures. Each returns { scene, camera, focus: () => distance, look }.

/** How to write a brief: a one-page brief with pen notes, a storyboard sheet, a pencil, morning light. */
function brief(stage, { width, height }) {
  const scene = baseScene(stage, 0.3);
  room(scene, { top: '#c9d2d6', bottom: '#8f9a9c' });
  desk(scene, 'wood', '#b58c62');
  const page = drawn(1240, 1754, (g, w, h) => {
    paperGround(g, w, h, '#f7f4ee');
    text(g, 'CREATIVE BRIEF', 110, 170, 34, '#6a6f7a', { weight: 600 });
    text(g, 'One page. One decision.', 110, 270, 74, '#1d2230', { family: SERIF });
    const sections = ['1  The one sentence', '2  Audience and moment', '3  What must be real', '4  Where it runs', '5  Who decides'];
    sections.forEach((s, i) => {
      const y = 420 + i * 250;
      text(g, s, 110, y, 40, '#1d2230', { weight: 650 });
      copyLines(g, 110, y + 40, w - 220, 3, { gap: 40, thick: 12, seed: i + 2 });
    });
    // the pen notes: the one sentence written in, circled, a tick
    text(g, '“Pressed the day it is sold.”', 440, 530, 70, '#1f48a8', { family: SERIF, italic: true });
    circled(g, 770, 508, 390, 70, '#1f48a8', 6, 3);
    text(g, 'phone first, sound off', 600, 770, 60, '#1f48a8', { family: SERIF, italic: true });
    scribble(
      g,
      [
        [560, 1020],
        [590, 1050],
        [650, 980],
      ],
      '#1f48a8',
      6,
      9,
    );
    text(g, 'real product + hands', 680, 1035, 60, '#1f48a8', { family: SERIF, italic: true });
  });
  const board = drawn(1754, 1240, (g, w, h) => {
    paperGround(g, w, h, '#f1ede4', 5);
    text(g, 'STORYBOARD', 90, 120, 38, '#6a6f7a', { weight: 600 });
    const kinds = ['wide', 'product', 'hands', 'figure', 'product', 'wide'];
    for (let i = 0; i < 6; i++) {
      const col = i % 3;
      const row = Math.floor(i / 3);
      const x = 90 + col * 540;
      const y = 180 + row * 520;
      sketch(g, x, y, 480, 300, kinds[i], i + 11);
      text(g, `${i + 1}`, x, y + 350, 36, '#1d2230', { weight: 700 });
      copyLines(g, x + 50, y + 330, 420, 2, { gap: 34, thick: 10, seed: i + 20 });
    }
  });
  scene.add(sheet(board, 0.297, 0.21, 0.12, -0.07, -0.12, 0));
  scene.add(sheet(page, 0.21, 0.297, -0.08, 0.02, 0.08, 1));
  const p = pencil('#2f5a45');
  p.position.set(0.1, 0.0038, 0.1);
  p.rotation.y = 0.6;
  scene.add(p);
  const m = mug('#e9e6df');
  m.position.set(0.3, 0, -0.2);
  scene.add(m);
  // morning window light from the left, cool, with a soft shadow
  addLights(
    scene,
    spot('#fff1dc', 6, v3(-1.3, 0.9, 0.2), v3(0.02, 0, 0), { angle: 0.45, radius: 3 }),
    new THREE.HemisphereLight(color('#dfe8f0'), color('#6a5038'), 0.3),
  );
  const camera = camera35(width, height, 50);
  const focus = framed(camera, [-0.06, 0.42, 0.52], [0.03, 0, -0.04], [-0.08, 0, 0.02]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1,
      dof: { aperture: 0.012, maxblur: 0.01 },
      bloom: { strength: 0.15, threshold: 0.9 },
      lift: [0.01, 0.012, 0.02],
      gain: [1.0, 1.0, 1.02],
      vignette: 0.3,
      grain: 0.02,
    },
  };
}

/** How to review a cut: an edit-suite monitor, a frame with numbered comment pins, a timeline with markers. */
function review(stage, { width, height }) {
  const scene = baseScene(stage, 0.22);
  room(scene, {
    top: '#0c0f16',
    bottom: '#07080c',
    lights: [
      [-1.6, 0.9, -2.4, '#ff9a4a', 0.04],
      [1.9, 1.2, -3, '#6a7cff', 0.05],
    ],
  });
  desk(scene, 'stone', '#1c1d22', { rough: 0.45 });
  const ui = drawn(1920, 1080, (g, w, h) => {
    g.fillStyle = '#15171c';
    g.fillRect(0, 0, w, h);
    // viewer: the cut's frame (a dusk road and a car's lights), with comment pins on it
    const vx = 40;
    const vy = 60;
    const vw = 1300;
    const vh = 731;
    const sky = g.createLinearGradient(0, vy, 0, vy + vh);
    sky.addColorStop(0, '#2a3566');
    sky.addColorStop(0.55, '#e0825a');
    sky.addColorStop(0.56, '#3a2a35');
    sky.addColorStop(1, '#1a1418');
    g.fillStyle = sky;
    g.fillRect(vx, vy, vw, vh);
    g.fillStyle = '#f0b070';
    g.beginPath();
    g.arc(vx + vw * 0.68, vy + vh * 0.5, 60, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#211820';
    g.beginPath();
    g.moveTo(vx, vy + vh * 0.6);
    for (let i = 0; i <= 20; i++) g.lineTo(vx + (vw * i) / 20, vy + vh * (0.52 + 0.05 * Math.sin(i * 1.3)));
    g.lineTo(vx + vw, vy + vh);
    g.lineTo(vx, vy + vh);
    g.fill();
    g.fillStyle = '#2c2430';
    g.beginPath();
    g.moveTo(vx + vw * 0.46, vy + vh * 0.6);
    g.lineTo(vx + vw * 0.54, vy + vh * 0.6);
    g.lineTo(vx + vw * 0.85, vy + vh);
    g.lineTo(vx + vw * 0.15, vy + vh);
    g.fill();
    g.fillStyle = '#fff2c0';
    g.fillRect(vx + vw * 0.47, vy + vh * 0.74, 30, 14);
    g.fillRect(vx + vw * 0.53, vy + vh * 0.74, 30, 14);
    const pins = [
      [0.68, 0.5, 1],
      [0.5, 0.76, 2],
      [0.16, 0.2, 3],
    ];
    for (const [px, py, n] of pins) {
      g.fillStyle = '#ffcf3a';
      g.beginPath();
      g.arc(vx + vw * px, vy + vh * py, 30, 0, Math.PI * 2);
      g.fill();
      text(g, String(n), vx + vw * px, vy + vh * py + 12, 34, '#15171c', { weight: 800, align: 'center' });
    }
    text(g, '00:00:04:12', vx, vy + vh + 50, 30, '#9aa3b5', { weight: 500 });
    text(g, 'CUT v3', vx + vw, vy + vh + 50, 30, '#9aa3b5', { weight: 600, align: 'right' });
    // the comments column
    const cx = 1380;
    text(g, 'Notes, pass 2: picture', cx, 100, 34, '#e8ebf2', { weight: 650 });
    const notes = [
      ['1', '00:04', 'Sun flares the logo'],
      ['2', '00:06', 'Headlights: keep'],
      ['3', '00:09', 'Sky too busy here'],
    ];
    notes.forEach(([n, tc, s], i) => {
      const y = 170 + i * 150;
      roundRect(g, cx, y, 500, 120, 14);
      g.fillStyle = '#232733';
      g.fill();
      g.fillStyle = '#ffcf3a';
      g.beginPath();
      g.arc(cx + 40, y + 42, 22, 0, Math.PI * 2);
      g.fill();
      text(g, n, cx + 40, y + 52, 26, '#15171c', { weight: 800, align: 'center' });
      text(g, tc, cx + 80, y + 52, 26, '#9aa3b5', { weight: 500 });
      text(g, s, cx + 30, y + 100, 32, '#e8ebf2', { weight: 500 });
    });
    // the timeline: tracks of clips, markers above, the playhead
    const ty = 880;
    g.fillStyle = '#0f1115';
    g.fillRect(0, ty - 20, w, h - ty + 20);
    const cols = ['#4d6bd8', '#6a58c9', '#3c8c8a', '#c96a4a', '#4d6bd8', '#8a5ac9', '#3c8c8a'];
    const r = rng(4);
    for (let track = 0; track < 3; track++) {
      let x = 40;
      let k = track;
      while (x < w - 60) {
        const cw = 120 + r() * 260;
        roundRect(g, x, ty + 30 + track * 58, Math.min(cw, w - 40 - x), 46, 6);
        g.fillStyle = track === 2 ? '#2f7a55' : cols[k++ % cols.length];
        g.fill();
        x += cw + 6;
      }
    }
    for (const [mx, n] of [
      [0.3, 1],
      [0.42, 2],
      [0.6, 3],
    ]) {
      g.fillStyle = '#ffcf3a';
      g.beginPath();
      g.moveTo(40 + (w - 80) * mx - 12, ty - 6);
      g.lineTo(40 + (w - 80) * mx + 12, ty - 6);
      g.lineTo(40 + (w - 80) * mx, ty + 14);
      g.fill();
      void n;
    }
    g.fillStyle = '#ff4d4d';
    g.fillRect(40 + (w - 80) * 0.3 - 2, ty - 14, 4, 200);
  });
  const mon = monitor(ui, 0.62, 0.349, { glow: 0.8 });
  mon.position.set(0, 0, -0.25);
  mon.rotation.y = 0.12;
  scene.add(mon);
  // a keyboard and a mug in the near dark
  const kb = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.36, 0.014, 0.12, 2, 0.004), std('#2a2b30', 0.5)));
  kb.position.set(-0.08, 0.007, 0.18);
  kb.rotation.y = 0.08;
  scene.add(kb);
  const m = mug('#b9c3d6');
  m.position.set(0.3, 0, 0.12);
  scene.add(m);
  addLights(
    scene,
    spot('#ffb070', 3.5, v3(-0.8, 0.9, 0.6), v3(0, 0.05, 0.1), { angle: 0.6 }),
    spot('#7f9cff', 0.8, v3(0, 0.35, -0.1), v3(0, 0, 0.25), { angle: 0.9, shadow: false }),
  );
  const camera = camera35(width, height, 35);
  const focus = framed(camera, [0.42, 0.36, 0.66], [-0.04, 0.2, -0.15], [0, 0.3, -0.24]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1.05,
      dof: { aperture: 0.015, maxblur: 0.01 },
      bloom: { strength: 0.45, radius: 0.6, threshold: 0.7 },
      lift: [0.004, 0.012, 0.028],
      gain: [1.0, 1.02, 1.06],
      vignette: 0.55,
      grain: 0.03,
    },
  };
}

/** Budgeting: a printed budget comparison with marker notes, storyboard cards and a calculator. */
function budget(stage, { width, height }) {
  const scene = baseScene(stage, 0.25);
  room(scene, { top: '#2a1c12', bottom: '#140e0a', lights: [[1.4, 0.7, -2.2, '#ffc070', 0.06]] });
  desk(scene, 'linen', '#3f4a3a', { rough: 0.9 });
  const sheetTex = drawn(1754, 1240, (g, w, h) => {
    paperGround(g, w, h, '#f6f2e8', 8);
    text(g, 'Budget: launch film', 100, 160, 88, '#1b2220', { family: SERIF });
    text(g, 'LINE', 100, 260, 30, '#777', { weight: 650 });
    text(g, 'CONVENTIONAL', 860, 260, 30, '#777', { weight: 650 });
    text(g, 'AI-ASSISTED', 1300, 260, 30, '#777', { weight: 650 });
    g.fillStyle = '#1b2220';
    g.fillRect(100, 285, w - 200, 3);
    const lines = [
      ['Locations, sets, travel', 'lower'],
      ['Crew days', 'lower'],
      ['Boards and animatics', 'lower'],
      ['Versions and languages', 'lower'],
      ['Direction and craft', 'same'],
      ['Talent and rights', 'same'],
      ['Review rounds', 'same'],
    ];
    lines.forEach(([name, verdict], i) => {
      const y = 370 + i * 112;
      text(g, name, 100, y, 50, '#1b2220', { weight: 500 });
      // bars instead of figures: the conventional line full, the AI-assisted line shorter or equal
      g.fillStyle = '#8a8f86';
      g.fillRect(860, y - 30, 340, 26);
      g.fillStyle = verdict === 'lower' ? '#2f7d57' : '#8a8f86';
      g.fillRect(1300, y - 30, verdict === 'lower' ? 80 + ((i * 37) % 90) : 340, 26);
      g.fillStyle = 'rgba(0,0,0,0.08)';
      g.fillRect(100, y + 30, w - 200, 2);
    });
    // the marker: a highlighted line and a note
    g.fillStyle = 'rgba(255,220,60,0.45)';
    g.fillRect(90, 370 - 48, 700, 64);
    text(g, 'biggest saving', 1220, 1170, 52, '#c0392b', { family: SERIF, italic: true });
    scribble(
      g,
      [
        [1200, 1150],
        [900, 900],
        [800, 400],
      ],
      '#c0392b',
      5,
      3,
    );
    scribble(
      g,
      [
        [790, 430],
        [800, 400],
        [828, 420],
      ],
      '#c0392b',
      5,
      4,
    );
  });
  scene.add(sheet(sheetTex, 0.297, 0.21, -0.04, 0.01, -0.05, 0));
  const card = (kind, i) =>
    drawn(640, 420, (g, w, h) => {
      paperGround(g, w, h, '#f3efe6', i + 30);
      sketch(g, 24, 24, w - 48, h - 90, kind, i + 40);
      text(g, `SC ${i + 1}`, 24, h - 26, 30, '#333', { weight: 700 });
    });
  [
    ['wide', 0.19, -0.13, 0.2],
    ['product', 0.22, -0.04, -0.1],
    ['figure', 0.19, 0.06, 0.12],
  ].forEach(([k, x, z, turn], i) => scene.add(sheet(card(k, i), 0.1, 0.066, x, z, turn, 2 + i)));
  // the calculator
  const calc = new THREE.Group();
  const keys = drawn(512, 760, (g, w, h) => {
    g.fillStyle = '#26282c';
    g.fillRect(0, 0, w, h);
    g.fillStyle = '#a9b89a';
    roundRect(g, 40, 40, w - 80, 150, 10);
    g.fill();
    text(g, '0.', w - 70, 150, 90, '#1d2418', { weight: 300, align: 'right' });
    const labels = ['7', '8', '9', '÷', '4', '5', '6', '×', '1', '2', '3', '−', '0', '.', '=', '+'];
    labels.forEach((l, i) => {
      const x = 40 + (i % 4) * 110;
      const y = 240 + Math.floor(i / 4) * 125;
      roundRect(g, x, y, 92, 100, 12);
      g.fillStyle = i % 4 === 3 ? '#d9822b' : '#3d4046';
      g.fill();
      text(g, l, x + 46, y + 68, 48, '#f2f2f2', { weight: 500, align: 'center' });
    });
  });
  calc.add(shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.085, 0.014, 0.125, 3, 0.005), std('#26282c', 0.5))));
  const face = new THREE.Mesh(new THREE.PlaneGeometry(0.08, 0.12), new THREE.MeshStandardMaterial({ map: keys, roughness: 0.5 }));
  face.rotation.x = -Math.PI / 2;
  face.position.y = 0.0072;
  calc.add(face);
  calc.position.set(-0.25, 0.007, 0.1);
  calc.rotation.y = 0.45;
  scene.add(calc);
  const p = pen('#8c2f28');
  p.position.set(0.05, 0.0055, 0.15);
  p.rotation.y = -0.3;
  scene.add(p);
  // a warm lamp from the right, tungsten
  addLights(
    scene,
    spot('#ffc285', 5, v3(0.9, 1.0, -0.2), v3(-0.02, 0, 0.02), { angle: 0.55 }),
    new THREE.HemisphereLight(color('#6a5a48'), color('#151510'), 0.35),
  );
  const camera = camera35(width, height, 45);
  const focus = framed(camera, [-0.1, 0.36, 0.37], [0.0, 0, -0.01], [-0.04, 0, 0.02]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1,
      dof: { aperture: 0.009, maxblur: 0.01 },
      bloom: { strength: 0.25, threshold: 0.85 },
      lift: [0.02, 0.012, 0.0],
      gain: [1.05, 1.0, 0.92],
      vignette: 0.5,
      grain: 0.025,
    },
  };
}

/** AI content labels: a phone on a stand, showing a social ad that carries an "AI-generated" label. */
function labels(stage, { width, height }) {
  const scene = baseScene(stage, 0.18);
  room(scene, {
    top: '#1a0d24',
    bottom: '#0a0610',
    lights: [
      [-0.5, 0.3, -1.4, '#ff4fa0', 0.03],
      [0.55, 0.38, -1.6, '#40d0ff', 0.035],
      [0.25, 0.2, -1.2, '#ff9a60', 0.02],
      [-0.2, 0.45, -1.8, '#b070ff', 0.03],
      [0.8, 0.18, -1.3, '#ff4fa0', 0.025],
    ],
  });
  desk(scene, 'stone', '#2b2530', { rough: 0.35, clearcoat: 0.5 });
  const ad = drawn(720, 1520, (g, w, h) => {
    g.fillStyle = '#0e0e12';
    g.fillRect(0, 0, w, h);
    // the account row
    g.fillStyle = '#ff8a3d';
    g.beginPath();
    g.arc(70, 110, 36, 0, Math.PI * 2);
    g.fill();
    text(g, 'Solstice Sparkling', 124, 104, 32, '#ffffff', { weight: 650 });
    text(g, 'Sponsored', 124, 142, 26, '#a0a0aa', { weight: 400 });
    // the ad's picture: a bottle on a sunset gradient
    const pg = g.createLinearGradient(0, 180, 0, 1080);
    pg.addColorStop(0, '#ff7a59');
    pg.addColorStop(0.6, '#ffb36b');
    pg.addColorStop(1, '#6a3a7a');
    g.fillStyle = pg;
    g.fillRect(0, 180, w, 900);
    g.fillStyle = 'rgba(255,240,210,0.8)';
    g.beginPath();
    g.arc(w * 0.5, 520, 150, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#1f6a5a';
    roundRect(g, w * 0.5 - 70, 520, 140, 440, 30);
    g.fill();
    g.fillRect(w * 0.5 - 26, 430, 52, 100);
    g.fillStyle = '#f4ecd8';
    g.fillRect(w * 0.5 - 70, 680, 140, 120);
    text(g, 'SOLSTICE', w * 0.5, 750, 26, '#1f6a5a', { weight: 800, align: 'center' });
    g.fillStyle = '#5a2a55';
    g.fillRect(0, 960, w, 120);
    // the label: the platform's disclosure, on the picture
    roundRect(g, 30, 204, 360, 76, 38);
    g.fillStyle = 'rgba(10,10,14,0.78)';
    g.fill();
    g.strokeStyle = '#ffffff';
    g.lineWidth = 3;
    g.beginPath();
    g.arc(74, 242, 19, 0, Math.PI * 2);
    g.stroke();
    text(g, 'i', 74, 253, 28, '#ffffff', { weight: 800, align: 'center' });
    text(g, 'AI-generated', 108, 256, 40, '#ffffff', { weight: 700 });
    // the caption and the call to action
    text(g, 'Summer, bottled.', 40, 1160, 44, '#ffffff', { weight: 700 });
    text(g, 'Made with AI-generated imagery.', 40, 1214, 28, '#c8c8d0', { weight: 400 });
    roundRect(g, 40, 1280, w - 80, 84, 16);
    g.fillStyle = '#3a7bff';
    g.fill();
    text(g, 'Shop now', w / 2, 1334, 34, '#ffffff', { weight: 700, align: 'center' });
  });
  const ph = phone(ad);
  ph.position.set(0, 0.085, 0);
  ph.rotation.x = -0.28;
  scene.add(ph);
  // a simple stand behind it
  const stand = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.06, 0.11, 0.006), std('#3a3a40', 0.3, { metalness: 0.7 })));
  stand.position.set(0, 0.05, -0.035);
  stand.rotation.x = 0.35;
  scene.add(stand);
  const lip = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.08, 0.008, 0.02), std('#3a3a40', 0.3, { metalness: 0.7 })));
  lip.position.set(0, 0.004, 0.02);
  scene.add(lip);
  // a sunglasses-free, honest prop: an actual bottle like the one in the ad, out of focus behind
  const bottle = new THREE.Group();
  const glass = new THREE.MeshPhysicalMaterial({ color: '#1f6a5a', roughness: 0.08, clearcoat: 1, metalness: 0.1 });
  const body = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.032, 0.032, 0.16, 40), glass));
  body.position.y = 0.08;
  const neck = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.012, 0.03, 0.06, 32), glass));
  neck.position.y = 0.19;
  bottle.add(body, neck);
  bottle.position.set(-0.15, 0, -0.32);
  scene.add(bottle);
  addLights(
    scene,
    spot('#ff5fb0', 6, v3(-0.7, 0.5, -0.4), v3(0, 0.08, 0), { angle: 0.5 }),
    spot('#50d8ff', 6, v3(0.7, 0.5, -0.3), v3(0, 0.08, 0), { angle: 0.5 }),
    spot('#ffe6d0', 3, v3(0.2, 0.8, 0.9), v3(0, 0.06, 0), { angle: 0.4 }),
  );
  const camera = camera35(width, height, 60);
  const focus = framed(camera, [0.15, 0.16, 0.5], [0.035, 0.09, 0], [0, 0.1, 0.01]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1.05,
      dof: { aperture: 0.03, maxblur: 0.014 },
      bloom: { strength: 0.6, radius: 0.7, threshold: 0.7 },
      lift: [0.02, 0.0, 0.03],
      gain: [1.04, 0.98, 1.04],
      vignette: 0.55,
      grain: 0.03,
    },
  };
}

/** C2PA: a laptop showing an image with its "CR" badge open into the provenance panel. */
function credentials(stage, { width, height }) {
  const scene = baseScene(stage, 0.3);
  room(scene, { top: '#c4d0dc', bottom: '#6a7888' });
  desk(scene, 'stone', '#3a4654', { rough: 0.4, clearcoat: 0.3 });
  const ui = drawn(1920, 1200, (g, w, h) => {
    g.fillStyle = '#eef1f5';
    g.fillRect(0, 0, w, h);
    // the image: a coastal photograph-like picture
    const ix = 80;
    const iy = 100;
    const iw = 1060;
    const ih = 1000;
    const sky = g.createLinearGradient(0, iy, 0, iy + ih);
    sky.addColorStop(0, '#8fb8d8');
    sky.addColorStop(0.5, '#d8e4ea');
    sky.addColorStop(0.52, '#4a7f95');
    sky.addColorStop(1, '#1f4d5e');
    g.fillStyle = sky;
    g.fillRect(ix, iy, iw, ih);
    g.fillStyle = '#3e5a3a';
    g.beginPath();
    g.moveTo(ix, iy + ih * 0.5);
    g.bezierCurveTo(ix + iw * 0.2, iy + ih * 0.32, ix + iw * 0.38, iy + ih * 0.4, ix + iw * 0.5, iy + ih * 0.52);
    g.lineTo(ix, iy + ih * 0.7);
    g.fill();
    g.fillStyle = '#f3f0e8';
    g.fillRect(ix + iw * 0.12, iy + ih * 0.42, 40, 60);
    // the CR badge, top right of the image, pressed
    const bx = ix + iw - 90;
    const by = iy + 30;
    roundRect(g, bx - 40, by, 104, 96, 22);
    g.fillStyle = '#ffffff';
    g.fill();
    g.strokeStyle = '#1b1f2a';
    g.lineWidth = 3;
    g.stroke();
    text(g, 'CR', bx + 12, by + 64, 48, '#1b1f2a', { weight: 800, align: 'center' });
    g.strokeStyle = '#2f6bff';
    g.lineWidth = 4;
    g.beginPath();
    g.moveTo(bx + 64, by + 48);
    g.lineTo(1190, 160);
    g.stroke();
    // the panel
    const px = 1190;
    roundRect(g, px, 100, 660, 1000, 24);
    g.fillStyle = '#ffffff';
    g.fill();
    text(g, 'Content Credentials', px + 40, 180, 44, '#1b1f2a', { weight: 700 });
    text(g, 'Signed record, verified', px + 40, 228, 28, '#2f8a55', { weight: 550 });
    const rows = [
      ['Issued by', 'Lumora Studio'],
      ['Produced for', 'Your brand'],
      ['Made with', 'Camera, then generative fill'],
      ['AI used', 'Yes: sky extended'],
    ];
    rows.forEach(([k, val], i) => {
      const y = 320 + i * 110;
      text(g, k, px + 40, y, 26, '#6b7385', { weight: 500 });
      text(g, val, px + 40, y + 40, 32, '#1b1f2a', { weight: 600 });
    });
    text(g, 'History', px + 40, 800, 30, '#1b1f2a', { weight: 700 });
    const thumbs = ['#4a7f95', '#8fb8d8', '#3e5a3a'];
    thumbs.forEach((c, i) => {
      roundRect(g, px + 40 + i * 200, 840, 170, 120, 10);
      g.fillStyle = c;
      g.fill();
    });
    text(g, 'Photo  →  Edit  →  Export', px + 40, 1020, 28, '#6b7385', { weight: 500 });
  });
  const lap = new THREE.Group();
  const alu = std('#b9bcc2', 0.3, { metalness: 0.9 });
  const baseMesh = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.32, 0.012, 0.22, 3, 0.005), alu));
  baseMesh.position.y = 0.006;
  lap.add(baseMesh);
  const kbTex = drawn(512, 320, (g, w, h) => {
    g.fillStyle = '#b0b3b9';
    g.fillRect(0, 0, w, h);
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 12; c++) {
        roundRect(g, 20 + c * 40, 14 + r * 36, 34, 30, 4);
        g.fillStyle = '#222428';
        g.fill();
      }
    roundRect(g, 170, 210, 170, 100, 8);
    g.fillStyle = '#a6a9af';
    g.fill();
  });
  const kb = new THREE.Mesh(new THREE.PlaneGeometry(0.3, 0.2), new THREE.MeshStandardMaterial({ map: kbTex, roughness: 0.5 }));
  kb.rotation.x = -Math.PI / 2;
  kb.position.y = 0.0122;
  lap.add(kb);
  const lid = screen(ui, 0.296, 0.185, { bezel: 0.008, depth: 0.006, body: '#b9bcc2' });
  const hinge = new THREE.Group();
  hinge.position.set(0, 0.012, -0.11);
  hinge.rotation.x = -0.28;
  lid.position.set(0, 0.1, 0.003);
  hinge.add(lid);
  lap.add(hinge);
  lap.rotation.y = -0.2;
  scene.add(lap);
  // a printed proof of the same image beside it, and a loupe
  const proof = drawn(900, 640, (g, w, h) => {
    paperGround(g, w, h, '#fbfbf8', 12);
    const sky = g.createLinearGradient(0, 40, 0, 560);
    sky.addColorStop(0, '#8fb8d8');
    sky.addColorStop(0.5, '#d8e4ea');
    sky.addColorStop(0.52, '#4a7f95');
    sky.addColorStop(1, '#1f4d5e');
    g.fillStyle = sky;
    g.fillRect(40, 40, w - 80, 500);
    text(g, 'PROOF 02  ·  signed', 40, 600, 30, '#555', { weight: 600 });
  });
  scene.add(sheet(proof, 0.15, 0.107, 0.26, 0.12, 0.35, 0));
  const loupe = shadowed(
    new THREE.Mesh(
      new THREE.CylinderGeometry(0.022, 0.026, 0.04, 40),
      new THREE.MeshPhysicalMaterial({ color: '#ffffff', transmission: 0.6, roughness: 0.05, thickness: 0.02 }),
    ),
  );
  loupe.position.set(0.3, 0.02, 0.16);
  scene.add(loupe);
  addLights(
    scene,
    spot('#fff8f0', 6, v3(1.0, 1.3, 0.8), v3(0, 0.05, 0), { angle: 0.5 }),
    new THREE.HemisphereLight(color('#eef2f6'), color('#8a8f96'), 0.3),
  );
  const camera = camera35(width, height, 45);
  const focus = framed(camera, [0.2, 0.22, 0.36], [0.01, 0.11, -0.1], [0.06, 0.12, -0.11]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 0.95,
      dof: { aperture: 0.02, maxblur: 0.01 },
      bloom: { strength: 0.15, threshold: 0.92 },
      lift: [0.01, 0.015, 0.025],
      gain: [0.98, 1.0, 1.03],
      vignette: 0.25,
      grain: 0.015,
    },
  };
}

/** Avatars, consent: a signed likeness-and-voice consent form and a fountain pen, the presenter on the monitor behind. */
function consent(stage, { width, height }) {
  const scene = baseScene(stage, 0.2);
  room(scene, { top: '#16241e', bottom: '#0b120f', lights: [[-1.4, 0.8, -2.2, '#ffcf8a', 0.05]] });
  desk(scene, 'wood', '#5a3a26', { rough: 0.35, clearcoat: 0.6 });
  const form = drawn(1240, 1754, (g, w, h) => {
    paperGround(g, w, h, '#f8f5ec', 21);
    text(g, 'Likeness and', 100, 170, 96, '#1a241f', { family: SERIF });
    text(g, 'Voice Consent', 100, 260, 96, '#1a241f', { family: SERIF });
    copyLines(g, 100, 320, w - 200, 2, { gap: 36, thick: 11, seed: 22 });
    const fields = [
      ['Languages', 'EN, FR, DE, ES, IT, PL'],
      ['Channels', 'Internal video, website'],
      ['Valid until', '31 December 2027'],
    ];
    fields.forEach(([k, val], i) => {
      const y = 480 + i * 140;
      text(g, k, 100, y, 36, '#55605a', { weight: 600 });
      text(g, val, 420, y, 46, '#1c3d8f', { family: SERIF, italic: true });
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.fillRect(420, y + 16, w - 520, 2);
    });
    const checks = ['I may withdraw this consent in writing.', 'Each use will be disclosed as AI-generated.'];
    checks.forEach((s, i) => {
      const y = 980 + i * 100;
      g.strokeStyle = '#1a241f';
      g.lineWidth = 3;
      g.strokeRect(100, y - 36, 44, 44);
      scribble(
        g,
        [
          [106, y - 14],
          [120, y + 2],
          [150, y - 44],
        ],
        '#1c3d8f',
        6,
        30 + i,
      );
      text(g, s, 170, y, 38, '#1a241f', { weight: 450 });
    });
    text(g, 'Signature', 100, 1420, 32, '#55605a', { weight: 600 });
    g.fillStyle = 'rgba(0,0,0,0.4)';
    g.fillRect(100, 1460, 560, 2);
    signature(g, 120, 1420, 480, '#1c3d8f', 7);
    text(g, 'Date', 760, 1420, 32, '#55605a', { weight: 600 });
    g.fillRect(760, 1460, 380, 2);
    text(g, '2 June 2026', 770, 1440, 46, '#1c3d8f', { family: SERIF, italic: true });
  });
  scene.add(sheet(form, 0.21, 0.297, 0.0, -0.05, -0.18, 0));
  const fp = pen('#0d2a20');
  fp.position.set(0.08, 0.0055, 0.05);
  fp.rotation.y = 2.4;
  scene.add(fp);
  const pres = drawn(1600, 900, (g, w, h) => {
    presenterPicture(g, 0, 0, w, h, { bg: ['#3d5a52', '#162420'], jacket: '#2a2f3a', skin: '#b98566', hair: '#1e1410', seed: 4 });
    roundRect(g, 60, h - 130, 420, 70, 35);
    g.fillStyle = 'rgba(0,0,0,0.55)';
    g.fill();
    text(g, 'AI presenter · licensed', 90, h - 83, 32, '#ffffff', { weight: 600 });
  });
  const mon = monitor(pres, 0.56, 0.315, { body: '#1a1a1a' });
  mon.position.set(0.14, 0, -0.4);
  mon.rotation.y = -0.25;
  scene.add(mon);
  deskLamp(scene, { at: v3(0.36, 0, -0.2), aim: v3(0.02, 0, 0.04), col: '#ffc47a', power: 0.7 });
  addLights(scene, new THREE.HemisphereLight(color('#3a5548'), color('#120c08'), 0.3));
  const camera = camera35(width, height, 26);
  const focus = framed(camera, [-0.13, 0.33, 0.47], [0.03, 0.1, -0.19], [0.0, 0, -0.03]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1.05,
      dof: { aperture: 0.024, maxblur: 0.012 },
      bloom: { strength: 0.4, radius: 0.6, threshold: 0.8 },
      lift: [0.0, 0.015, 0.01],
      gain: [1.04, 1.0, 0.94],
      vignette: 0.5,
      grain: 0.025,
    },
  };
}

const greetings = [
  ['EN', 'Welcome to the team'],
  ['FR', 'Bienvenue dans l’équipe'],
  ['DE', 'Willkommen im Team'],
  ['ES', 'Bienvenidos al equipo'],
  ['IT', 'Benvenuti nel team'],
  ['PT', 'Bem-vindos à equipa'],
  ['NL', 'Welkom in het team'],
  ['PL', 'Witamy w zespole'],
  ['TR', 'Ekibe hoş geldiniz'],
  ['CS', 'Vítejte v týmu'],
  ['RU', 'Добро пожаловать'],
  ['EL', 'Καλώς ήρθατε'],
];

/** Localising one presenter: a review wall of twelve screens, one presenter, twelve languages' captions. */
function languages(stage, { width, height }) {
  const scene = baseScene(stage, 0.15);
  room(scene, { top: '#0a1418', bottom: '#05090b' });
  desk(scene, 'stone', '#141a1d', { rough: 0.3, clearcoat: 0.8, size: 8 });
  const wall = new THREE.Group();
  greetings.forEach(([code, line], i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const tex = drawn(800, 450, (g, w, h) => {
      presenterPicture(g, 0, 0, w, h, { bg: ['#e8a06a', '#8a4a3a'], jacket: '#1f3a5a', skin: '#c08a6a', hair: '#2a1a12', seed: 1 });
      g.fillStyle = 'rgba(0,0,0,0.6)';
      g.fillRect(0, h - 96, w, 96);
      text(g, line, w / 2, h - 34, 40, '#ffffff', { weight: 600, align: 'center' });
      roundRect(g, 24, 22, 84, 50, 8);
      g.fillStyle = '#0b1a20';
      g.fill();
      text(g, code, 66, 58, 30, '#7fe0d0', { weight: 800, align: 'center' });
    });
    const s = screen(tex, 0.5, 0.281, { bezel: 0.01, depth: 0.03, glow: 0.9 });
    s.position.set((col - 1.5) * 0.53, 0.3 + (2 - row) * 0.31, 0);
    wall.add(s);
  });
  wall.position.set(0, 0, -0.6);
  wall.rotation.y = -0.32;
  scene.add(wall);
  // in front, out of focus: a script on the desk and a notepad of ticks
  const script = drawn(1240, 1754, (g, w, h) => {
    paperGround(g, w, h, '#f4f1e8', 44);
    text(g, 'MASTER SCRIPT  v4', 100, 160, 44, '#333', { weight: 700 });
    copyLines(g, 100, 240, w - 200, 26, { gap: 52, thick: 14, seed: 45 });
  });
  scene.add(sheet(script, 0.21, 0.297, -0.3, 0.35, 0.3, 0));
  addLights(
    scene,
    spot('#80e0ff', 2.5, v3(-1, 1.2, 1), v3(0, 0.5, -0.6), { angle: 0.6, shadow: false }),
    new THREE.HemisphereLight(color('#20383a'), color('#050505'), 0.3),
  );
  const camera = camera35(width, height, 28);
  const focus = framed(camera, [-1.0, 0.6, 0.95], [0.05, 0.63, -0.7], [-0.35, 0.6, -0.5]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1.0,
      dof: { aperture: 0.012, maxblur: 0.01 },
      bloom: { strength: 0.55, radius: 0.7, threshold: 0.72 },
      lift: [0.0, 0.02, 0.03],
      gain: [1.04, 1.0, 0.96],
      vignette: 0.5,
      grain: 0.03,
    },
  };
}

/** A factory tour: a juice line (oranges on a conveyor, steel tanks) through a camera's viewfinder; one orange gets away. */
function factory(stage, { width, height }) {
  const scene = baseScene(stage, 0.4);
  room(scene, { top: '#b8d4d0', bottom: '#5a7a78' });
  scene.fog = new THREE.Fog(color('#8fb2ae'), 8, 26);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(40, 40), std('#55625f', 0.45));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const steel = std('#c9d0d4', 0.28, { metalness: 0.9 });
  const belt = std('#2a2d30', 0.7);
  // the conveyor: a long belt on legs, curving away
  const conveyor = new THREE.Group();
  const beltTop = shadowed(new THREE.Mesh(new THREE.BoxGeometry(14, 0.06, 0.7), belt));
  beltTop.position.y = 0.9;
  const railA = shadowed(new THREE.Mesh(new THREE.BoxGeometry(14, 0.14, 0.05), steel));
  railA.position.set(0, 0.95, 0.37);
  const railB = railA.clone();
  railB.position.z = -0.37;
  conveyor.add(beltTop, railA, railB);
  for (let x = -6.5; x <= 6.5; x += 1.6) {
    const leg = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.06, 0.9, 0.06), steel));
    leg.position.set(x, 0.45, 0.3);
    const leg2 = leg.clone();
    leg2.position.z = -0.3;
    conveyor.add(leg, leg2);
  }
  conveyor.rotation.y = 1.0;
  conveyor.position.set(1.4, 0, -4.7);
  scene.add(conveyor);
  // oranges along the belt
  const orange = new THREE.MeshPhysicalMaterial({ color: '#ff8a1a', roughness: 0.55, clearcoat: 0.3, sheen: 0.3 });
  const r = rng(9);
  const orangeGeo = new THREE.IcosahedronGeometry(0.11, 4);
  for (let i = 0; i < 46; i++) {
    const o = shadowed(new THREE.Mesh(orangeGeo, orange));
    o.position.set(-6.8 + i * 0.3 + r() * 0.08, 1.04, (r() - 0.5) * 0.45);
    conveyor.add(o);
  }
  // the runaway: one orange off the belt, mid-bounce toward the camera
  const pip = shadowed(new THREE.Mesh(orangeGeo, orange));
  pip.position.set(0.55, 0.6, -0.2);
  pip.scale.set(1.05, 0.95, 1.05);
  scene.add(pip);
  const leaf = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.04, 12, 8), std('#3f8a3a', 0.5)));
  leaf.scale.set(1, 0.3, 0.5);
  leaf.position.set(0.55, 0.715, -0.2);
  scene.add(leaf);
  // steel tanks and pipes behind
  for (const [x, z, rr, hh] of [
    [-1.5, -9, 1.1, 4.2],
    [1.4, -11, 1.3, 4.8],
    [5.2, -8.5, 1.0, 3.8],
    [7.5, -11, 1.2, 4.4],
  ]) {
    const tank = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(rr, rr, hh, 48), steel));
    tank.position.set(x, hh / 2, z);
    const cap = shadowed(new THREE.Mesh(new THREE.SphereGeometry(rr, 48, 16, 0, Math.PI * 2, 0, Math.PI / 2), steel));
    cap.position.set(x, hh, z);
    scene.add(tank, cap);
  }
  const pipe = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.08, 0.08, 12, 16), steel));
  pipe.rotation.z = Math.PI / 2;
  pipe.position.set(2.5, 3.6, -8.5);
  scene.add(pipe);
  // a juice press with a glowing orange window
  const press = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.2, 1.6, 1.0, 3, 0.08), steel));
  press.position.set(4.4, 0.8, -5.2);
  scene.add(press);
  // skylights: the light of the hall
  addLights(
    scene,
    spot('#ffe2b8', 420, v3(-4, 8, 1), v3(1, 0.8, -3), { angle: 0.7, radius: 6, map: 1024 }),
    new THREE.HemisphereLight(color('#cfe6e4'), color('#2a3432'), 0.45),
  );
  const camera = camera35(width, height, 35);
  // the viewfinder: frame lines, centre cross, REC and timecode, drawn over the picture in front of the lens
  const hud = drawn(1280, 720, (g, w, h) => {
    g.shadowColor = 'rgba(0,0,0,0.55)';
    g.shadowBlur = 8;
    g.strokeStyle = 'rgba(255,255,255,0.85)';
    g.lineWidth = 3;
    const m = 70;
    const L = 60;
    for (const [x, y, dx, dy] of [
      [m, m, 1, 1],
      [w - m, m, -1, 1],
      [m, h - m, 1, -1],
      [w - m, h - m, -1, -1],
    ]) {
      g.beginPath();
      g.moveTo(x, y + dy * L);
      g.lineTo(x, y);
      g.lineTo(x + dx * L, y);
      g.stroke();
    }
    g.lineWidth = 2;
    g.beginPath();
    g.moveTo(w / 2 - 22, h / 2);
    g.lineTo(w / 2 + 22, h / 2);
    g.moveTo(w / 2, h / 2 - 22);
    g.lineTo(w / 2, h / 2 + 22);
    g.stroke();
    g.fillStyle = '#ff3b30';
    g.beginPath();
    g.arc(m + 30, m + 44, 11, 0, Math.PI * 2);
    g.fill();
    text(g, 'REC', m + 52, m + 54, 30, '#ffffff', { weight: 700 });
    text(g, '00:01:12:08', w - m - 20, m + 54, 30, '#ffffff', { weight: 600, align: 'right' });
    text(g, 'SC 14  ·  THE PRESS HALL', m + 20, h - m - 24, 26, '#ffffff', { weight: 600 });
    text(g, '35mm  T2.8', w - m - 20, h - m - 24, 26, '#ffffff', { weight: 600, align: 'right' });
  });
  const hudPlane = new THREE.Mesh(
    new THREE.PlaneGeometry(1, 1),
    new THREE.MeshBasicMaterial({ map: hud, transparent: true, depthTest: false, depthWrite: false, toneMapped: false }),
  );
  hudPlane.renderOrder = 10;
  const d = 0.2;
  const hh = 2 * d * Math.tan(THREE.MathUtils.degToRad(camera.fov / 2));
  hudPlane.scale.set(hh * camera.aspect, hh, 1);
  hudPlane.position.z = -d;
  camera.add(hudPlane);
  scene.add(camera);
  const focus = framed(camera, [-0.7, 1.4, 2.6], [1.3, 0.85, -4], [0.55, 0.6, -0.2]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1.0,
      dof: { aperture: 0.0025, maxblur: 0.008 },
      bloom: { strength: 0.2, threshold: 0.9 },
      lift: [0.0, 0.02, 0.02],
      gain: [1.05, 1.0, 0.95],
      vignette: 0.45,
      grain: 0.025,
    },
  };
}

/** Brand assets: a flat lay of a brand kit — logo sheet, colour swatches, printed packshots, a drive of print files. */
function brandkit(stage, { width, height }) {
  const scene = baseScene(stage, 0.25);
  room(scene, { top: '#e9dccb', bottom: '#c9b59c' });
  desk(scene, 'linen', '#d8c6ae', { rough: 0.95, repeat: 3 });
  const ink = '#2d3b2f';
  const brand = ['#2d3b2f', '#c8643c', '#e8c77a', '#8aa39a', '#f2ead8'];
  const logo = drawn(1240, 1754, (g, w, h) => {
    paperGround(g, w, h, '#f7f2e8', 51);
    text(g, 'LOGO SHEET', 100, 140, 34, '#7a7a70', { weight: 650 });
    text(g, 'Alder & Oak', w / 2, 560, 150, ink, { family: SERIF, align: 'center' });
    g.strokeStyle = ink;
    g.lineWidth = 8;
    g.beginPath();
    g.arc(w / 2, 300, 90, 0, Math.PI * 2);
    g.stroke();
    text(g, 'A', w / 2, 340, 120, ink, { family: SERIF, align: 'center' });
    // reversed version and the clear space rule
    g.fillStyle = ink;
    g.fillRect(100, 760, w - 200, 420);
    text(g, 'Alder & Oak', w / 2, 1010, 110, '#f2ead8', { family: SERIF, align: 'center' });
    g.setLineDash([14, 10]);
    g.strokeStyle = '#c8643c';
    g.lineWidth = 3;
    g.strokeRect(160, 420, w - 320, 200);
    g.setLineDash([]);
    text(g, 'Clear space: the height of the A', 100, 1300, 40, '#555', { weight: 500 });
    text(g, 'Never stretch, recolour or outline', 100, 1370, 40, '#555', { weight: 500 });
  });
  scene.add(sheet(logo, 0.21, 0.297, -0.17, -0.02, 0.04, 0));
  // colour swatch chips fanned out
  brand.forEach((c, i) => {
    const chip = drawn(300, 520, (g, w, h) => {
      paperGround(g, w, h, '#fbfaf6', 60 + i);
      g.fillStyle = c;
      g.fillRect(0, 0, w, 380);
      text(g, c.toUpperCase(), 24, 440, 34, '#333', { weight: 650 });
      text(g, ['Forest', 'Clay', 'Straw', 'Sage', 'Paper'][i], 24, 490, 30, '#777', { weight: 450 });
    });
    scene.add(sheet(chip, 0.05, 0.087, 0.09 + i * 0.012, -0.12 + i * 0.006, 0.5 - i * 0.22, 2 + i));
  });
  // printed packshots: a jar and a box on a seamless
  const packshot = (kind, seed) =>
    drawn(900, 640, (g, w, h) => {
      paperGround(g, w, h, '#ffffff', seed);
      const bg = g.createLinearGradient(0, 0, 0, h);
      bg.addColorStop(0, kind === 'jar' ? '#e9d9c2' : '#b9cbc2');
      bg.addColorStop(1, kind === 'jar' ? '#cdb393' : '#8aa39a');
      g.fillStyle = bg;
      g.fillRect(30, 30, w - 60, h - 60);
      g.fillStyle = 'rgba(0,0,0,0.18)';
      g.beginPath();
      g.ellipse(w / 2, h - 120, 170, 24, 0, 0, Math.PI * 2);
      g.fill();
      if (kind === 'jar') {
        g.fillStyle = '#d98f2a';
        roundRect(g, w / 2 - 130, 190, 260, 320, 40);
        g.fill();
        g.fillStyle = ink;
        g.fillRect(w / 2 - 140, 150, 280, 60);
        g.fillStyle = '#f2ead8';
        g.fillRect(w / 2 - 130, 290, 260, 120);
        text(g, 'Alder & Oak', w / 2, 365, 40, ink, { family: SERIF, align: 'center' });
      } else {
        g.fillStyle = '#c8643c';
        g.fillRect(w / 2 - 150, 120, 300, 390);
        g.fillStyle = '#a84f2e';
        g.fillRect(w / 2 + 110, 120, 40, 390);
        text(g, 'Alder', w / 2 - 20, 300, 64, '#f2ead8', { family: SERIF, align: 'center' });
        text(g, '& Oak', w / 2 - 20, 370, 64, '#f2ead8', { family: SERIF, align: 'center' });
      }
    });
  scene.add(sheet(packshot('jar', 71), 0.15, 0.107, 0.15, 0.06, -0.12, 0));
  scene.add(sheet(packshot('box', 72), 0.15, 0.107, 0.07, 0.17, 0.18, 1));
  // the checklist card and a hard drive of print files
  const list = drawn(700, 1000, (g, w, h) => {
    paperGround(g, w, h, '#fffdf6', 81);
    text(g, 'Before training', 60, 110, 56, ink, { family: SERIF });
    ['Print files, every pack', 'Clean product photos', 'Best 30 images', 'Logo and colours', 'What never to show'].forEach((s, i) => {
      const y = 230 + i * 130;
      g.strokeStyle = ink;
      g.lineWidth = 3;
      g.strokeRect(60, y - 36, 44, 44);
      if (i < 4)
        scribble(
          g,
          [
            [66, y - 14],
            [80, y + 2],
            [110, y - 44],
          ],
          '#c8643c',
          6,
          90 + i,
        );
      text(g, s, 130, y, 38, '#333', { weight: 500 });
    });
  });
  scene.add(sheet(list, 0.09, 0.128, -0.03, 0.17, -0.22, 1));
  const drive = new THREE.Group();
  drive.add(shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.08, 0.018, 0.115, 3, 0.006), std('#2d3b2f', 0.45))));
  const driveLabel = drawn(400, 200, (g, w, h) => {
    g.fillStyle = '#f2ead8';
    g.fillRect(0, 0, w, h);
    text(g, 'PRINT FILES', w / 2, 90, 44, ink, { weight: 800, align: 'center' });
    text(g, 'packs · logos · fonts', w / 2, 150, 30, '#555', { weight: 450, align: 'center' });
  });
  const dl = new THREE.Mesh(new THREE.PlaneGeometry(0.06, 0.03), new THREE.MeshStandardMaterial({ map: driveLabel, roughness: 0.7 }));
  dl.rotation.x = -Math.PI / 2;
  dl.rotation.z = Math.PI / 2;
  dl.position.y = 0.0092;
  drive.add(dl);
  drive.position.set(-0.3, 0.009, 0.17);
  drive.rotation.y = 0.4;
  scene.add(drive);
  addLights(
    scene,
    spot('#fff0dc', 8, v3(-1.1, 1.8, -0.9), v3(0, 0, 0.02), { angle: 0.45, radius: 5 }),
    new THREE.HemisphereLight(color('#fff6ea'), color('#a88a6a'), 0.3),
  );
  const camera = camera35(width, height, 40);
  // a near top-down flat lay, slightly off vertical
  const focus = framed(camera, [-0.02, 0.86, 0.16], [-0.03, 0, 0.05], [0, 0, 0.05]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 0.95,
      dof: { aperture: 0.006, maxblur: 0.006 },
      bloom: { strength: 0.12, threshold: 0.92 },
      lift: [0.02, 0.012, 0.0],
      gain: [1.03, 1.0, 0.95],
      vignette: 0.3,
      grain: 0.02,
    },
  };
}

/** Where AI video earns its place: a producer's pipeline map on the wall, stages tagged AI, human or shoot; a camera on the table. */
function pipeline(stage, { width, height }) {
  const scene = baseScene(stage, 0.25);
  room(scene, { top: '#1e1830', bottom: '#0d0a16' });
  desk(scene, 'wood', '#3a2a22', { rough: 0.45, clearcoat: 0.4 });
  // the wall: a long pinboard
  const wallTex = drawn(2400, 1000, (g, w, h) => {
    paperGround(g, w, h, '#2a2438', 91);
    // the line of the pipeline
    g.strokeStyle = 'rgba(240,230,210,0.7)';
    g.lineWidth = 6;
    g.beginPath();
    g.moveTo(60, 540);
    g.lineTo(w - 60, 540);
    g.stroke();
    const stages = [
      ['Boards', 'AI'],
      ['Environments', 'AI'],
      ['Hero close-ups', 'SHOOT'],
      ['Performance', 'HUMAN'],
      ['Localisation', 'AI'],
      ['Versions', 'AI'],
    ];
    const tagCol = { AI: '#8b6cff', SHOOT: '#ffb347', HUMAN: '#5fd0a8' };
    stages.forEach(([name, tag], i) => {
      const x = 60 + i * 385;
      const y = 330 + (i % 2) * 120;
      g.save();
      g.translate(x + 170, y + 130);
      g.scale(1.12, 1.12);
      g.rotate(((i % 3) - 1) * 0.03);
      g.fillStyle = 'rgba(0,0,0,0.35)';
      g.fillRect(-142, -92, 300, 230);
      g.fillStyle = '#f6f1e6';
      g.fillRect(-150, -110, 300, 230);
      text(g, `0${i + 1}`, -120, -55, 30, '#888', { weight: 700 });
      text(g, name, -120, 5, name.length > 12 ? 38 : 46, '#1d1a26', { family: SERIF });
      roundRect(g, -120, 40, tag.length * 24 + 40, 50, 25);
      g.fillStyle = tagCol[tag];
      g.fill();
      text(g, tag, -100, 75, 28, '#15121d', { weight: 800 });
      g.fillStyle = '#d23c3c';
      g.beginPath();
      g.arc(0, -95, 12, 0, Math.PI * 2);
      g.fill();
      g.restore();
    });
    text(g, 'WHERE AI EARNS ITS PLACE', 90, 170, 56, 'rgba(240,230,210,0.85)', { weight: 700 });
  });
  const board = new THREE.Mesh(new THREE.PlaneGeometry(2.4, 1.0), new THREE.MeshStandardMaterial({ map: wallTex, roughness: 0.9 }));
  board.position.set(0, 0.52, -0.7);
  board.receiveShadow = true;
  scene.add(board);
  // a cinema camera body with a lens on the table, in the foreground
  const camGrp = new THREE.Group();
  const black = std('#17171a', 0.45, { metalness: 0.3 });
  camGrp.add(shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.16, 0.14, 0.2, 3, 0.01), black)));
  const lens = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.05, 0.055, 0.16, 40), black));
  lens.rotation.x = Math.PI / 2;
  lens.position.set(0, 0, 0.18);
  camGrp.add(lens);
  const ringM = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.057, 0.057, 0.02, 40), std('#c9a35a', 0.3, { metalness: 1 })));
  ringM.rotation.x = Math.PI / 2;
  ringM.position.set(0, 0, 0.24);
  camGrp.add(ringM);
  const glassL = new THREE.Mesh(
    new THREE.CircleGeometry(0.044, 40),
    new THREE.MeshPhysicalMaterial({ color: '#2a1d50', roughness: 0.02, clearcoat: 1, metalness: 0.5 }),
  );
  glassL.position.set(0, 0, 0.261);
  camGrp.add(glassL);
  const handle = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.03, 0.03, 0.18), black));
  handle.position.set(0, 0.09, 0.02);
  camGrp.add(handle);
  camGrp.position.set(0.06, 0.07, -0.12);
  camGrp.rotation.y = -0.5;
  scene.add(camGrp);
  // a laptop-sized slate of notes: the producer's list
  addLights(
    scene,
    spot('#ffcf9a', 3.2, v3(0.9, 1.3, 0.6), v3(-0.1, 0.5, -0.7), { angle: 0.6 }),
    spot('#8b6cff', 1.5, v3(-1.2, 0.4, 0.2), v3(0, 0.7, -0.7), { angle: 0.6, shadow: false }),
    new THREE.HemisphereLight(color('#3a3050'), color('#100a08'), 0.35),
  );
  const camera = camera35(width, height, 28);
  const focus = framed(camera, [0.55, 0.3, 0.7], [-0.2, 0.44, -0.7], [-0.25, 0.5, -0.7]);
  return {
    scene,
    camera,
    focus,
    look: {
      exposure: 1.05,
      dof: { aperture: 0.018, maxblur: 0.012 },
      bloom: { strength: 0.35, threshold: 0.82 },
      lift: [0.012, 0.006, 0.03],
      gain: [1.04, 0.99, 0.98],
      vignette: 0.5,
      grain: 0.03,
    },
  };
}

const sets = { brief, review, budget, labels, credentials, consent, languages, factory, brandkit, pipeline };

function editorial(stage, variant, dims) {
  const build = sets[variant.set];
  if (!build) throw new Error(`editorial: unknown set ${variant.set}`);
  const { scene, camera, focus, look } = build(stage, dims);
  return {
    scene,
    camera,
    look,
    depthRange: [0.1, 20],
    update() {
      return focus();
    },
  };
}

export const scenes = { editorial };
