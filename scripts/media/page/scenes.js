// The demo scenes. Each builder takes (stage, variant) and returns { scene, camera, look, update(t, phase) }:
// update poses everything for loop phase p in [0,1) and returns the focus distance for the depth of field.
// Motion is periodic in p (or tiles), so every loop is seamless.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { color, rng, makeNoise, TAU } from './stage.js';
import { v3, lerp } from './motion.js';

export function camera35(width, height, focal = 50) {
  const cam = new THREE.PerspectiveCamera(30, width / height, 0.1, 400);
  cam.filmGauge = width >= height ? 36 : 24;
  cam.setFocalLength(focal);
  return cam;
}

/** A cyclorama (floor curving into a back wall), the studio's infinity cove. */
export function cyclorama(material, { width = 40, depth = 14, height = 14, radius = 5 } = {}) {
  const profile = [];
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    if (s < 0.4) profile.push([lerp(depth, radius, s / 0.4), 0]);
    else if (s < 0.7) {
      const a = ((s - 0.4) / 0.3) * (Math.PI / 2);
      profile.push([radius - Math.sin(a) * radius, radius - Math.cos(a) * radius]);
    } else profile.push([0, lerp(radius, height, (s - 0.7) / 0.3)]);
  }
  const geo = new THREE.PlaneGeometry(width, 1, 8, steps);
  const pos = geo.attributes.position;
  for (let i = 0; i < pos.count; i++) {
    const row = Math.round((0.5 - pos.getY(i)) * steps);
    const [z, y] = profile[steps - row];
    pos.setXYZ(i, pos.getX(i), y, z - depth * 0.5);
  }
  geo.computeVertexNormals();
  const mesh = new THREE.Mesh(geo, material);
  mesh.receiveShadow = true;
  return mesh;
}

export function softSpot(col, intensity, pos, target, { angle = 0.6, penumbra = 1, shadow = true, radius = 10 } = {}) {
  const light = new THREE.SpotLight(col, intensity, 0, angle, penumbra, 2);
  light.position.copy(pos);
  light.target.position.copy(target);
  if (shadow) {
    light.castShadow = true;
    light.shadow.mapSize.set(1024, 1024);
    light.shadow.radius = radius;
    light.shadow.blurSamples = 16;
    light.shadow.bias = -0.0004;
    light.shadow.camera.near = 1;
    light.shadow.camera.far = 60;
  }
  return light;
}

export function addAll(scene, ...objects) {
  for (const o of objects) {
    scene.add(o);
    if (o.target) scene.add(o.target);
  }
}

export function shadowed(mesh) {
  mesh.castShadow = true;
  mesh.receiveShadow = true;
  return mesh;
}

/** Glass, metal, satin and stone: the studio's material library. */
const materials = {
  glass: (tint = '#ffffff') =>
    new THREE.MeshPhysicalMaterial({
      color: tint,
      metalness: 0,
      roughness: 0.04,
      transmission: 1,
      thickness: 1.4,
      ior: 1.5,
      envMapIntensity: 1.2,
      specularIntensity: 1,
    }),
  metal: (c, roughness = 0.28) => new THREE.MeshStandardMaterial({ color: c, metalness: 1, roughness }),
  satin: (c, roughness = 0.45) => new THREE.MeshPhysicalMaterial({ color: c, roughness, clearcoat: 0.6, clearcoatRoughness: 0.25 }),
  matte: (c, roughness = 0.9) => new THREE.MeshStandardMaterial({ color: c, roughness }),
};

// ---------------------------------------------------------------------------------------------
// studio: sculptural still life in an infinity cove (hero reel, AI image design, cultural luxury)
// variant: { key, rim, backdrop, objects: 'sculpture' | 'arches' | 'stilllife', orbit, focal }
function studio(stage, variant, { width, height }) {
  const v = { key: '#ffe2c0', rim: 'violet400', backdrop: 'ink800', objects: 'sculpture', orbit: 0.16, focal: 50, ...variant };
  const scene = new THREE.Scene();
  scene.background = color(v.fog ?? 'ink950');
  scene.fog = new THREE.FogExp2(color(v.fog ?? 'ink950'), 0.028);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = v.env ?? 0.22;

  scene.add(cyclorama(materials.matte(color(v.backdrop), 0.85)));
  const plinth = shadowed(
    new THREE.Mesh(new THREE.CylinderGeometry(2.3, 2.35, 0.5, 96), materials.satin(color(v.plinth ?? 'ink800'), 0.6)),
  );
  plinth.position.set(0, 0.25, 0);
  scene.add(plinth);

  const group = new THREE.Group();
  scene.add(group);
  const spinners = [];
  if (v.objects === 'sculpture') {
    const glass = shadowed(
      new THREE.Mesh(
        new THREE.SphereGeometry(0.85, 96, 64),
        v.noGlass ? materials.metal(color('paper200'), 0.1) : materials.glass('#f3f0ff'),
      ),
    );
    glass.position.set(0.55, 1.35, 0.55);
    const ring = shadowed(new THREE.Mesh(new THREE.TorusGeometry(0.95, 0.09, 48, 160), materials.metal(color('amber300'), 0.32)));
    ring.position.set(-0.45, 1.55, -0.55);
    spinners.push({ mesh: ring, axis: 'y', turns: 0.5 });
    const block = shadowed(
      new THREE.Mesh(new RoundedBoxGeometry(0.9, 1.6, 0.9, 6, 0.12), materials.satin(color('violet700').multiplyScalar(0.55), 0.5)),
    );
    block.position.set(-1.2, 1.3, 0.65);
    block.rotation.y = 0.5;
    const pearl = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.32, 64, 48), materials.metal(color('paper200'), 0.08)));
    pearl.position.set(1.45, 0.82, -0.35);
    group.add(glass, ring, block, pearl);
  } else if (v.objects === 'arches') {
    // a colonnade of arches in warm stone with a gold sphere: luxury architecture in miniature
    const stone = materials.satin(color(v.stone ?? 'paper300'), 0.7);
    const shape = new THREE.Shape();
    shape.moveTo(-0.55, 0);
    shape.lineTo(-0.55, 1.3);
    shape.absarc(0, 1.3, 0.55, Math.PI, 0, true);
    shape.lineTo(0.55, 0);
    shape.lineTo(0.42, 0);
    shape.lineTo(0.42, 1.3);
    shape.absarc(0, 1.3, 0.42, 0, Math.PI, false);
    shape.lineTo(-0.42, 0);
    const archGeo = new THREE.ExtrudeGeometry(shape, {
      depth: 0.3,
      bevelEnabled: true,
      bevelSize: 0.02,
      bevelThickness: 0.02,
      curveSegments: 48,
    });
    for (let i = 0; i < 5; i++) {
      const arch = shadowed(new THREE.Mesh(archGeo, stone));
      const a = -0.9 + i * 0.45;
      arch.position.set(Math.sin(a) * 1.7, 0.5, Math.cos(a) * 1.7 - 1.6);
      arch.rotation.y = a;
      group.add(arch);
    }
    const gold = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.45, 96, 64), materials.metal(color('amber300'), 0.12)));
    gold.position.set(0.2, 0.95, 0.5);
    const disc = shadowed(new THREE.Mesh(new THREE.TorusGeometry(0.7, 0.035, 32, 160), materials.metal(color('amber300'), 0.2)));
    disc.position.set(0.2, 0.95, 0.5);
    spinners.push({ mesh: disc, axis: 'y', turns: 0.5 });
    group.add(gold, disc);
  } else if (v.objects === 'stilllife') {
    // a ceramic bowl of glossy fruit forms and a glass vessel: AI image design as a still life
    const pts = [];
    for (let i = 0; i <= 24; i++) {
      const a = (i / 24) * (Math.PI / 2);
      pts.push(new THREE.Vector2(0.08 + Math.sin(a) * 1.0, 0.72 - Math.cos(a) * 0.7));
    }
    pts.push(new THREE.Vector2(1.06, 0.74), new THREE.Vector2(1.0, 0.74));
    for (let i = 24; i >= 0; i--) {
      const a = (i / 24) * (Math.PI / 2);
      pts.push(new THREE.Vector2(Math.max(0.02, Math.sin(a) * 0.94), 0.76 - Math.cos(a) * 0.62));
    }
    const bowl = shadowed(new THREE.Mesh(new THREE.LatheGeometry(pts, 96), materials.satin(color(v.bowl ?? 'paper100'), 0.35)));
    bowl.position.set(-0.3, 0.5, 0.2);
    group.add(bowl);
    const r = rng(7);
    const fruitColours = v.fruit ?? ['amber600', 'violet600', 'green700', 'amber300', 'violet400'];
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * TAU + r() * 0.4;
      const rad = 0.28 + r() * 0.1;
      const fruit = shadowed(
        new THREE.Mesh(new THREE.SphereGeometry(rad, 64, 48), materials.satin(color(fruitColours[i % fruitColours.length]), 0.25)),
      );
      fruit.scale.y = 0.9 + r() * 0.2;
      fruit.position.set(
        -0.3 + Math.cos(a) * 0.45 * (i % 2 ? 1 : 0.6),
        1.15 + (i % 3) * 0.12,
        0.2 + Math.sin(a) * 0.45 * (i % 2 ? 1 : 0.6),
      );
      group.add(fruit);
    }
    const vase = [];
    for (let i = 0; i <= 30; i++) {
      const s = i / 30;
      vase.push(new THREE.Vector2(0.3 + 0.22 * Math.sin(s * Math.PI * 1.2) - 0.16 * s, s * 2.1));
    }
    const vessel = shadowed(new THREE.Mesh(new THREE.LatheGeometry(vase, 96), materials.glass(color(v.glassTint ?? 'violet300'))));
    vessel.position.set(1.2, 0.5, -0.5);
    group.add(vessel);
  }

  if (v.objects === 'coins') {
    // stacks of gold coins rising like a chart, a frosted glass card behind them
    const coin = new THREE.CylinderGeometry(0.42, 0.42, 0.09, 64);
    const gold = materials.metal(color('amber300'), 0.25);
    [3, 6, 9, 14].forEach((n, k) => {
      for (let i = 0; i < n; i++) {
        const c = shadowed(new THREE.Mesh(coin, gold));
        c.position.set(-1.5 + k * 0.95, 0.55 + i * 0.095, 0.3 - k * 0.15);
        c.rotation.y = i * 0.7;
        c.position.x += Math.sin(i * 2.1 + k) * 0.025;
        group.add(c);
      }
    });
    const card = shadowed(
      new THREE.Mesh(
        new RoundedBoxGeometry(1.5, 2.6, 0.08, 4, 0.12),
        Object.assign(materials.glass(color('violet300')), { roughness: 0.25 }),
      ),
    );
    card.position.set(1.2, 1.9, -1.1);
    card.rotation.set(0, -0.35, 0.08);
    group.add(card);
  } else if (v.objects === 'panels') {
    // floating frosted panels joined by thin violet light lines
    const frosted = Object.assign(materials.glass(color('violet300')), { roughness: 0.3 });
    const spots = [v3(-1.6, 2.0, 0.2), v3(-0.2, 2.9, -0.8), v3(1.3, 1.8, 0.4), v3(0.3, 1.1, 1.2)];
    spots.forEach((pos, i) => {
      const panel = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.2 - (i % 2) * 0.3, 0.8, 0.06, 4, 0.08), frosted));
      panel.position.copy(pos);
      panel.rotation.set(-0.1, 0.3 - i * 0.15, 0.04 * i);
      group.add(panel);
    });
    const glowLine = new THREE.MeshBasicMaterial({ color: color('violet400').multiplyScalar(3) });
    for (let i = 0; i < spots.length; i++) {
      const a = spots[i];
      const b = spots[(i + 1) % spots.length];
      const mid = a
        .clone()
        .add(b)
        .multiplyScalar(0.5)
        .add(v3(0, 0.3, 0.2));
      group.add(new THREE.Mesh(new THREE.TubeGeometry(new THREE.QuadraticBezierCurve3(a, mid, b), 40, 0.012, 6), glowLine));
    }
  }
  const key = softSpot(color(v.key), v.keyPower ?? 900, v3(-6, 9, 6), v3(0, 1, 0), { angle: 0.42, radius: 14 });
  const rim = softSpot(color(v.rim), v.rimPower ?? 700, v3(5, 5, -7), v3(0, 1.2, 0), { angle: 0.5, shadow: false });
  const wash = softSpot(color(v.wash ?? v.rim), v.washPower ?? 260, v3(0, 7, 2), v3(0, 3, -7), { angle: 0.55, shadow: false });
  const fill = new THREE.HemisphereLight(color('paper100'), color('ink900'), 0.25);
  addAll(scene, key, rim, wash, fill);

  const keyA = key.position.clone();
  const keyB = v3(...(v.keyB ?? [-2, 9, 8]));
  const rimA = rim.position.clone();
  const rimB = v3(...(v.rimB ?? [-4, 5, -7]));
  const camera = camera35(width, height, v.focal);
  const target = v3(...(v.target ?? [-1.6, 1.3, 0.1]));
  const focusPoint = v3(...(v.focusAt ?? [0.4, 1.3, 0.5]));
  return {
    scene,
    camera,
    look: {
      exposure: v.exposure ?? 1.0,
      dof: v.noDof ? false : { aperture: v.aperture ?? 0.0018, maxblur: 0.008 },
      bloom: { strength: v.bloom ?? 0.12, radius: 0.35, threshold: 0.95 },
      lift: v.lift,
      grain: v.grain,
    },
    light(s) {
      key.position.lerpVectors(keyA, keyB, s);
      rim.position.lerpVectors(rimA, rimB, s);
    },
    update(t, p) {
      const a = (v.yaw ?? 0) + Math.sin(p * TAU) * v.orbit;
      const dist = (v.distance ?? 12) + Math.cos(p * TAU) * 0.5;
      camera.position.set(Math.sin(a) * dist, (v.height ?? 2.4) + Math.sin(p * TAU * 2) * 0.06, Math.cos(a) * dist);
      camera.lookAt(target);
      for (const s of spinners) s.mesh.rotation[s.axis] = p * TAU * s.turns;
      return camera.position.distanceTo(focusPoint);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Shared pieces for outdoor and stylised scenes.

/** A gradient sky dome with a sun glow; also baked into the environment map for reflections. */
export function skyDome({ zenith, horizon, ground = horizon, sun = '#ffd9a0', sunDir = v3(0, 0.1, -1), glow = 0.6, disc = 0 }) {
  const material = new THREE.ShaderMaterial({
    side: THREE.BackSide,
    depthWrite: false,
    fog: false,
    uniforms: {
      uZenith: { value: color(zenith) },
      uHorizon: { value: color(horizon) },
      uGround: { value: color(ground) },
      uSun: { value: color(sun) },
      uSunDir: { value: sunDir.clone().normalize() },
      uGlow: { value: glow },
      uDisc: { value: disc },
    },
    vertexShader: /* glsl */ `varying vec3 vDir; void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`,
    fragmentShader: /* glsl */ `
      uniform vec3 uZenith, uHorizon, uGround, uSun, uSunDir; uniform float uGlow, uDisc; varying vec3 vDir;
      void main() {
        float h = vDir.y;
        vec3 c = h > 0.0 ? mix(uHorizon, uZenith, pow(smoothstep(0.0, 0.6, h), 0.7)) : mix(uHorizon, uGround, smoothstep(0.0, -0.2, h));
        float s = max(dot(normalize(vDir), uSunDir), 0.0);
        c += uSun * (pow(s, 12.0) * uGlow + pow(s, 400.0) * 2.0 * uGlow + smoothstep(0.9992, 0.9995, s) * uDisc);
        gl_FragColor = vec4(c, 1.0);
      }`,
  });
  return new THREE.Mesh(new THREE.SphereGeometry(300, 48, 24), material);
}

export function envFrom(stage, object) {
  const s = new THREE.Scene();
  s.add(object.clone());
  return stage.pmrem.fromScene(s, 0.02).texture;
}

/** Heightfield mesh from a function, vertex-coloured by a colour function. */
export function heightfield(size, segments, heightAt, colourAt) {
  const geo = new THREE.PlaneGeometry(size, size, segments, segments);
  geo.rotateX(-Math.PI / 2);
  const pos = geo.attributes.position;
  const colours = new Float32Array(pos.count * 3);
  for (let i = 0; i < pos.count; i++) pos.setY(i, heightAt(pos.getX(i), pos.getZ(i)));
  geo.computeVertexNormals();
  const nrm = geo.attributes.normal;
  const c = new THREE.Color();
  for (let i = 0; i < pos.count; i++) {
    colourAt(c, pos.getY(i), nrm.getY(i), pos.getX(i), pos.getZ(i));
    c.toArray(colours, i * 3);
  }
  geo.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  return geo;
}

export function fbm(noise, x, z, octaves = 5, seedZ = 0.5) {
  let sum = 0;
  let amp = 1;
  let f = 1;
  for (let o = 0; o < octaves; o++) {
    sum += noise(x * f, z * f, seedZ + o * 7.1) * amp;
    amp *= 0.5;
    f *= 2.03;
  }
  return sum;
}

export const sunLight = (col, intensity, pos, span = 60) => {
  const light = new THREE.DirectionalLight(color(col), intensity);
  light.position.copy(pos);
  light.castShadow = true;
  light.shadow.mapSize.set(2048, 2048);
  Object.assign(light.shadow.camera, { left: -span, right: span, top: span, bottom: -span, near: 1, far: 400 });
  light.shadow.camera.updateProjectionMatrix();
  light.shadow.bias = -0.0005;
  light.shadow.radius = 4;
  return light;
};

/** Camera drift shared by the outdoor scenes: a slow arc around a look point. */
function driftCamera(camera, v, p) {
  const [x, y, z] = v.camera;
  const [tx, ty, tz] = v.look;
  camera.position.set(x + Math.sin(p * TAU) * (v.sway ?? 1), y + Math.sin(p * TAU * 2) * 0.15, z + Math.cos(p * TAU) * (v.sway ?? 1) * 0.3);
  camera.lookAt(tx, ty, tz);
}

// ---------------------------------------------------------------------------------------------
// product: a hero product on a two-tier plinth in a coloured cove (advertising, TV commercial,
// drinks, food). variant.product: 'serum' | 'perfume' | 'can' | 'spiral'
function product(stage, variant, { width, height }) {
  const v = { backdrop: 'ink850', rimA: 'violet400', rimB: 'amber300', product: 'serum', plinth: 'ink700', focal: 70, ...variant };
  const scene = new THREE.Scene();
  scene.background = color(v.backdrop);
  scene.fog = new THREE.FogExp2(color(v.backdrop), v.fogDensity ?? 0.035);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = v.env ?? 0.35;
  scene.add(cyclorama(materials.matte(color(v.backdrop).multiplyScalar(1.6), 0.9), { depth: 16, radius: 6 }));
  const stone = materials.satin(color(v.plinth), 0.55);
  const tier1 = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(1.9, 1.9, 0.35, 96), stone));
  tier1.position.y = 0.175;
  const tier2 = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(1.25, 1.25, 0.3, 96), stone));
  tier2.position.y = 0.5;
  scene.add(tier1, tier2);
  const top = 0.65;
  const hero = new THREE.Group();
  hero.position.y = top;
  scene.add(hero);
  const lathe = (points, mat, segs = 96) =>
    shadowed(
      new THREE.Mesh(
        new THREE.LatheGeometry(
          points.map(([x, y]) => new THREE.Vector2(x, y)),
          segs,
        ),
        mat,
      ),
    );
  if (v.product === 'serum') {
    const glass = materials.glass(color(v.glassTint ?? 'violet300'));
    glass.attenuationColor = color(v.liquid ?? 'violet400');
    glass.attenuationDistance = 1.6;
    glass.attenuationDistance = 6;
    hero.add(
      lathe(
        [
          [0, 0],
          [0.42, 0],
          [0.46, 0.05],
          [0.46, 1.25],
          [0.4, 1.38],
          [0.16, 1.45],
          [0.15, 1.55],
          [0, 1.55],
        ],
        glass,
      ),
    );
    // the serum itself: a glowing liquid inside the clear glass
    const serum = new THREE.MeshPhysicalMaterial({
      color: color(v.liquid ?? 'violet400'),
      emissive: color(v.liquid ?? 'violet600'),
      emissiveIntensity: v.glow ?? 0.9,
      roughness: 0.15,
      clearcoat: 1,
    });
    hero.add(
      lathe(
        [
          [0, 0.08],
          [0.38, 0.08],
          [0.4, 0.12],
          [0.4, 1.02],
          [0, 1.02],
        ],
        serum,
      ),
    );
    const cap = shadowed(
      new THREE.Mesh(new RoundedBoxGeometry(0.36, 0.55, 0.36, 4, 0.05), materials.metal(color(v.cap ?? 'amber300'), 0.25)),
    );
    cap.position.y = 1.8;
    hero.add(cap);
    const dropper = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.2, 48, 32), materials.satin(color('ink900'), 0.3)));
    dropper.position.y = 2.12;
    dropper.scale.y = 1.3;
    hero.add(dropper);
  } else if (v.product === 'perfume') {
    const glass = materials.glass(color(v.glassTint ?? 'amber300'));
    glass.attenuationColor = color(v.liquid ?? 'amber600');
    glass.attenuationDistance = 0.8;
    glass.thickness = 2;
    const body = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.3, 1.5, 0.6, 6, 0.12), glass));
    body.position.y = 0.75;
    const cap = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.34, 64, 48), materials.metal(color(v.cap ?? 'ink700'), 0.18)));
    cap.position.y = 1.8;
    const collar = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.16, 0.18, 0.2, 48), materials.metal(color('amber300'), 0.2)));
    collar.position.y = 1.55;
    hero.add(body, cap, collar);
  } else if (v.product === 'can') {
    const paint = new THREE.MeshPhysicalMaterial({
      color: color(v.can ?? 'green400'),
      metalness: 0.6,
      roughness: 0.3,
      clearcoat: 1,
      clearcoatRoughness: 0.1,
    });
    hero.add(
      lathe(
        [
          [0, 0],
          [0.36, 0],
          [0.42, 0.08],
          [0.42, 1.5],
          [0.36, 1.65],
          [0.34, 1.68],
          [0, 1.68],
        ],
        paint,
      ),
    );
    const rim = shadowed(new THREE.Mesh(new THREE.TorusGeometry(0.345, 0.02, 16, 96), materials.metal(color('paper200'), 0.2)));
    rim.rotation.x = Math.PI / 2;
    rim.position.y = 1.68;
    hero.add(rim);
    const r = rng(11);
    for (let i = 0; i < 5; i++) {
      const slice = shadowed(
        new THREE.Mesh(new THREE.CylinderGeometry(0.32, 0.32, 0.07, 48), materials.satin(color(i % 2 ? 'yellow300' : 'green400'), 0.35)),
      );
      const a = -0.6 + i * 0.45 + r() * 0.2;
      slice.position.set(Math.cos(a) * 1.05, 0.04 + (i % 2) * 0.25, Math.sin(a) * 0.9 + 0.2);
      slice.rotation.set(0.3 + r(), r() * 3, 0.8 * r());
      hero.add(slice);
    }
  } else if (v.product === 'spiral') {
    // a spiral-cut potato on a skewer: a helical ribbon
    const turns = 9;
    const geo = new THREE.BufferGeometry();
    const segU = 420;
    const segV = 8;
    const verts = [];
    const idx = [];
    for (let i = 0; i <= segU; i++) {
      const u = i / segU;
      const a = u * turns * TAU;
      const y = 0.15 + u * 1.9;
      const rOuter = 0.55 * Math.sin(Math.PI * (0.1 + u * 0.8)) + 0.1;
      for (let j = 0; j <= segV; j++) {
        const w = j / segV;
        const rr = lerp(0.05, rOuter, w);
        const tilt = 0.09 * Math.sin(w * Math.PI);
        verts.push(Math.cos(a) * rr, y + tilt, Math.sin(a) * rr);
      }
    }
    for (let i = 0; i < segU; i++)
      for (let j = 0; j < segV; j++) {
        const a = i * (segV + 1) + j;
        const b = a + segV + 1;
        idx.push(a, b, a + 1, b, b + 1, a + 1);
      }
    geo.setAttribute('position', new THREE.Float32BufferAttribute(verts, 3));
    geo.setIndex(idx);
    geo.computeVertexNormals();
    const fried = new THREE.MeshPhysicalMaterial({
      color: color('amber600').lerp(color('yellow300'), 0.45),
      roughness: 0.42,
      clearcoat: 0.5,
      clearcoatRoughness: 0.35,
      side: THREE.DoubleSide,
      sheen: 0.4,
      sheenColor: color('amber300'),
    });
    hero.add(shadowed(new THREE.Mesh(geo, fried)));
    const skewer = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.03, 0.03, 2.8, 16), materials.satin(color('#c9a27a'), 0.7)));
    skewer.position.y = 1.2;
    hero.add(skewer);
  }
  hero.rotation.y = v.turn ?? 0.4;

  const key = softSpot(color(v.key ?? '#fff1e0'), v.keyPower ?? 700, v3(-3, 8, 5), v3(0, 1.2, 0), { angle: 0.45, radius: 12 });
  const rimL = softSpot(color(v.rimA), v.rimPower ?? 900, v3(-5, 4, -4), v3(0, 1.4, 0), { angle: 0.45, shadow: false });
  const rimR = softSpot(color(v.rimB), v.rimPower ?? 900, v3(5, 4, -4), v3(0, 1.4, 0), { angle: 0.45, shadow: false });
  const wash = softSpot(color(v.wash ?? v.rimA), v.washPower ?? 300, v3(0, 6, 3), v3(0, 2.5, -8), { angle: 0.6, shadow: false });
  addAll(scene, key, rimL, rimR, wash, new THREE.HemisphereLight(color('paper100'), color('ink900'), 0.2));
  const keyA = key.position.clone();
  const camera = camera35(width, height, v.focal);
  const focusPoint = v3(0, 1.6, 0);
  return {
    scene,
    camera,
    depthRange: [2, 60],
    look: {
      exposure: v.exposure ?? 1,
      dof: { aperture: v.aperture ?? 0.0025, maxblur: 0.01 },
      bloom: { strength: v.bloom ?? 0.15, radius: 0.4, threshold: 1.4 },
    },
    light(s) {
      key.position.copy(keyA).applyAxisAngle(v3(0, 1, 0), s * 1.1);
      rimL.intensity = (v.rimPower ?? 900) * (1 - 0.6 * s);
      rimR.intensity = (v.rimPower ?? 900) * (0.4 + 0.6 * s);
    },
    update(t, p) {
      const a = (v.yaw ?? 0.25) + Math.sin(p * TAU) * 0.1;
      const dist = v.distance ?? 13;
      camera.position.set(Math.sin(a) * dist, v.height ?? 2.2, Math.cos(a) * dist);
      camera.lookAt(v.lookX ?? 0, v.lookY ?? 1.55, 0);
      return camera.position.distanceTo(focusPoint);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// landscape: flights over procedural terrain (tourism, brand films, dunes, real estate at dusk)
// variant.kind: 'alpine' | 'coast' | 'dunes' | 'city'
function landscape(stage, variant, { width, height }) {
  const v = { kind: 'alpine', seed: 3, camera: [0, 42, 80], look: [0, 6, -120], focal: 32, ...variant };
  const noise = makeNoise(v.seed);
  const pal = {
    alpine: {
      zenith: '#2a3a6e',
      horizon: '#f0b48a',
      sun: '#ffc98a',
      low: '#3f5a3a',
      mid: '#5d6a52',
      high: '#8c8a99',
      peak: '#f4f2ec',
      water: '#1b2a44',
      fog: '#c9a7a0',
      sunDir: v3(-0.3, 0.08, -1),
    },
    coast: {
      zenith: '#2b2550',
      horizon: '#ffb070',
      sun: '#ffc98a',
      low: '#5d5b4b',
      mid: '#7a6a58',
      high: '#9a8a70',
      peak: '#b9b0a0',
      water: '#1a2640',
      fog: '#d8a080',
      sunDir: v3(0.2, 0.04, -1),
    },
    dunes: {
      zenith: '#3d3a6e',
      horizon: '#ffd2a0',
      sun: '#ffe0b0',
      low: '#c98a50',
      mid: '#d8a068',
      high: '#e7bb86',
      peak: '#f0cc98',
      water: '#000000',
      fog: '#e8c0a0',
      sunDir: v3(0.6, 0.12, -1),
    },
    city: {
      zenith: '#07070f',
      horizon: '#2a1f4a',
      sun: '#9686ff',
      low: '#12121a',
      mid: '#191923',
      high: '#262633',
      peak: '#262633',
      water: '#0c0c11',
      fog: '#1b1630',
      sunDir: v3(0, 0.05, -1),
    },
  }[v.kind];
  const scene = new THREE.Scene();
  const sky = skyDome({
    zenith: pal.zenith,
    horizon: pal.horizon,
    sun: pal.sun,
    sunDir: pal.sunDir,
    glow: v.kind === 'city' ? 0.2 : 0.9,
    disc: v.kind === 'city' ? 0 : 1.5,
  });
  scene.add(sky);
  scene.environment = envFrom(stage, sky);
  scene.environmentIntensity = 0.8;
  scene.fog = new THREE.FogExp2(color(pal.fog), v.fog ?? 0.0045);

  const c1 = new THREE.Color();
  if (v.kind !== 'city') {
    const heightAt = (x, z) => {
      if (v.kind === 'dunes')
        return 6 * Math.abs(fbm(noise, x * 0.012, z * 0.02, 3)) + 3 * Math.sin(x * 0.05 + fbm(noise, x * 0.01, z * 0.01, 2) * 4);
      const ridge = 1 - Math.abs(fbm(noise, x * 0.008, z * 0.008, 5));
      const base = v.kind === 'coast' ? (x + 20) * 0.35 : 0;
      let h =
        ridge * ridge * (v.kind === 'alpine' ? 55 : 28) + fbm(noise, x * 0.03, z * 0.03, 3) * 4 + base - (v.kind === 'alpine' ? 18 : 8);
      h -= (v.kind === 'alpine' ? 40 : 20) * Math.exp(-(x * x) / 2500); // the valley the flight follows
      return h;
    };
    const geo = heightfield(420, 220, heightAt, (c, h, ny) => {
      const slope = 1 - ny;
      c.set(pal.low).lerp(c1.set(pal.mid), THREE.MathUtils.smoothstep(h, 0, 12));
      c.lerp(c1.set(pal.high), THREE.MathUtils.smoothstep(slope, 0.25, 0.55));
      if (v.kind === 'alpine')
        c.lerp(c1.set(pal.peak), THREE.MathUtils.smoothstep(h, 24, 34) * (1 - THREE.MathUtils.smoothstep(slope, 0.5, 0.8)));
      c.convertSRGBToLinear();
    });
    const land = new THREE.Mesh(geo, new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.92 }));
    land.receiveShadow = true;
    land.castShadow = true;
    land.position.z = -120;
    scene.add(land);
    if (v.kind !== 'dunes') {
      const water = new THREE.Mesh(
        new THREE.PlaneGeometry(900, 900),
        new THREE.MeshPhysicalMaterial({ color: color(pal.water), roughness: 0.08, metalness: 0.1, envMapIntensity: 1.4 }),
      );
      water.rotation.x = -Math.PI / 2;
      water.position.y = v.kind === 'coast' ? -2 : -6;
      water.receiveShadow = true;
      scene.add(water);
    }
  } else {
    // a night city: blocks with lit windows and ribbons of traffic light
    const ground = new THREE.Mesh(new THREE.PlaneGeometry(900, 900), materials.satin(color('ink900'), 0.35));
    ground.rotation.x = -Math.PI / 2;
    scene.add(ground);
    const r = rng(v.seed);
    const windowTex = (() => {
      const cv = document.createElement('canvas');
      cv.width = 64;
      cv.height = 128;
      const g = cv.getContext('2d');
      g.fillStyle = '#000';
      g.fillRect(0, 0, 64, 128);
      for (let y = 0; y < 32; y++)
        for (let x = 0; x < 8; x++) {
          const on = r();
          if (on > 0.55) {
            g.fillStyle = on > 0.9 ? '#b4a8ff' : on > 0.75 ? '#ffc98a' : '#f4f2ec';
            g.globalAlpha = 0.4 + 0.6 * r();
            g.fillRect(x * 8 + 2, y * 4 + 1, 4, 2);
          }
        }
      const t = new THREE.CanvasTexture(cv);
      t.colorSpace = THREE.SRGBColorSpace;
      t.wrapS = t.wrapT = THREE.RepeatWrapping;
      return t;
    })();
    const box = new THREE.BoxGeometry(1, 1, 1);
    for (let gx = -12; gx <= 12; gx++)
      for (let gz = -24; gz <= 2; gz++) {
        if (Math.abs(gx) === 1 || gz % 6 === 0) continue;
        const h = 6 + Math.pow(r(), 2.5) * 60 * (1 - Math.abs(gx) / 16);
        const mat = new THREE.MeshStandardMaterial({
          color: color('ink700'),
          roughness: 0.4,
          metalness: 0.5,
          emissive: '#ffffff',
          emissiveMap: windowTex,
          emissiveIntensity: 1.6,
        });
        mat.emissiveMap = windowTex.clone();
        mat.emissiveMap.repeat.set(1, h / 20);
        mat.emissiveMap.offset.set(r(), r());
        const b = new THREE.Mesh(box, mat);
        b.scale.set(7, h, 7);
        b.position.set(gx * 10, h / 2, gz * 10);
        scene.add(b);
      }
    // traffic: two ribbons of light along the avenue (x = 0)
    for (const [x, col] of [
      [-2.2, 'amber300'],
      [2.2, 'violet300'],
      [-3.2, '#ff7a7a'],
    ]) {
      const curve = new THREE.CatmullRomCurve3([v3(x, 0.4, 40), v3(x, 0.4, -60), v3(x + 3, 0.4, -160), v3(x - 6, 0.4, -260)]);
      const trail = new THREE.Mesh(
        new THREE.TubeGeometry(curve, 200, 0.12, 8),
        new THREE.MeshBasicMaterial({ color: color(col).multiplyScalar(6), fog: true }),
      );
      scene.add(trail);
    }
  }
  const sun = sunLight(
    v.kind === 'city' ? 'violet400' : pal.sun,
    v.kind === 'city' ? 0.4 : 3.2,
    pal.sunDir
      .clone()
      .multiplyScalar(-1)
      .setY(pal.sunDir.y + 0.25)
      .multiplyScalar(-200)
      .setY(60),
    160,
  );
  sun.position.set(pal.sunDir.x * 200, 40 + pal.sunDir.y * 300, pal.sunDir.z * 200);
  sun.target.position.set(0, 0, -60);
  addAll(scene, sun, new THREE.HemisphereLight(color(pal.horizon), color(pal.low), 1.1));
  const sunA = sun.position.clone();
  const camera = camera35(width, height, v.focal);
  camera.far = 800;
  camera.updateProjectionMatrix();
  return {
    scene,
    camera,
    depthRange: [5, 600],
    look: {
      exposure: v.exposure ?? (v.kind === 'city' ? 1.2 : 0.9),
      dof: { aperture: 0.00008, maxblur: 0.004 },
      bloom: { strength: v.kind === 'city' ? 0.5 : 0.2, radius: 0.6, threshold: 1.2 },
    },
    light(s) {
      sun.position.copy(sunA).applyAxisAngle(v3(0, 1, 0), s * 0.25);
    },
    update(t, p) {
      driftCamera(camera, v, p);
      return camera.position.distanceTo(v3(...v.look)) * 1.5;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// toon: cel-shaded anime worlds with ink outlines (anime showcase, the animated case study)
// variant.kind: 'valley' | 'truck' | 'water'
export function toonRamp(steps) {
  const data = new Uint8Array(steps.length * 4);
  steps.forEach((s, i) => data.set([s, s, s, 255], i * 4));
  const tex = new THREE.DataTexture(data, steps.length, 1, THREE.RGBAFormat);
  tex.minFilter = tex.magFilter = THREE.NearestFilter;
  tex.needsUpdate = true;
  return tex;
}

export function inked(mesh, ink, width = 0.035) {
  const outline = new THREE.MeshBasicMaterial({ color: color(ink), side: THREE.BackSide });
  outline.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader.replace(
      '#include <begin_vertex>',
      `vec3 transformed = position + normal * ${width.toFixed(3)};`,
    );
  };
  const shell = new THREE.Mesh(mesh.geometry, outline);
  mesh.add(shell);
  return mesh;
}

function toon(stage, variant, { width, height }) {
  const v = { kind: 'valley', seed: 5, focal: 32, ...variant };
  const pal = {
    valley: {
      zenith: '#2a1846',
      horizon: '#ff9a5a',
      sun: '#ffd08a',
      ground: '#5a3a4a',
      hills: ['#4a2f52', '#6b3c55', '#8c4a55', '#b0604a'],
      tree: '#2a1a2e',
      ink: '#1a0f1f',
      accent: '#ffc98a',
    },
    truck: {
      zenith: '#5a7bd8',
      horizon: '#ffe2c0',
      sun: '#fff1d0',
      ground: '#7ab86a',
      hills: ['#6f8fd0', '#86a8d8', '#6aa86a', '#5a9a5a'],
      tree: '#2f6a3a',
      ink: '#1a2030',
      accent: '#ffc98a',
    },
    water: {
      zenith: '#3a5ab0',
      horizon: '#bfe0ff',
      sun: '#ffffff',
      ground: '#5aa0c8',
      hills: ['#4a78b8', '#5a90c8', '#4a9ab0', '#3a8aa0'],
      tree: '#2a5a70',
      ink: '#10203a',
      accent: '#9686ff',
    },
  }[v.kind];
  const ramp = toonRamp([70, 150, 255]);
  const toonMat = (c) => new THREE.MeshToonMaterial({ color: color(c), gradientMap: ramp });
  const scene = new THREE.Scene();
  const sunDir = v3(...(v.sunDir ?? (v.kind === 'valley' ? [0.1, 0.06, -1] : [-0.5, 0.5, -1])));
  scene.add(skyDome({ zenith: pal.zenith, horizon: pal.horizon, sun: pal.sun, sunDir, glow: 1.0, disc: v.kind === 'valley' ? 3 : 0 }));
  scene.fog = new THREE.Fog(color(pal.horizon), 60, 260);
  const noise = makeNoise(v.seed);
  // layered ranges, lighter toward the horizon: painted depth
  pal.hills.forEach((c, layer) => {
    const geo = heightfield(
      500,
      120,
      (x, z) => Math.max(0, fbm(noise, x * 0.01 + layer * 3, z * 0.01, 3) * (30 - layer * 4) + 12 - layer * 2),
      (col) => col.set(c).convertSRGBToLinear(),
    );
    const mat = new THREE.MeshToonMaterial({ vertexColors: true, gradientMap: ramp });
    const range = new THREE.Mesh(geo, mat);
    range.position.set(0, -6, -220 + layer * 45);
    range.scale.set(1, 1, 0.18);
    scene.add(range);
  });
  const ground = new THREE.Mesh(
    heightfield(
      300,
      100,
      (x, z) => fbm(noise, x * 0.02, z * 0.02, 3) * 3 - (v.kind === 'valley' ? 0.02 * x * x * 0.1 : 0),
      (col) => col.set(pal.ground).convertSRGBToLinear(),
    ),
    new THREE.MeshToonMaterial({ vertexColors: true, gradientMap: ramp }),
  );
  ground.receiveShadow = true;
  scene.add(ground);
  const r = rng(v.seed + 1);
  const tree = (x, z, s) => {
    const g = new THREE.Group();
    const trunk = inked(
      shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.15 * s, 0.25 * s, 3 * s, 10), toonMat('#3a2630'))),
      pal.ink,
      0.05,
    );
    trunk.position.y = 1.5 * s;
    g.add(trunk);
    for (let k = 0; k < 3; k++) {
      const crown = inked(
        shadowed(new THREE.Mesh(new THREE.IcosahedronGeometry((1.3 - k * 0.25) * s, 3), toonMat(pal.tree))),
        pal.ink,
        0.06,
      );
      crown.position.set((r() - 0.5) * s, (3.2 + k * 0.9) * s, (r() - 0.5) * s);
      g.add(crown);
    }
    g.position.set(x, fbm(noise, x * 0.02, z * 0.02, 3) * 3 - 0.3, z);
    scene.add(g);
  };
  for (let i = 0; i < 26; i++) tree(-60 + r() * 120, -10 - r() * 70, 0.8 + r() * 0.8);
  if (v.kind === 'valley') tree(6, 8, 1.6);
  if (v.kind === 'truck') {
    // a food truck in flat colours: body, window band, awning, wheels
    const truck = new THREE.Group();
    const body = inked(shadowed(new THREE.Mesh(new RoundedBoxGeometry(6, 3, 2.6, 4, 0.3), toonMat('#f5d565'))), pal.ink, 0.05);
    body.position.y = 2.2;
    const cab = inked(shadowed(new THREE.Mesh(new RoundedBoxGeometry(2, 2.2, 2.5, 4, 0.3), toonMat('#ff7a7a'))), pal.ink, 0.05);
    cab.position.set(3.8, 1.8, 0);
    const hatch = inked(new THREE.Mesh(new THREE.BoxGeometry(3.6, 1.2, 0.1), toonMat('#262633')), pal.ink, 0.04);
    hatch.position.set(-0.4, 2.5, 1.32);
    const awning = inked(shadowed(new THREE.Mesh(new THREE.BoxGeometry(4, 0.12, 1.3), toonMat('#9686ff'))), pal.ink, 0.04);
    awning.position.set(-0.4, 3.35, 1.9);
    awning.rotation.x = 0.25;
    truck.add(body, cab, hatch, awning);
    for (const [x, z] of [
      [-2, 1.3],
      [2, 1.3],
      [3.8, 1.3],
      [-2, -1.3],
      [2, -1.3],
      [3.8, -1.3],
    ]) {
      const wheel = inked(shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.6, 0.6, 0.4, 24), toonMat('#1a1a22'))), pal.ink, 0.04);
      wheel.rotation.x = Math.PI / 2;
      wheel.position.set(x, 0.6, z);
      truck.add(wheel);
    }
    // the spiral on the roof sign: a golden helix
    const helix = new THREE.CatmullRomCurve3(
      Array.from({ length: 60 }, (_, i) => v3(Math.cos(i * 0.6) * 0.5, i * 0.04, Math.sin(i * 0.6) * 0.5)),
    );
    const spiral = inked(shadowed(new THREE.Mesh(new THREE.TubeGeometry(helix, 200, 0.12, 8), toonMat('#ffc98a'))), pal.ink, 0.03);
    spiral.position.set(-0.5, 3.75, 0);
    truck.add(spiral);
    truck.position.set(2, fbm(noise, 0.04, 0, 3) * 3, 4);
    truck.rotation.y = -0.35;
    scene.add(truck);
  }
  if (v.kind === 'water') {
    // pipes winding over the hills toward a water tower
    const path = new THREE.CatmullRomCurve3([v3(-30, 2, 10), v3(-12, 1.5, 2), v3(-2, 3, -6), v3(10, 2, -14), v3(26, 5, -30)]);
    scene.add(inked(shadowed(new THREE.Mesh(new THREE.TubeGeometry(path, 200, 0.7, 16), toonMat('#f4f2ec'))), pal.ink, 0.06));
    const tank = inked(shadowed(new THREE.Mesh(new THREE.SphereGeometry(4, 32, 24), toonMat('#b4a8ff'))), pal.ink, 0.08);
    tank.position.set(26, 14, -30);
    const leg = inked(shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.8, 1.2, 10, 16), toonMat('#f4f2ec'))), pal.ink, 0.06);
    leg.position.set(26, 5, -30);
    const drop = inked(shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.9, 32, 24), toonMat('#5a9ae8'))), pal.ink, 0.05);
    drop.scale.y = 1.3;
    drop.position.set(-4, 5.5, -3);
    scene.add(tank, leg, drop);
  }
  const sun = sunLight(
    pal.sun,
    2.6,
    sunDir
      .clone()
      .multiplyScalar(150)
      .setY(v.kind === 'valley' ? 30 : 90),
    60,
  );
  addAll(scene, sun, new THREE.HemisphereLight(color(pal.horizon), color(pal.ground), 0.9));
  const sunA = sun.position.clone();
  const camera = camera35(width, height, v.focal);
  camera.far = 800;
  camera.updateProjectionMatrix();
  const cam = {
    camera: v.camera ?? (v.kind === 'truck' ? [-6, 4, 22] : [0, 5, 26]),
    look: v.look ?? (v.kind === 'truck' ? [2, 2.5, 3] : [0, 6, -40]),
    sway: 1.2,
  };
  return {
    scene,
    camera,
    depthRange: [3, 400],
    look: {
      exposure: 1,
      dof: { aperture: 0.0004, maxblur: 0.004 },
      bloom: { strength: 0.25, radius: 0.6, threshold: 1.2 },
      lift: [0.01, 0.005, 0.02],
    },
    light(s) {
      sun.position.copy(sunA).applyAxisAngle(v3(0, 1, 0), s * 0.3);
    },
    update(t, p) {
      driftCamera(camera, cam, p);
      return camera.position.distanceTo(v3(...cam.look));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// filmset: a cinema camera on a dolly in a hazy sound stage (film production, corporate interview)
function cinemaCamera(mat) {
  const g = new THREE.Group();
  const body = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.1, 0.75, 0.7, 4, 0.06), mat.body));
  const lens = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.26, 0.3, 0.9, 48), mat.lens));
  lens.rotation.z = Math.PI / 2;
  lens.position.set(0.95, 0, 0);
  const ringA = shadowed(new THREE.Mesh(new THREE.TorusGeometry(0.3, 0.03, 12, 48), mat.metal));
  ringA.rotation.y = Math.PI / 2;
  ringA.position.set(0.8, 0, 0);
  const glass = new THREE.Mesh(
    new THREE.CircleGeometry(0.24, 48),
    new THREE.MeshPhysicalMaterial({
      color: '#101018',
      roughness: 0.02,
      metalness: 0.2,
      clearcoat: 1,
      iridescence: 1,
      iridescenceIOR: 1.8,
    }),
  );
  glass.rotation.y = Math.PI / 2;
  glass.position.set(1.405, 0, 0);
  const matte = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.08, 0.75, 0.95), mat.body));
  matte.position.set(1.55, 0, 0);
  const handle = shadowed(new THREE.Mesh(new THREE.TorusGeometry(0.25, 0.04, 12, 32, Math.PI), mat.metal));
  handle.position.set(0, 0.4, 0);
  const monitor = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.5, 0.34, 0.06, 3, 0.02), mat.body));
  monitor.position.set(-0.2, 0.62, 0.4);
  monitor.rotation.y = -0.6;
  const screen = new THREE.Mesh(
    new THREE.PlaneGeometry(0.44, 0.28),
    new THREE.MeshBasicMaterial({ color: color('violet600').multiplyScalar(0.5) }),
  );
  screen.position.set(-0.2 - Math.sin(-0.6) * 0.035, 0.62, 0.4 + Math.cos(-0.6) * 0.035);
  screen.rotation.y = -0.6;
  g.add(body, lens, ringA, glass, matte, handle, monitor, screen);
  // tripod
  for (let k = 0; k < 3; k++) {
    const a = (k / 3) * TAU + 0.4;
    const leg = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.035, 0.05, 2.3, 10), mat.metal));
    leg.position.set(Math.cos(a) * 0.42, -1.4, Math.sin(a) * 0.42);
    leg.lookAt(Math.cos(a) * 0.9, -2.6, Math.sin(a) * 0.9);
    leg.rotateX(Math.PI / 2);
    g.add(leg);
  }
  const head = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.22, 0.26, 0.3, 24), mat.body));
  head.position.y = -0.52;
  g.add(head);
  return g;
}

function lightStand(mat, panelColour, intensity) {
  const g = new THREE.Group();
  const pole = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.03, 0.03, 3.4, 8), mat.metal));
  pole.position.y = 1.7;
  const panel = new THREE.Mesh(
    new THREE.BoxGeometry(1.6, 1.1, 0.08),
    new THREE.MeshStandardMaterial({ color: '#111', emissive: color(panelColour), emissiveIntensity: intensity }),
  );
  panel.position.y = 3.6;
  const frame = shadowed(new THREE.Mesh(new THREE.BoxGeometry(1.7, 1.2, 0.06), mat.body));
  frame.position.set(0, 3.6, -0.06);
  for (let k = 0; k < 3; k++) {
    const a = (k / 3) * TAU;
    const leg = new THREE.Mesh(new THREE.CylinderGeometry(0.025, 0.025, 1, 8), mat.metal);
    leg.position.set(Math.cos(a) * 0.35, 0.3, Math.sin(a) * 0.35);
    leg.rotation.set(Math.sin(a) * 0.7, 0, -Math.cos(a) * 0.7);
    g.add(leg);
  }
  g.add(pole, panel, frame);
  return g;
}

function filmset(stage, variant, { width, height }) {
  const v = { kind: 'stage', focal: 45, ...variant };
  const scene = new THREE.Scene();
  const haze = color(v.haze ?? '#0e0c16');
  scene.background = haze;
  scene.fog = new THREE.FogExp2(haze, v.fogDensity ?? 0.035);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.25;
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(120, 120), materials.satin(color('#1d1b24'), 0.45));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const mat = {
    body: materials.satin(color('#17171d'), 0.4),
    lens: materials.satin(color('#0c0c11'), 0.3),
    metal: materials.metal(color('#8c8a99'), 0.35),
  };
  if (v.kind === 'stage') {
    const cam = cinemaCamera(mat);
    cam.position.set(0, 2.55, 0);
    cam.rotation.y = 0.5;
    scene.add(cam);
    // dolly track
    for (const z of [-0.6, 0.6]) {
      const rail = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.04, 0.04, 30, 12), mat.metal));
      rail.rotation.x = Math.PI / 2;
      rail.position.set(0, 0.12, z);
      rail.rotation.set(Math.PI / 2, 0, Math.PI / 2);
      scene.add(rail);
    }
    for (let i = -14; i <= 14; i += 1.2) {
      const sleeper = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.18, 0.08, 1.6), materials.satin(color('#2a2320'), 0.8)));
      sleeper.position.set(i, 0.04, 0);
      scene.add(sleeper);
    }
  } else {
    // interview set: two chairs facing, a low table, a practical lamp, the camera from behind
    const chair = (x, rot, col) => {
      const g = new THREE.Group();
      const seat = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.1, 0.35, 1.0, 4, 0.1), materials.satin(color(col), 0.7)));
      seat.position.y = 0.75;
      const back = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.1, 1.0, 0.25, 4, 0.1), materials.satin(color(col), 0.7)));
      back.position.set(0, 1.3, -0.45);
      g.add(seat, back);
      for (const [lx, lz] of [
        [-0.45, -0.4],
        [0.45, -0.4],
        [-0.45, 0.4],
        [0.45, 0.4],
      ]) {
        const leg = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.03, 0.03, 0.6, 8), mat.metal));
        leg.position.set(lx, 0.3, lz);
        g.add(leg);
      }
      g.position.set(x, 0, 0);
      g.rotation.y = rot;
      scene.add(g);
    };
    chair(-1.6, Math.PI / 2 - 0.3, v.chairA ?? '#5a43e0');
    chair(1.6, -Math.PI / 2 + 0.3, v.chairB ?? '#b0600b');
    const table = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.45, 0.45, 0.6, 48), materials.satin(color('#d8d4c8'), 0.35)));
    table.position.set(0, 0.3, 0.4);
    const lamp = new THREE.Mesh(
      new THREE.SphereGeometry(0.35, 32, 24),
      new THREE.MeshStandardMaterial({ color: '#222', emissive: color('amber300'), emissiveIntensity: 3 }),
    );
    lamp.position.set(3.2, 2.2, -2);
    const lampPole = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.03, 0.03, 2.2, 8), mat.metal));
    lampPole.position.set(3.2, 1.1, -2);
    const practical = new THREE.PointLight(color('amber300'), 12, 10, 2);
    practical.position.copy(lamp.position);
    scene.add(table, lamp, lampPole, practical);
    const cam = cinemaCamera(mat);
    cam.position.set(-4.2, 2.3, 4.6);
    cam.rotation.y = -0.3 - Math.PI / 4;
    scene.add(cam);
  }
  // the stage's lights: panels whose glow the haze picks up
  const stands =
    v.kind === 'stage'
      ? [
          [-5, -6, 0.5, 'violet400'],
          [5, -7, -0.4, 'amber300'],
          [-9, -2, 0.9, 'paper100'],
        ]
      : [
          [-4, -4, 0.6, 'paper100'],
          [4.5, -3.5, -0.6, 'violet400'],
        ];
  for (const [x, z, rot, col] of stands) {
    const s = lightStand(mat, col, 2.2);
    s.position.set(x, 0, z);
    s.rotation.y = rot;
    scene.add(s);
    const beam = softSpot(color(col), v.standPower ?? 110, v3(x, 3.6, z), v3(0, 1.5, 0), {
      angle: 0.55,
      shadow: col !== 'paper100' ? false : true,
      radius: 10,
    });
    addAll(scene, beam);
  }
  const key = softSpot(color(v.key ?? '#fff1e0'), v.keyPower ?? 160, v3(3, 8, 4), v3(0, 2, 0), { angle: 0.4, radius: 14 });
  addAll(scene, key, new THREE.HemisphereLight(color('violet300'), color('ink900'), 0.15));
  const keyA = key.position.clone();
  const camera = camera35(width, height, v.focal);
  const focusPoint = v3(...(v.focus ?? (v.kind === 'stage' ? [0.8, 2.5, 0.4] : [0, 1.2, 0])));
  const camPath = {
    camera: v.camera ?? (v.kind === 'stage' ? [-4.5, 3.1, 7.5] : [0.5, 2.6, 8]),
    look: v.look ?? (v.kind === 'stage' ? [0.4, 2.2, 0] : [0, 1.2, 0]),
    sway: 0.6,
  };
  return {
    scene,
    camera,
    depthRange: [1.5, 80],
    look: {
      exposure: v.exposure ?? 1,
      dof: { aperture: v.aperture ?? 0.003, maxblur: 0.01 },
      bloom: { strength: 0.22, radius: 0.6, threshold: 1.3 },
      lift: [0.015, 0.01, 0.03],
    },
    light(s) {
      key.position.copy(keyA).applyAxisAngle(v3(0, 1, 0), -s * 0.8);
    },
    update(t, p) {
      driftCamera(camera, camPath, p);
      return camera.position.distanceTo(focusPoint);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// globe: one message travelling to many markets (the multilingual avatar case study)
function globe(stage, variant, { width, height }) {
  const v = { focal: 50, ...variant };
  const scene = new THREE.Scene();
  scene.background = color('ink950');
  scene.fog = new THREE.FogExp2(color('ink950'), 0.02);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.3;
  const R = 2.4;
  const earth = shadowed(
    new THREE.Mesh(
      new THREE.SphereGeometry(R, 128, 96),
      new THREE.MeshPhysicalMaterial({
        color: color('ink900'),
        roughness: 0.4,
        clearcoat: 1,
        clearcoatRoughness: 0.15,
        sheen: 0.35,
        sheenColor: color('violet600'),
      }),
    ),
  );
  scene.add(earth);
  const noise = makeNoise(21);
  const dot = new THREE.SphereGeometry(0.022, 8, 6);
  const dots = new THREE.InstancedMesh(
    dot,
    new THREE.MeshStandardMaterial({ color: '#222', emissive: color('violet300'), emissiveIntensity: 1.4 }),
    5000,
  );
  const m = new THREE.Matrix4();
  let count = 0;
  for (let lat = -80; lat <= 80 && count < 5000; lat += 2.2)
    for (let lon = 0; lon < 360 && count < 5000; lon += 2.2 / Math.max(0.2, Math.cos((lat * Math.PI) / 180))) {
      const phi = (lat * Math.PI) / 180;
      const th = (lon * Math.PI) / 180;
      const p = v3(Math.cos(phi) * Math.cos(th), Math.sin(phi), Math.cos(phi) * Math.sin(th));
      if (fbm(noise, p.x * 1.6, p.y * 1.6 + p.z * 0.7, 3, p.z * 1.6) < 0.12) continue;
      m.makeTranslation(p.x * R * 1.003, p.y * R * 1.003, p.z * R * 1.003);
      dots.setMatrixAt(count++, m);
    }
  dots.count = count;
  const world = new THREE.Group();
  world.add(earth, dots);
  // twelve routes leaving one origin
  const origin = v3(0.35, 0.62, 0.7).normalize();
  const r = rng(12);
  for (let i = 0; i < 12; i++) {
    const dest = v3(r() * 2 - 1, r() * 1.4 - 0.5, r() * 2 - 1).normalize();
    const mid = origin
      .clone()
      .add(dest)
      .normalize()
      .multiplyScalar(R * (1.25 + origin.angleTo(dest) * 0.18));
    const curve = new THREE.QuadraticBezierCurve3(origin.clone().multiplyScalar(R), mid, dest.clone().multiplyScalar(R));
    const arc = new THREE.Mesh(
      new THREE.TubeGeometry(curve, 80, 0.012, 6),
      new THREE.MeshBasicMaterial({ color: color(i % 3 ? 'amber300' : 'violet300').multiplyScalar(2.5) }),
    );
    const pin = new THREE.Mesh(
      new THREE.SphereGeometry(0.045, 16, 12),
      new THREE.MeshBasicMaterial({ color: color('amber300').multiplyScalar(3) }),
    );
    pin.position.copy(dest).multiplyScalar(R);
    world.add(arc, pin);
  }
  const hub = new THREE.Mesh(
    new THREE.SphereGeometry(0.08, 24, 16),
    new THREE.MeshBasicMaterial({ color: color('paper100').multiplyScalar(4) }),
  );
  hub.position.copy(origin).multiplyScalar(R);
  world.add(hub);
  world.rotation.set(0.25, v.spin ?? -0.6, 0);
  scene.add(world);
  const ring = new THREE.Mesh(
    new THREE.TorusGeometry(3.6, 0.006, 8, 256),
    new THREE.MeshBasicMaterial({ color: color('violet400').multiplyScalar(1.5) }),
  );
  ring.rotation.x = Math.PI / 2 - 0.25;
  scene.add(ring);
  const key = softSpot(color('#fff1e0'), 90, v3(-6, 6, 6), v3(0, 0, 0), { angle: 0.5, shadow: false });
  const rim = softSpot(color('violet400'), 260, v3(5, 3, -6), v3(0, 0, 0), { angle: 0.5, shadow: false });
  addAll(scene, key, rim);
  const keyA = key.position.clone();
  const camera = camera35(width, height, v.focal);
  return {
    scene,
    camera,
    depthRange: [2, 60],
    look: { exposure: 1.05, dof: { aperture: 0.003, maxblur: 0.01 }, bloom: { strength: 0.5, radius: 0.6, threshold: 0.75 } },
    light(s) {
      key.position.copy(keyA).applyAxisAngle(v3(0, 1, 0), s * 0.9);
    },
    update(t, p) {
      const a = (v.yaw ?? -0.5) + Math.sin(p * TAU) * 0.08;
      camera.position.set(Math.sin(a) * (v.distance ?? 15), v.height ?? 1.6, Math.cos(a) * (v.distance ?? 15));
      camera.lookAt(v.lookX ?? -2.2, 0, 0);
      return camera.position.distanceTo(hub.getWorldPosition(v3(0, 0, 0)));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// interior: sun through tall windows across a floor (recruitment office, real estate, care corridor)
// variant.kind: 'office' | 'living' | 'corridor'
function interior(stage, variant, { width, height }) {
  const v = { kind: 'office', focal: 30, sun: '#ffd9a8', wall: '#d8d4c8', floor: '#5e4636', ...variant };
  const scene = new THREE.Scene();
  const outside = color(v.outside ?? '#ffe9cc');
  scene.background = outside;
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = v.env ?? 0.45;
  scene.fog = new THREE.FogExp2(color(v.haze ?? '#2a2230'), v.fogDensity ?? 0.006);
  const wallMat = materials.matte(color(v.wall), 0.85);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(40, 40), materials.satin(color(v.floor), 0.35));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  const ceiling = new THREE.Mesh(new THREE.PlaneGeometry(40, 40), wallMat);
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.y = 4.2;
  const back = new THREE.Mesh(new THREE.PlaneGeometry(40, 6), wallMat);
  back.position.set(0, 3, -8);
  back.receiveShadow = true;
  scene.add(floor, ceiling, back);
  // window wall on the left: mullions with the bright outside between them
  for (let z = -8; z <= 8; z += 2.2) {
    const mullion = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.3, 4.2, 0.25), wallMat));
    mullion.position.set(-6, 2.1, z);
    scene.add(mullion);
  }
  const sill = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.6, 18), wallMat));
  sill.position.set(-6, 0.3, 0);
  const lintel = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.5, 0.5, 18), wallMat));
  lintel.position.set(-6, 3.95, 0);
  const glow = new THREE.Mesh(
    new THREE.PlaneGeometry(18, 4.2),
    new THREE.MeshBasicMaterial({ color: outside.clone().multiplyScalar(2.2), fog: false }),
  );
  glow.position.set(-7, 2.1, 0);
  glow.rotation.y = Math.PI / 2;
  scene.add(sill, lintel, glow);
  const right = new THREE.Mesh(new THREE.PlaneGeometry(18, 4.2), wallMat);
  right.position.set(6, 2.1, 0);
  right.rotation.y = -Math.PI / 2;
  right.receiveShadow = true;
  scene.add(right);
  const oak = materials.satin(color('#b08a62'), 0.5);
  const dark = materials.satin(color('#262633'), 0.45);
  if (v.kind === 'office') {
    const top = shadowed(new THREE.Mesh(new RoundedBoxGeometry(2.0, 0.08, 7, 3, 0.03), oak));
    top.position.set(0.5, 0.95, -1);
    scene.add(top);
    for (const [x, z] of [
      [-0.3, -4],
      [1.3, -4],
      [-0.3, 2],
      [1.3, 2],
    ]) {
      const leg = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.08, 0.92, 0.08), dark));
      leg.position.set(x, 0.46, z);
      scene.add(leg);
    }
    for (let i = 0; i < 6; i++)
      for (const side of [-1, 1]) {
        const seat = shadowed(
          new THREE.Mesh(new RoundedBoxGeometry(0.6, 0.1, 0.6, 3, 0.04), materials.satin(color(i % 2 ? 'violet600' : '#d8d4c8'), 0.6)),
        );
        seat.position.set(0.5 + side * 1.45, 0.6, -3.8 + i * 1.15);
        const back = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.08, 0.6, 0.6, 3, 0.03), seat.material));
        back.position.set(0.5 + side * 1.72, 0.95, -3.8 + i * 1.15);
        scene.add(seat, back);
      }
    for (let i = 0; i < 3; i++) {
      const shade = shadowed(
        new THREE.Mesh(
          new THREE.ConeGeometry(0.35, 0.4, 32, 1, true),
          new THREE.MeshStandardMaterial({ color: '#222', side: THREE.DoubleSide, emissive: color('amber300'), emissiveIntensity: 0.6 }),
        ),
      );
      shade.position.set(0.5, 3.2, -3.5 + i * 2.5);
      const cord = new THREE.Mesh(new THREE.CylinderGeometry(0.01, 0.01, 0.8, 6), dark);
      cord.position.set(0.5, 3.8, -3.5 + i * 2.5);
      scene.add(shade, cord);
    }
  } else if (v.kind === 'living') {
    const sofa = shadowed(new THREE.Mesh(new RoundedBoxGeometry(1.2, 0.7, 4, 4, 0.2), materials.satin(color(v.sofa ?? '#5d5b6b'), 0.8)));
    sofa.position.set(3.6, 0.35, -1.5);
    const sofaBack = shadowed(new THREE.Mesh(new RoundedBoxGeometry(0.4, 1.2, 4, 4, 0.18), sofa.material));
    sofaBack.position.set(4.3, 0.6, -1.5);
    const rug = new THREE.Mesh(new THREE.CircleGeometry(2.2, 64), materials.matte(color('#e9e6dd'), 1));
    rug.rotation.x = -Math.PI / 2;
    rug.position.set(1.5, 0.01, -1.2);
    rug.receiveShadow = true;
    const table = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.8, 0.8, 0.4, 64), materials.satin(color('#262633'), 0.2)));
    table.position.set(1.5, 0.2, -1.2);
    const vase = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.25, 32, 24), materials.glass(color('amber300'))));
    vase.position.set(1.5, 0.65, -1.2);
    const pot = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.35, 0.28, 0.7, 32), materials.satin(color('#d8d4c8'), 0.6)));
    pot.position.set(-4.5, 0.35, -5.5);
    scene.add(sofa, sofaBack, rug, table, vase, pot);
    const r = rng(4);
    for (let i = 0; i < 9; i++) {
      const leaf = shadowed(new THREE.Mesh(new THREE.SphereGeometry(0.45, 16, 12), materials.satin(color('green700'), 0.6)));
      leaf.scale.set(0.5, 1.2, 0.2);
      leaf.position.set(-4.5 + (r() - 0.5) * 0.9, 1.2 + r() * 1.1, -5.5 + (r() - 0.5) * 0.9);
      leaf.rotation.set(r() - 0.5, r() * 3, r() - 0.5);
      scene.add(leaf);
    }
  } else {
    // a long corridor of door frames washed in soft green light
    for (let z = -8; z <= 8; z += 3) {
      const frame = shadowed(new THREE.Mesh(new THREE.BoxGeometry(0.2, 3.2, 1.4), materials.satin(color('#e9e6dd'), 0.5)));
      frame.position.set(5.85, 1.6, z);
      const door = new THREE.Mesh(new THREE.PlaneGeometry(1.1, 2.9), materials.satin(color('#4ade9b').multiplyScalar(0.35), 0.4));
      door.position.set(5.95, 1.45, z + 1.2);
      door.rotation.y = -Math.PI / 2;
      scene.add(frame, door);
    }
    const rail = shadowed(new THREE.Mesh(new THREE.CylinderGeometry(0.04, 0.04, 18, 12), materials.metal(color('#d8d4c8'), 0.3)));
    rail.rotation.x = Math.PI / 2;
    rail.position.set(5.75, 0.95, 0);
    scene.add(rail);
    for (let z = -6; z <= 6; z += 4) {
      const panel = new THREE.Mesh(
        new THREE.PlaneGeometry(1.2, 1.2),
        new THREE.MeshBasicMaterial({ color: color('#e9fff2').multiplyScalar(2) }),
      );
      panel.rotation.x = Math.PI / 2;
      panel.position.set(0, 4.19, z);
      scene.add(panel);
    }
  }
  const sun = sunLight(v.sun, v.sunPower ?? 9, v3(-30, v.sunHeight ?? 14, v.sunZ ?? 10), 14);
  sun.target.position.set(0, 0, 0);
  addAll(scene, sun, new THREE.HemisphereLight(outside, color(v.floor), v.ambient ?? 0.5));
  const sunA = sun.position.clone();
  const camera = camera35(width, height, v.focal);
  const camPath = { camera: v.camera ?? [3.5, 1.7, 7.5], look: v.look ?? [-1, 1.2, -3], sway: 0.4 };
  return {
    scene,
    camera,
    depthRange: [1, 60],
    look: {
      exposure: v.exposure ?? 0.62,
      dof: { aperture: 0.0008, maxblur: 0.005 },
      bloom: { strength: 0.12, radius: 0.5, threshold: 1.6 },
    },
    light(s) {
      sun.position.copy(sunA).applyAxisAngle(v3(0, 1, 0), s * 0.12);
    },
    update(t, p) {
      driftCamera(camera, camPath, p);
      return camera.position.distanceTo(v3(...(v.focus ?? [0.5, 1, -1])));
    },
  };
}

export const scenes = { studio, product, landscape, toon, filmset, globe, interior };
