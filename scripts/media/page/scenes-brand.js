// Scenes for brand films: documentary-style portraits of the people behind a brand. Same builder shape
// as scenes.js: (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// Films rendered frame by frame: update(t) picks the shot for time t (each film cuts between shots).
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { color, rng, makeNoise } from './stage.js';
import { addAll, shadowed, heightfield, fbm } from './scenes.js';
import { shotAt, canvasTexture, glowSprite, person, posePerson } from './scenes-people.js';
import { overlay } from './scenes-people2.js';
import { gradientSky, envFrom, lens, glide } from './scenes-world.js';
import { SERIF, SANS } from './fonts.js';
import { v3, lerp, clamp01, ease } from './motion.js';

const M = (c, rough = 0.7, extra = {}) => new THREE.MeshPhysicalMaterial({ color: color(c), roughness: rough, ...extra });

/** A capsule limb from point a to point b (a forearm, an upper arm). */
function limb(a, b, r, material) {
  const d = b.clone().sub(a);
  const mesh = shadowed(new THREE.Mesh(new THREE.CapsuleGeometry(r, Math.max(d.length() - 2 * r, 0.001), 6, 12), material));
  mesh.position.copy(a).add(b).multiplyScalar(0.5);
  mesh.quaternion.setFromUnitVectors(v3(0, 1, 0), d.normalize());
  return mesh;
}

/**
 * A hand for close work: a palm and four slightly curled fingers and a thumb. Local frame: the wrist at
 * the origin, the fingers along +Y, the palm facing +X, the thumb on the +Z side.
 */
function hand(material) {
  const g = new THREE.Group();
  const palm = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.026, 0.092, 0.082, 3, 0.012), material));
  palm.position.y = 0.05;
  g.add(palm);
  const lengths = [0.06, 0.068, 0.064, 0.052];
  lengths.forEach((len, i) => {
    const finger = new THREE.Group();
    finger.position.set(0.002, 0.094, -0.029 + i * 0.0195);
    const a = shadowed(new THREE.Mesh(new THREE.CapsuleGeometry(0.0085, len * 0.5, 4, 8), material));
    a.position.y = len * 0.28;
    const tip = new THREE.Group();
    tip.position.y = len * 0.55;
    tip.rotation.z = 0.35;
    const b = shadowed(new THREE.Mesh(new THREE.CapsuleGeometry(0.0078, len * 0.36, 4, 8), material));
    b.position.y = len * 0.2;
    tip.add(b);
    finger.add(a, tip);
    finger.rotation.z = 0.18;
    finger.rotation.x = (i - 1.5) * -0.02;
    g.add(finger);
  });
  const thumb = new THREE.Group();
  thumb.position.set(0.006, 0.03, 0.04);
  thumb.rotation.set(0.75, 0, 0.35);
  const th = shadowed(new THREE.Mesh(new THREE.CapsuleGeometry(0.0105, 0.055, 4, 8), material));
  th.position.y = 0.035;
  thumb.add(th);
  g.add(thumb);
  return g;
}

/** Orients a hand (as built above): wrist at `at`, fingers along `dir`, palm facing `palm`. */
function placeHand(h, at, dir, palm) {
  const y = dir.clone().normalize();
  const x = palm.clone().addScaledVector(y, -palm.dot(y)).normalize();
  const z = x.clone().cross(y);
  h.quaternion.setFromRotationMatrix(new THREE.Matrix4().makeBasis(x, y, z));
  h.position.copy(at);
}

/** A thrown pot's profile as lathe points: outer wall, rounded rim, inner wall down to the floor. */
function potPoints({ h, rb, rt, belly = 0, neck = 0, wall = 0.012, floor = 0.015, steps = 14 }) {
  const out = (s) =>
    lerp(rb, rt, s) + belly * Math.sin(Math.PI * Math.min(s * 1.15, 1)) - neck * Math.sin(Math.PI * clamp01((s - 0.6) / 0.4));
  const pts = [new THREE.Vector2(0.0005, 0), new THREE.Vector2(rb - 0.004, 0), new THREE.Vector2(rb, 0.004)];
  for (let i = 1; i <= steps; i++) {
    const s = i / steps;
    pts.push(new THREE.Vector2(out(s), 0.004 + s * (h - 0.004)));
  }
  const top = out(1);
  pts.push(new THREE.Vector2(top - wall * 0.2, h + wall * 0.4), new THREE.Vector2(top - wall * 0.8, h + wall * 0.4));
  for (let i = steps; i >= 0; i--) {
    const s = i / steps;
    const y = floor + s * (h - floor);
    pts.push(new THREE.Vector2(Math.max(out(s) - wall, 0.002), y));
  }
  pts.push(new THREE.Vector2(0.0005, floor));
  return pts;
}

// ---------------------------------------------------------------------------------------------
// pottery: "Slow Fire", a founder film for Saltmarsh Pottery, a one-woman studio in a tarred timber
// shed on a salt marsh. Documentary grammar: the shed at first light from the reeds (a crane up out of
// them, smoke rising from the kiln chimney), her hands raising a pot on the wheel, the founder in the
// open doorway looking out over the marsh (a track past the ware racks, seen from behind), and a quiet
// end card on the shelf of finished pots with the studio's name.
function pottery(stage, variant, { width, height }) {
  const v = { seed: 23, ...variant };
  const rand = rng(v.seed);
  const noise = makeNoise(v.seed);
  const scene = new THREE.Scene();
  const camera = lens(width, height, 40, 900);
  scene.add(camera);

  // the dawn: a pale peach glow low on the horizon to the south-east, mist over the marsh
  const sunDir = v3(-0.89, 0.17, -0.45).normalize();
  const sky = gradientSky({
    zenith: '#5d6f8d',
    horizon: '#e6c7ab',
    ground: '#8d8478',
    glow: '#ffb27a',
    glowDir: sunDir,
    glowPower: 7,
    radius: 600,
  });
  scene.add(sky);
  const skyEnv = envFrom(stage, sky);
  const fog = new THREE.FogExp2(color('#c7bcb0'), 0.022);
  scene.fog = fog;

  // the marsh: low tussocky ground cut by a meandering creek that holds the sky
  const channel = (x, z) => Math.abs(z - (6 + 7 * Math.sin(x * 0.07) + 2 * Math.sin(x * 0.19 + 1)));
  const ground = new THREE.Mesh(
    heightfield(
      220,
      170,
      (x, z) => {
        const c = channel(x, z);
        const creek = c < 2.6 ? -0.55 * (1 - (c / 2.6) ** 2) : 0;
        // under the shed the ground sits below its concrete floor
        if (Math.abs(x) < 3.3 && Math.abs(z) < 2.3) return -0.05;
        const pad = Math.max(0, 1 - Math.hypot(x, z) / 7);
        return 0.12 + fbm(noise, x * 0.08, z * 0.08, 4) * 0.28 * (1 - pad) + creek;
      },
      (c, y, ny, x, z) => {
        const n = fbm(noise, x * 0.21, z * 0.21, 3, 3.3);
        c.set(color('#6d6a3e')).lerp(color('#9a8450'), clamp01(0.5 + n * 0.9));
        if (y < 0.02) c.lerp(color('#4a4034'), 0.7);
        if (Math.hypot(x, z) < 5.5) c.lerp(color('#8a8172'), 0.45);
      },
    ),
    new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.95 }),
  );
  ground.receiveShadow = true;
  const water = new THREE.Mesh(
    new THREE.PlaneGeometry(220, 220),
    new THREE.MeshPhysicalMaterial({ color: color('#3c4450'), roughness: 0.06, metalness: 0.0, envMapIntensity: 1.6 }),
  );
  water.rotation.x = -Math.PI / 2;
  water.position.y = -0.12;
  const exterior = new THREE.Group();
  exterior.add(ground, water);

  // reeds and marsh grass, densest along the creek and in the foreground the crane rises out of
  const reedGeo = new THREE.ConeGeometry(0.012, 1, 3, 1);
  reedGeo.translate(0, 0.5, 0);
  const reedCount = 2600;
  const reeds = new THREE.InstancedMesh(reedGeo, new THREE.MeshStandardMaterial({ color: 0xffffff, roughness: 0.85 }), reedCount);
  const reedBase = [];
  const rc = new THREE.Color();
  for (let i = 0; i < reedCount; i++) {
    let x;
    let z;
    if (i < 1100) {
      // the clump in front of the camera
      x = 9 + rand() * 9;
      z = 9 + rand() * 9;
    } else {
      do {
        x = -40 + rand() * 80;
        z = -30 + rand() * 60;
      } while (channel(x, z) > 6 + rand() * 4 || Math.hypot(x, z) < 6);
    }
    const h = 0.7 + rand() * 0.9;
    reedBase.push({ x, z, h, lean: (rand() - 0.5) * 0.25, phase: rand() * 6.28 });
    rc.set(color('#a88d55')).lerp(color('#5f5a34'), rand() * 0.7);
    reeds.setColorAt(i, rc);
  }
  reeds.castShadow = true;
  reeds.receiveShadow = true;
  exterior.add(reeds);
  const reedM = new THREE.Matrix4();
  const reedQ = new THREE.Quaternion();
  const reedE = new THREE.Euler();
  const poseReeds = (t) => {
    reedBase.forEach((r, i) => {
      const sway = Math.sin(t * 1.3 + r.phase + r.x * 0.2) * 0.06;
      reedE.set(r.lean * 0.4, 0, r.lean + sway);
      reedQ.setFromEuler(reedE);
      reedM.compose(v3(r.x, 0.05, r.z), reedQ, v3(1, r.h, 1));
      reeds.setMatrixAt(i, reedM);
    });
    reeds.instanceMatrix.needsUpdate = true;
  };

  // the shed: 6 × 4 m of tarred weatherboard, whitewashed inside, a corrugated roof, an open door on the
  // east gable, two lit windows on the front and a brick kiln chimney at the back
  const tar = M('#1c1d1f', 0.75);
  const wash = M('#d3cbbd', 0.92);
  const timber = M('#4a3526', 0.8);
  const shed = new THREE.Group();
  const wall = (w, h, d, x, y, z, outward) => {
    const mats = [wash, wash, wash, wash, wash, wash];
    mats[outward] = tar;
    const m = shadowed(new THREE.Mesh(new THREE.BoxGeometry(w, h, d), mats));
    m.position.set(x, y, z);
    shed.add(m);
    return m;
  };
  wall(6.2, 2.4, 0.1, 0, 1.2, 2, 4);
  wall(6.2, 2.4, 0.1, 0, 1.2, -2, 5);
  wall(0.1, 2.4, 4, 3.05, 1.2, 0, 0);
  // the east gable around the door opening (z from -0.45 to 0.45, 2 m high)
  wall(0.1, 2.4, 1.55, -3.05, 1.2, -1.225, 1);
  wall(0.1, 2.4, 1.55, -3.05, 1.2, 1.225, 1);
  wall(0.1, 0.4, 0.9, -3.05, 2.2, 0, 1);
  // weatherboard shadow lines on the two faces the camera sees from outside
  for (let i = 0; i < 9; i++) {
    const y = 0.2 + i * 0.26;
    const front = new THREE.Mesh(new THREE.BoxGeometry(6.2, 0.02, 0.02), M('#0c0c0e', 0.8));
    front.position.set(0, y, 2.06);
    const side = new THREE.Mesh(new THREE.BoxGeometry(0.02, 0.02, 4), M('#0c0c0e', 0.8));
    side.position.set(3.11, y, 0);
    shed.add(front, side);
  }
  const gable = new THREE.Shape([new THREE.Vector2(-2.05, 0), new THREE.Vector2(2.05, 0), new THREE.Vector2(0, 1.25)]);
  for (const x of [-3.05, 3.05]) {
    const g = shadowed(new THREE.Mesh(new THREE.ExtrudeGeometry(gable, { depth: 0.1, bevelEnabled: false }), [tar, timber]));
    g.rotation.y = Math.PI / 2;
    g.position.set(x - 0.05, 2.4, 0);
    shed.add(g);
  }
  const roofM = M('#3c3f42', 0.55, { metalness: 0.35 });
  const slope = Math.atan2(1.25, 2.05);
  for (const s of [-1, 1]) {
    const r = shadowed(new THREE.Mesh(new THREE.BoxGeometry(6.7, 0.06, 2.7), roofM));
    r.rotation.x = s * slope;
    r.position.set(0, 2.4 + 0.62 + 0.04, s * 1.03);
    shed.add(r);
  }
  // the door, swung open against the outside wall
  const door = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.05, 2, 0.9), tar));
  door.geometry.translate(0, 0, 0.45);
  door.position.set(-3.12, 1, 0.45);
  door.rotation.y = -1.75;
  shed.add(door);
  // the front windows: lamplight inside, seen from the marsh
  const lampGlass = new THREE.MeshBasicMaterial({ color: new THREE.Color(2.2, 1.25, 0.55) });
  for (const x of [-1.6, 1.3]) {
    const pane = new THREE.Mesh(new THREE.PlaneGeometry(1.1, 0.75), lampGlass);
    pane.position.set(x, 1.45, 2.07);
    const fr = new THREE.Group();
    for (const [w, h, dx, dy] of [
      [1.2, 0.06, 0, 0.4],
      [1.2, 0.06, 0, -0.4],
      [0.06, 0.86, -0.58, 0],
      [0.06, 0.86, 0.58, 0],
      [0.035, 0.75, 0, 0],
      [1.1, 0.035, 0, 0],
    ]) {
      const b = new THREE.Mesh(new THREE.BoxGeometry(w, h, 0.04), M('#d9d2c4', 0.6));
      b.position.set(dx, dy, 0);
      fr.add(b);
    }
    fr.position.set(x, 1.45, 2.08);
    shed.add(pane, fr);
  }
  // the painted name board over the front
  const board = canvasTexture(1024, 160, (ctx, w, h) => {
    ctx.fillStyle = '#e9e1d0';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#1c1d1f';
    ctx.font = `400 104px ${SERIF}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('Saltmarsh Pottery', w / 2, h / 2 + 6);
  });
  const sign = new THREE.Mesh(new THREE.PlaneGeometry(2.2, 0.34), new THREE.MeshStandardMaterial({ map: board.tex, roughness: 0.8 }));
  sign.position.set(-0.15, 2.08, 2.07);
  shed.add(sign);
  // the kiln chimney, bricks, its smoke leaning away on the morning air
  const chimney = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.6, 4.6, 0.6), M('#6e3a2c', 0.9)));
  chimney.position.set(2.3, 2.3, -2.4);
  const cap = new THREE.Mesh(new THREE.BoxGeometry(0.72, 0.12, 0.72), M('#4a2a22', 0.9));
  cap.position.set(2.3, 4.62, -2.4);
  shed.add(chimney, cap);
  const puffTex = glowSprite();
  const puffs = [];
  for (let i = 0; i < 16; i++) {
    const sp = new THREE.Sprite(
      new THREE.SpriteMaterial({ map: puffTex, color: color('#d9d0c6'), transparent: true, depthWrite: false, opacity: 0.3 }),
    );
    puffs.push({ sp, phase: i / 16, wob: rand() * 6.28 });
    shed.add(sp);
  }
  const poseSmoke = (t) => {
    for (const p of puffs) {
      const a = (p.phase + t * 0.09) % 1;
      p.sp.position.set(2.3 + a * 3.2 + Math.sin(p.wob + t) * 0.15, 4.8 + a * 4.5, -2.4 + a * 1.2);
      p.sp.scale.setScalar(0.5 + a * 2.6);
      p.sp.material.opacity = 0.34 * Math.sin(Math.PI * Math.min(a * 1.6, 1)) * (1 - a * 0.5);
    }
  };
  exterior.add(shed);
  scene.add(exterior);

  // ---------------- inside: concrete floor, the wheel, ware racks, the shelf of finished pots
  const interior = new THREE.Group();
  const floorIn = new THREE.Mesh(new THREE.PlaneGeometry(6, 4), M('#77716a', 0.85));
  floorIn.rotation.x = -Math.PI / 2;
  floorIn.position.y = 0.01;
  floorIn.receiveShadow = true;
  interior.add(floorIn);
  const glazes = [
    M('#9fb5a0', 0.18, { clearcoat: 0.8 }), // celadon
    M('#4a2a1c', 0.2, { clearcoat: 1 }), // tenmoku
    M('#e8e2d4', 0.3, { clearcoat: 0.6 }), // white
    M('#3d5a70', 0.22, { clearcoat: 0.9 }), // blue ash
  ];
  const greenware = M('#b9ab98', 0.95);
  const shapes = [
    { h: 0.2, rb: 0.05, rt: 0.045, belly: 0.03, neck: 0.012 },
    { h: 0.09, rb: 0.035, rt: 0.08, belly: 0.004 },
    { h: 0.12, rb: 0.04, rt: 0.045, belly: 0.006 },
    { h: 0.26, rb: 0.055, rt: 0.03, belly: 0.04, neck: 0.02 },
    { h: 0.06, rb: 0.05, rt: 0.1 },
  ];
  const shapeGeo = shapes.map((s) => new THREE.LatheGeometry(potPoints({ ...s, wall: 0.008, steps: 10 }), 28));
  const shelfM = M('#8a6a4a', 0.8);
  const addShelf = (group, { x, z, len, heights, depth = 0.32, glazed, seed, alongX = true }) => {
    const r = rng(seed);
    for (const y of heights) {
      const b = shadowed(new THREE.Mesh(new THREE.BoxGeometry(alongX ? len : depth, 0.03, alongX ? depth : len), shelfM));
      b.position.set(x, y, z);
      group.add(b);
      let u = -len / 2 + 0.08;
      while (u < len / 2 - 0.1) {
        const k = Math.floor(r() * shapes.length);
        const s = shapes[k];
        const pot = shadowed(new THREE.Mesh(shapeGeo[k], glazed ? glazes[Math.floor(r() * glazes.length)] : greenware));
        const px = alongX ? x + u + s.rt : x + (r() - 0.5) * 0.08;
        const pz = alongX ? z + (r() - 0.5) * 0.08 : z + u + s.rt;
        pot.position.set(px, y + 0.015, pz);
        group.add(pot);
        u += Math.max(s.rb, s.rt) * 2 + 0.05 + r() * 0.06;
      }
    }
    for (const e of [-1, 1]) {
      const post = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.04, heights[heights.length - 1] + 0.05, 0.04), shelfM));
      post.position.set(
        alongX ? x + e * (len / 2 - 0.02) : x,
        (heights[heights.length - 1] + 0.05) / 2,
        alongX ? z : z + e * (len / 2 - 0.02),
      );
      group.add(post);
    }
  };
  // the finished pots along the back wall; the ware racks of drying pots by the door
  addShelf(interior, { x: -0.6, z: -1.78, len: 4.2, heights: [0.9, 1.25, 1.6], glazed: true, seed: 3 });
  addShelf(interior, { x: 0.35, z: 1.05, len: 1.4, heights: [0.45, 0.85, 1.25, 1.65], glazed: false, seed: 5, alongX: false, depth: 0.4 });
  // a wedging bench under the front window
  const bench = shadowed(new THREE.Mesh(new THREE.BoxGeometry(1.8, 0.08, 0.6), M('#6a5340', 0.85)));
  bench.position.set(-1.5, 0.85, 1.6);
  interior.add(bench);
  for (const dx of [-0.8, 0.8]) {
    const leg = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.06, 0.85, 0.5), M('#4f3c2d', 0.85)));
    leg.position.set(-1.5 + dx, 0.425, 1.6);
    interior.add(leg);
  }
  const bagClay = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.34, 0.16, 0.24, 3, 0.05), M('#8f6b54', 0.6, { clearcoat: 0.2 })));
  bagClay.position.set(-1.2, 0.97, 1.6);
  interior.add(bagClay);
  // inside the front windows: pale morning sky
  for (const x of [-1.6, 1.3]) {
    const pane = new THREE.Mesh(
      new THREE.PlaneGeometry(1.1, 0.75),
      new THREE.MeshBasicMaterial({ color: new THREE.Color(1.3, 1.22, 1.12) }),
    );
    pane.rotation.y = Math.PI;
    pane.position.set(x, 1.45, 1.94);
    interior.add(pane);
  }
  // the pendant lamp over the wheel
  const shadeLamp = new THREE.Mesh(
    new THREE.ConeGeometry(0.18, 0.16, 24, 1, true),
    new THREE.MeshStandardMaterial({ color: color('#2c2a28'), side: THREE.DoubleSide, roughness: 0.5 }),
  );
  shadeLamp.position.set(1.3, 2.05, -0.6);
  const bulbMesh = new THREE.Mesh(
    new THREE.SphereGeometry(0.04, 12, 8),
    new THREE.MeshBasicMaterial({ color: new THREE.Color(3, 2, 1.1) }),
  );
  bulbMesh.position.set(1.3, 1.97, -0.6);
  const cord = new THREE.Mesh(new THREE.CylinderGeometry(0.004, 0.004, 1.0, 4), M('#111111'));
  cord.position.set(1.3, 2.6, -0.6);
  const bulb = new THREE.PointLight(color('#ffb56a'), 2.2, 5, 2);
  bulb.position.set(1.3, 1.9, -0.6);
  interior.add(shadeLamp, bulbMesh, cord, bulb);

  // the wheel: a splash pan, the wheel head, a pot rising on it
  const W = v3(1.3, 0, -0.55);
  const wheel = new THREE.Group();
  wheel.position.copy(W);
  const body = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.62, 0.36, 0.62, 3, 0.04), M('#3e4944', 0.5, { metalness: 0.4 })));
  body.position.y = 0.18;
  const panM = M('#59646a', 0.45, { side: THREE.DoubleSide });
  const pan = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.35, 0.33, 0.11, 40, 1, true), panM));
  pan.position.y = 0.43;
  const panFloor = new THREE.Mesh(new THREE.CircleGeometry(0.33, 40), M('#7b665a', 0.35, { clearcoat: 0.6 }));
  panFloor.rotation.x = -Math.PI / 2;
  panFloor.position.y = 0.385;
  const headM = M('#8d8f90', 0.35, { metalness: 0.8 });
  const head = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.17, 0.17, 0.03, 48), headM));
  head.position.y = 0.47;
  // slip and throwing marks on the clay: rings that climb the wall, with a slow spiral so the turning reads
  const rings = canvasTexture(256, 512, (ctx, w, h) => {
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, w, h);
    const rr = rng(77);
    for (let i = 0; i < 64; i++) {
      const y = (i / 64) * h;
      ctx.strokeStyle = `rgba(${rr() > 0.5 ? 255 : 0},${rr() > 0.5 ? 255 : 0},${rr() > 0.5 ? 255 : 0},0)`;
      const g = 90 + rr() * 90;
      ctx.fillStyle = `rgb(${g},${g},${g})`;
      ctx.save();
      ctx.translate(0, y);
      ctx.transform(1, 0.06, 0, 1, 0, 0);
      ctx.fillRect(-20, 0, w + 40, 3 + rr() * 4);
      ctx.restore();
    }
    for (let i = 0; i < 30; i++) {
      ctx.fillStyle = `rgba(255,255,255,${0.2 + rr() * 0.3})`;
      ctx.fillRect(rr() * w, rr() * h, 2 + rr() * 10, 1 + rr() * 2);
    }
  });
  rings.tex.colorSpace = THREE.NoColorSpace;
  rings.tex.wrapS = rings.tex.wrapT = THREE.RepeatWrapping;
  rings.tex.repeat.set(2, 1);
  const clayM = M('#93654c', 0.42, {
    clearcoat: 0.55,
    clearcoatRoughness: 0.25,
    bumpMap: rings.tex,
    bumpScale: 1.2,
    sheen: 0.3,
    sheenColor: color('#c9a08a'),
  });
  const clay = shadowed(new THREE.Mesh(new THREE.BufferGeometry(), clayM));
  clay.position.y = 0.485;
  wheel.add(body, pan, panFloor, head, clay);
  interior.add(wheel);
  const potAt = (u) => ({
    h: lerp(0.09, 0.25, glide(u)),
    rb: lerp(0.11, 0.085, u),
    rt: lerp(0.1, 0.062, glide(u)),
    belly: lerp(0.0, 0.024, glide(u)),
    neck: lerp(0, 0.008, u),
    wall: lerp(0.035, 0.011, u),
    floor: 0.018,
  });
  const shapeClay = (u, t) => {
    clay.geometry.dispose();
    clay.geometry = new THREE.LatheGeometry(potPoints(potAt(u)), 64);
    clay.rotation.y = -t * 5.5;
  };

  // the potter: seated at the wheel, seen from the chest down behind her hands (never her face)
  const skinCol = '#c99474';
  const potter = person({ skin: skinCol, hair: '#5a3c28', top: '#3c4856', style: 'crew', trousers: '#2e2c2a', hairStyle: 'bun' });
  const apronM = M('#a88a62', 0.9);
  const apron = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.36, 0.5, 0.02), apronM));
  apron.position.set(0, 0.25, 0.128);
  potter.torso.add(apron);
  for (const s of [-1, 1]) {
    const strap = new THREE.Mesh(new THREE.BoxGeometry(0.03, 0.58, 0.012), apronM);
    strap.position.set(0, 0.32, -0.13);
    strap.rotation.z = s * 0.62;
    potter.torso.add(strap);
  }
  const seated = potter.group;
  for (const c of potter.hips.children) c.visible = false;
  for (const a of potter.arms) a.arm.visible = false;
  seated.position.set(W.x, -0.33, W.z - 0.62);
  interior.add(seated);
  // her forearms and hands on the clay, muddy with slip
  const muddy = M(skinCol, 0.55, { sheen: 0.3, sheenColor: color('#ffcdb8') });
  muddy.color.lerp(color('#8a7668'), 0.5);
  muddy.clearcoat = 0.4;
  muddy.clearcoatRoughness = 0.3;
  const sleeveM = M('#3c4856', 0.8);
  const hands = [hand(muddy), hand(muddy)];
  hands[1].scale.z = -1;
  const armsG = new THREE.Group();
  interior.add(hands[0], hands[1], armsG);
  const poseHands = (u, t) => {
    armsG.clear();
    const p = potAt(u);
    const k = clamp01(0.35 + 0.45 * u + Math.sin(t * 3.1) * 0.04);
    const y = 0.485 + p.h * k;
    const s = k;
    const r = lerp(p.rb, p.rt, s) + p.belly * Math.sin(Math.PI * Math.min(s * 1.15, 1));
    hands.forEach((h, i) => {
      const side = i === 0 ? -1 : 1;
      const wrist = v3(W.x + side * (r + 0.03), y + 0.05, W.z - 0.085);
      placeHand(h, wrist, v3(-side * 0.12, -0.45, 1), v3(-side, 0, 0.05));
      const elbow = v3(W.x + side * 0.24, 0.62, W.z - 0.44);
      const shoulder = v3(W.x + side * 0.2, 0.95, W.z - 0.6);
      armsG.add(limb(wrist.clone().add(v3(0, 0.0, -0.005)), elbow, 0.03, muddy));
      armsG.add(limb(elbow, shoulder, 0.045, sleeveM));
    });
  };

  // the founder in the doorway, looking out over the marsh with her tea
  const founder = person({ skin: skinCol, hair: '#5a3c28', top: '#3c4856', style: 'crew', trousers: '#2e2c2a', hairStyle: 'bun' });
  for (const s of [-1, 1]) {
    const strap = new THREE.Mesh(new THREE.BoxGeometry(0.03, 0.58, 0.012), apronM);
    strap.position.set(0, 0.32, -0.13);
    strap.rotation.z = s * 0.62;
    founder.torso.add(strap);
  }
  const apronTie = new THREE.Mesh(new THREE.BoxGeometry(0.36, 0.03, 0.24), apronM);
  apronTie.position.set(0, 0.05, 0);
  founder.torso.add(apronTie);
  founder.group.position.set(-2.75, 0.01, 0.05);
  founder.group.rotation.y = -Math.PI / 2 + 0.15;
  interior.add(founder.group);
  interior.position.set(0, 0, 0);
  shed.add(interior);

  // light: the low sun (warm, long shadows, in through the door), the cool dawn sky, the lamp inside
  const sun = new THREE.DirectionalLight(color('#ffc08a'), 3.4);
  sun.position.copy(sunDir).multiplyScalar(60);
  sun.target.position.set(0, 0, 0);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  Object.assign(sun.shadow.camera, { left: -14, right: 14, top: 14, bottom: -14, near: 20, far: 110 });
  sun.shadow.radius = 3;
  sun.shadow.bias = -0.0004;
  sun.shadow.normalBias = 0.02;
  const skyFill = new THREE.HemisphereLight(color('#a8b8d0'), color('#4c4436'), 0.55);
  addAll(scene, sun, skyFill);

  // the end card
  const hud = overlay(camera, width, height);
  const drawCard = (u) => (ctx, w, h) => {
    ctx.clearRect(0, 0, w, h);
    const k = ease((u - 0.1) / 0.45);
    if (k <= 0) return;
    ctx.fillStyle = `rgba(14,12,10,${0.5 * k})`;
    ctx.fillRect(0, 0, w, h);
    ctx.globalAlpha = k;
    ctx.fillStyle = '#f1e9dc';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.font = `400 ${Math.round(h * 0.13)}px ${SERIF}`;
    ctx.fillText('Saltmarsh Pottery', w / 2, h * 0.52 + (1 - k) * 10);
    const k2 = ease((u - 0.35) / 0.4);
    ctx.globalAlpha = k2;
    ctx.font = `500 ${Math.round(h * 0.026)}px ${SANS}`;
    ctx.letterSpacing = `${Math.round(h * 0.008)}px`;
    ctx.fillStyle = '#d9c7ab';
    ctx.fillText('THROWN BY HAND · FIRED SLOWLY', w / 2, h * 0.62);
    ctx.letterSpacing = '0px';
    ctx.globalAlpha = 1;
  };

  const look = {
    exposure: 0.92,
    dof: { aperture: 0.012, maxblur: 0.01 },
    bloom: { strength: 0.28, radius: 0.7, threshold: 0.95 },
    lift: [0.0, 0.012, 0.035],
    gain: [1.06, 1.0, 0.9],
    vignette: 0.38,
    grain: 0.035,
  };
  const cuts = [{ until: 1.9 }, { until: 3.7 }, { until: 5.2 }, { until: 6.5 }];
  const update = (t) => {
    const { i, u } = shotAt(t, cuts);
    const hx = noise(t * 0.6, 0.3, 0.7) * 0.012;
    const hy = noise(0.4, t * 0.6, 0.2) * 0.008;
    poseReeds(t);
    poseSmoke(t);
    const outside = i === 0;
    scene.environment = outside ? skyEnv : stage.studioEnv;
    scene.environmentIntensity = outside ? 0.9 : 0.32;
    fog.density = outside ? 0.015 : 0.01;
    seated.visible = i === 1;
    hands.forEach((h) => (h.visible = i === 1));
    armsG.visible = i === 1;
    founder.group.visible = i === 2;
    shapeClay(i === 1 ? u : i === 0 ? 0 : 1, t);
    if (i === 1) poseHands(u, t);
    posePerson(founder, t, { gesture: 'hold', yaw: -0.25 + ease(u) * 0.12, nod: -0.05, talk: false, seed: 3 });
    posePerson(potter, t, { gesture: 'rest', nod: 0.3, talk: false, seed: 4 });
    hud.place(1);
    hud.redraw(drawCard(i === 3 ? u : -1));
    let focus;
    if (i === 0) {
      // from the reeds across the creek: a crane up and a slide to the left, the shed backlit by the dawn
      camera.setFocalLength(38);
      const g = glide(u);
      camera.position.set(lerp(15.5, 12.5, g) + hx, lerp(0.75, 1.9, g) + hy, lerp(15.5, 16.5, g));
      camera.lookAt(-0.6, lerp(1.9, 2.0, g), 0);
      focus = camera.position.distanceTo(v3(0, 1.5, 0));
    } else if (i === 1) {
      // hands at the wheel: close, an arc round the pot as the wall comes up, a slow push
      camera.setFocalLength(55);
      const a = lerp(0.55, 0.25, glide(u));
      const d = lerp(1.0, 0.82, glide(u));
      camera.position.set(W.x + Math.sin(a) * d + hx * 0.4, lerp(0.98, 0.92, u) + hy * 0.4, W.z + Math.cos(a) * d);
      const p = potAt(u);
      camera.lookAt(W.x, 0.49 + p.h * 0.55, W.z - 0.02);
      focus = camera.position.distanceTo(v3(W.x, 0.5 + p.h * 0.6, W.z + 0.05));
    } else if (i === 2) {
      // inside, a track past the ware rack toward the founder in the open door, the marsh bright beyond
      camera.setFocalLength(35);
      const g = glide(u);
      camera.position.set(lerp(2.55, 2.35, g) + hx, 1.42 + hy, lerp(1.75, 0.35, g));
      camera.lookAt(-2.8, 1.25, lerp(0.35, 0.05, g));
      focus = camera.position.distanceTo(founder.group.position) - 0.1;
    } else {
      // the end card: along the shelf of finished pots, slowly, the name over them
      camera.setFocalLength(50);
      const g = glide(u);
      camera.position.set(lerp(-0.4, -0.58, g) + hx * 0.3, 1.38 + hy * 0.3, lerp(-0.5, -0.58, g));
      camera.lookAt(lerp(-0.55, -0.75, g), 1.18, -1.78);
      focus = camera.position.distanceTo(v3(lerp(-0.55, -0.75, g), 1.25, -1.78));
    }
    return focus;
  };
  return { scene, camera, look, depthRange: [0.1, 120], update };
}

export const scenes = { pottery };
