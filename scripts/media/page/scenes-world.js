// Scenes for work showing places (a city at night, coasts and water, landscapes, interiors). Same builder shape as scenes.js:
// (stage, variant, { width, height }) => { scene, camera, look, update(t, p) }.
// These are films rendered frame by frame: update(t, p) poses the camera and the moving subjects for
// time t (seconds) and progress p (0..1), and returns the focus distance.
import * as THREE from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import { Water } from 'three/addons/objects/Water.js';
import { Sky } from 'three/addons/objects/Sky.js';
import { color, rng, makeNoise } from './stage.js';
import { v3, lerp, clamp01 } from './motion.js';

export const smooth = (x) => {
  const t = clamp01(x);
  return t * t * (3 - 2 * t);
};
/** Ease in and out with a long, even middle (a crane or dolly that starts and lands softly). */
export const glide = (x) => {
  const t = clamp01(x);
  return t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2;
};

export function lens(width, height, focal = 35, far = 1200) {
  const cam = new THREE.PerspectiveCamera(30, width / height, 0.1, far);
  cam.filmGauge = width >= height ? 36 : 24;
  cam.setFocalLength(focal);
  return cam;
}

/** A gradient sky dome (night or dusk) with an optional glow toward a direction. */
export function gradientSky({ zenith, horizon, ground, glow = '#000000', glowDir = v3(0, 0, -1), glowPower = 6, radius = 900 }) {
  const material = new THREE.ShaderMaterial({
    side: THREE.BackSide,
    depthWrite: false,
    fog: false,
    uniforms: {
      uZenith: { value: color(zenith) },
      uHorizon: { value: color(horizon) },
      uGround: { value: color(ground ?? horizon) },
      uGlow: { value: color(glow) },
      uGlowDir: { value: glowDir.clone().normalize() },
      uGlowPower: { value: glowPower },
    },
    vertexShader: /* glsl */ `varying vec3 vDir; void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }`,
    fragmentShader: /* glsl */ `
      uniform vec3 uZenith, uHorizon, uGround, uGlow, uGlowDir; uniform float uGlowPower; varying vec3 vDir;
      void main() {
        float h = vDir.y;
        vec3 c = h > 0.0 ? mix(uHorizon, uZenith, pow(smoothstep(0.0, 0.5, h), 0.6)) : mix(uHorizon, uGround, smoothstep(0.0, -0.15, h));
        float s = max(dot(normalize(vDir), uGlowDir), 0.0);
        c += uGlow * pow(s, uGlowPower) * smoothstep(-0.05, 0.1, h + 0.05);
        gl_FragColor = vec4(c, 1.0);
      }`,
  });
  return new THREE.Mesh(new THREE.SphereGeometry(radius, 48, 24), material);
}

export function envFrom(stage, ...objects) {
  const s = new THREE.Scene();
  for (const o of objects) s.add(o.clone());
  return stage.pmrem.fromScene(s, 0.02).texture;
}

// ---------------------------------------------------------------------------------------------
// city: a city at night for "City in Motion" (Harbor Mobility's e-scooter launch). An avenue of
// instanced towers with lit windows (a seeded pattern per floor and bay), traffic as long-exposure
// light trails (white heads coming, red tails going, the network's mint scooters in the bike lane),
// a wet road that carries their reflections, and a crane that comes down from the rooftops to the
// kerb while the traffic streams past.
function city(stage, variant, { width, height }) {
  const v = { seed: 11, ...variant };
  const rand = rng(v.seed);
  const scene = new THREE.Scene();
  const fogColour = color('#0b0d1c');
  scene.fog = new THREE.FogExp2(fogColour, 0.0042);
  const sky = gradientSky({
    zenith: '#03040c',
    horizon: '#2a1e3a',
    ground: '#0b0d1c',
    glow: '#5a2a3a',
    glowDir: v3(0, 0.02, -1),
    glowPower: 4,
  });
  scene.add(sky);
  const envSky = gradientSky({
    zenith: '#060814',
    horizon: '#6a4a6a',
    ground: '#120e18',
    glow: '#ffb070',
    glowDir: v3(0, 0.05, -1),
    glowPower: 2,
  });
  scene.environment = envFrom(stage, envSky);
  scene.environmentIntensity = 0.6;
  scene.background = fogColour;

  // towers: one instanced box, windows drawn in the shader from world position (a bay is 3 m wide,
  // a floor 3.4 m tall); which windows are lit, and how warm, is a hash of the bay, floor and face
  const towerMat = new THREE.MeshStandardMaterial({ color: color('#1a1c26'), roughness: 0.55, metalness: 0.3 });
  towerMat.onBeforeCompile = (shader) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vWPos;\nvarying vec3 vWNrm;')
      .replace(
        '#include <project_vertex>',
        `#include <project_vertex>
        #ifdef USE_INSTANCING
          vWPos = (modelMatrix * instanceMatrix * vec4(transformed, 1.0)).xyz;
          vWNrm = normalize(mat3(modelMatrix) * mat3(instanceMatrix) * objectNormal);
        #else
          vWPos = (modelMatrix * vec4(transformed, 1.0)).xyz;
          vWNrm = normalize(mat3(modelMatrix) * objectNormal);
        #endif`,
      );
    shader.fragmentShader = shader.fragmentShader
      .replace(
        '#include <common>',
        `#include <common>
        varying vec3 vWPos;
        varying vec3 vWNrm;
        float h31(vec3 p) { p = fract(p * vec3(443.897, 441.423, 437.195)); p += dot(p, p.yzx + 19.19); return fract((p.x + p.y) * p.z); }`,
      )
      .replace(
        '#include <emissivemap_fragment>',
        `#include <emissivemap_fragment>
        {
          vec3 n = normalize(vWNrm);
          if (abs(n.y) < 0.5) {
            float u = abs(n.x) > 0.5 ? vWPos.z : vWPos.x;
            vec2 cell = vec2(u / 3.0, vWPos.y / 3.4);
            vec2 id = floor(cell);
            vec2 f = fract(cell);
            float face = dot(sign(n), vec3(1.0, 5.0, 9.0));
            vec2 block = floor(vWPos.xz / 22.0);
            float b = h31(vec3(block, face + 0.37));
            float floorLit = h31(vec3(id.y, block.x + face, block.y));
            float on = step(0.58 - 0.35 * step(0.8, floorLit), h31(vec3(id, face + b * 13.0)));
            on *= step(4.0, vWPos.y);
            float pane = step(0.16, f.x) * step(f.x, 0.84) * step(0.22, f.y) * step(f.y, 0.82);
            float mullion = 1.0 - step(0.48, f.x) * step(f.x, 0.52);
            float warmth = h31(vec3(id.yx, face + 3.1));
            vec3 lit = warmth > 0.78 ? vec3(0.75, 0.88, 1.0) : (warmth > 0.2 ? vec3(1.0, 0.62, 0.3) : vec3(1.0, 0.8, 0.55));
            float level = 0.55 + 0.9 * h31(vec3(id, face + 7.7));
            totalEmissiveRadiance += lit * on * pane * mullion * level * 1.25;
            // unlit glass still catches a little of the sky
            diffuseColor.rgb *= mix(1.0, 0.55, pane);
          }
        }`,
      );
  };
  const towers = [];
  // two rows of blocks along the avenue (x = 0, running along -z), cross streets every 60 m
  const avenueHalf = 13; // kerb to kerb 26 m with pavements
  for (let block = 0; block < 14; block++) {
    const z0 = 40 - block * 62;
    for (const side of [-1, 1]) {
      let z = z0;
      while (z > z0 - 48) {
        const w = 10 + rand() * 12;
        const d = 14 + rand() * 16;
        const far = block > 6 ? 1.6 : 1;
        const h = (14 + Math.pow(rand(), 1.8) * 70 + (block > 3 ? rand() * 40 : 0)) * far;
        const x = side * (avenueHalf + 4 + d / 2 + rand() * 2);
        towers.push({ x, z: z - w / 2, w, d, h });
        z -= w + 1 + rand() * 2;
        // a second rank behind, taller, for a skyline between the fronts
        if (rand() < 0.7) {
          const h2 = h * (0.8 + rand() * 1.2);
          towers.push({ x: x + side * (d / 2 + 12 + rand() * 10), z: z + w / 2 - rand() * 6, w: w * 1.2, d: 18, h: h2 });
        }
      }
    }
  }
  // a skyline closing the far end of the avenue
  for (let i = 0; i < 26; i++) {
    const x = -180 + i * 14 + rand() * 6;
    towers.push({ x, z: -880 - rand() * 80, w: 10 + rand() * 10, d: 16, h: 40 + Math.pow(rand(), 1.5) * 160 });
  }
  const towerMesh = new THREE.InstancedMesh(new THREE.BoxGeometry(1, 1, 1), towerMat, towers.length);
  const m = new THREE.Matrix4();
  towers.forEach((b, i) => {
    m.compose(v3(b.x, b.h / 2, b.z), new THREE.Quaternion(), v3(b.d, b.h, b.w));
    towerMesh.setMatrixAt(i, m);
  });
  scene.add(towerMesh);
  // red aviation lights on the tallest roofs
  const beacon = new THREE.MeshBasicMaterial({ color: new THREE.Color(6, 0.4, 0.3) });
  const beaconGeo = new THREE.SphereGeometry(0.45, 8, 6);
  for (const b of towers.filter((b) => b.h > 95)) {
    const s = new THREE.Mesh(beaconGeo, beacon);
    s.position.set(b.x, b.h + 0.5, b.z);
    scene.add(s);
  }

  // the street: asphalt that is wet (glossy, translucent over the mirrored lights beneath), pavements
  const road = new THREE.Mesh(
    new THREE.PlaneGeometry(avenueHalf * 2, 1200),
    new THREE.MeshStandardMaterial({ color: color('#07080c'), roughness: 0.22, metalness: 0.2, transparent: true, opacity: 0.8 }),
  );
  road.rotation.x = -Math.PI / 2;
  road.position.set(0, 0, -500);
  road.renderOrder = 1;
  scene.add(road);
  const pavementMat = new THREE.MeshStandardMaterial({ color: color('#15161c'), roughness: 0.6 });
  for (const side of [-1, 1]) {
    const pave = new THREE.Mesh(new THREE.BoxGeometry(30, 0.3, 1200), pavementMat);
    pave.position.set(side * (avenueHalf + 15), 0.15, -500);
    scene.add(pave);
  }
  // lane markings: short dashes, emissive enough to read in the headlights' spill
  const dashMat = new THREE.MeshStandardMaterial({
    color: color('#d8d4c8'),
    roughness: 0.5,
    emissive: color('#d8d4c8'),
    emissiveIntensity: 0.08,
  });
  const dashes = new THREE.InstancedMesh(new THREE.PlaneGeometry(0.18, 3), dashMat, 3 * 120);
  let k = 0;
  for (const x of [-4.4, 0, 4.4]) {
    for (let j = 0; j < 120; j++) {
      m.compose(v3(x, 0.01, 40 - j * 9), new THREE.Quaternion().setFromAxisAngle(v3(1, 0, 0), -Math.PI / 2), v3(1, 1, 1));
      dashes.setMatrixAt(k++, m);
    }
  }
  dashes.renderOrder = 2;
  scene.add(dashes);

  // street lamps: sodium heads on both kerbs (emissive; their pools are in the env and the bloom)
  const lampHead = new THREE.MeshBasicMaterial({ color: new THREE.Color(5, 2.6, 1.1) });
  const poleMat = new THREE.MeshStandardMaterial({ color: color('#22232a'), roughness: 0.5, metalness: 0.6 });
  const lamps = new THREE.Group();
  for (let j = 0; j < 36; j++) {
    for (const side of [-1, 1]) {
      const z = 30 - j * 30 - (side > 0 ? 15 : 0);
      const pole = new THREE.Mesh(new THREE.CylinderGeometry(0.12, 0.16, 9, 6), poleMat);
      pole.position.set(side * (avenueHalf + 0.8), 4.5, z);
      const head = new THREE.Mesh(new THREE.BoxGeometry(1.6, 0.25, 0.5), lampHead);
      head.position.set(side * (avenueHalf - 0.4), 9, z);
      lamps.add(pole, head);
    }
  }
  scene.add(lamps);

  // traffic: each vehicle is a long-exposure streak (two parallel lines, bright at the head, fading
  // along the tail). Lanes: -x drives toward the camera (+z, white heads), +x away (red tails).
  const streakMat = new THREE.ShaderMaterial({
    transparent: true,
    depthWrite: false,
    blending: THREE.AdditiveBlending,
    vertexColors: false,
    uniforms: { uMirror: { value: 1 } },
    vertexShader: /* glsl */ `
      varying vec2 vUv; varying vec3 vCol;
      void main() {
        vUv = uv; vCol = instanceColor;
        gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      uniform float uMirror; varying vec2 vUv; varying vec3 vCol;
      void main() {
        // uv.y: 1 at the head, 0 at the tail end; uv.x across the ribbon
        float along = pow(vUv.y, 2.2);
        float across = 1.0 - abs(vUv.x * 2.0 - 1.0);
        float a = along * smoothstep(0.0, 0.7, across);
        gl_FragColor = vec4(vCol * a * uMirror, 1.0);
      }`,
  });
  const lanes = [
    { x: -10.5, dir: 1, col: [4.2, 3.9, 3.4], n: 9, speed: 17 },
    { x: -6.6, dir: 1, col: [4.6, 4.2, 3.6], n: 8, speed: 21 },
    { x: -2.2, dir: 1, col: [4.2, 3.9, 3.4], n: 10, speed: 24 },
    { x: 2.2, dir: -1, col: [5.5, 0.35, 0.2], n: 10, speed: 23 },
    { x: 6.6, dir: -1, col: [5.2, 0.4, 0.25], n: 8, speed: 19 },
    { x: 11.2, dir: -1, col: [0.6, 4.2, 3.0], n: 9, speed: 8, scooter: true },
  ];
  const vehicles = [];
  for (const lane of lanes)
    for (let i = 0; i < lane.n; i++) {
      const gap = 900 / lane.n;
      vehicles.push({
        lane,
        z0: 40 - i * gap - rand() * gap * 0.6,
        speed: lane.speed * (0.85 + rand() * 0.3),
        len: lane.scooter ? 6 + rand() * 4 : 16 + rand() * 14,
      });
    }
  // per vehicle two ribbons (left and right lamp; a scooter has one)
  const ribbons = vehicles.flatMap((veh) =>
    veh.lane.scooter
      ? [{ veh, dx: 0 }]
      : [
          { veh, dx: -0.75 },
          { veh, dx: 0.75 },
        ],
  );
  // a ribbon is two crossed planes (one flat, one standing) so it reads from the rooftops and from the kerb
  const flat = new THREE.PlaneGeometry(1, 1);
  const standing = new THREE.PlaneGeometry(1, 1).rotateY(Math.PI / 2);
  const ribbonGeo = mergeGeometries([flat, standing]);
  ribbonGeo.translate(0, -0.5, 0); // the head at the origin, the tail along -y (then laid along z)
  const makeTrails = (mirror) => {
    const mesh = new THREE.InstancedMesh(ribbonGeo, streakMat.clone(), ribbons.length);
    mesh.material.uniforms.uMirror.value = mirror ? 0.9 : 1;
    mesh.frustumCulled = false;
    ribbons.forEach((r, i) => mesh.setColorAt(i, new THREE.Color(...r.veh.lane.col)));
    return mesh;
  };
  const trails = makeTrails(false);
  const reflections = makeTrails(true);
  scene.add(trails, reflections);
  const q = new THREE.Quaternion();
  const up = new THREE.Quaternion().setFromAxisAngle(v3(1, 0, 0), -Math.PI / 2);
  const placeTraffic = (t) => {
    ribbons.forEach((r, i) => {
      const { veh } = r;
      const { lane } = veh;
      // position along the avenue, wrapped so the stream never runs dry
      let z = veh.z0 + lane.dir * veh.speed * t;
      z = ((((z - 60) % 900) + 900) % 900) - 840;
      const y = lane.scooter ? 0.9 : lane.dir > 0 ? 0.7 : 0.8;
      // laid flat-ish facing up, then tilted so the camera sees its width; head toward the direction of travel
      q.copy(up);
      if (lane.dir > 0) q.premultiply(new THREE.Quaternion().setFromAxisAngle(v3(0, 1, 0), Math.PI));
      const w = lane.scooter ? 0.22 : 0.3;
      m.compose(v3(lane.x + r.dx, y, z), q, v3(w, veh.len, w));
      trails.setMatrixAt(i, m);
      // the wet road's reflection: below the surface, mirrored, stretched and dimmed
      m.compose(v3(lane.x + r.dx, -y * 1.4, z), q, v3(w * 2.2, veh.len * 1.05, w * 3));
      reflections.setMatrixAt(i, m);
    });
    trails.instanceMatrix.needsUpdate = true;
    reflections.instanceMatrix.needsUpdate = true;
  };
  // vertical streaks of the lamps and windows on the wet asphalt: soft glows below the road
  const glowMat = new THREE.MeshBasicMaterial({
    color: new THREE.Color(1.6, 0.8, 0.3),
    transparent: true,
    blending: THREE.AdditiveBlending,
    depthWrite: false,
  });
  const glowTex = (() => {
    const c = document.createElement('canvas');
    c.width = 64;
    c.height = 256;
    const g = c.getContext('2d');
    const grad = g.createRadialGradient(32, 128, 0, 32, 128, 128);
    grad.addColorStop(0, 'rgba(255,255,255,1)');
    grad.addColorStop(0.35, 'rgba(255,255,255,0.35)');
    grad.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = grad;
    g.fillRect(0, 0, 64, 256);
    return new THREE.CanvasTexture(c);
  })();
  glowMat.map = glowTex;
  for (const side of [-1, 1])
    for (let j = 0; j < 36; j++) {
      const z = 30 - j * 30 - (side > 0 ? 15 : 0);
      const g = new THREE.Mesh(new THREE.PlaneGeometry(3, 14), glowMat);
      g.rotation.x = -Math.PI / 2;
      g.position.set(side * (avenueHalf - 1.5), -0.05, z);
      scene.add(g);
    }

  scene.add(new THREE.HemisphereLight(color('#3a3a6a'), color('#120c10'), 0.35));
  const moon = new THREE.DirectionalLight(color('#8aa0ff'), 0.25);
  moon.position.set(-60, 120, 40);
  scene.add(moon);

  // the move: a crane from above the rooftops down to the kerb of the bike lane, drifting forward
  // and turning from looking down on the traffic to looking along it
  const camera = lens(width, height, 28);
  const start = v3(-3, 84, 46);
  const end = v3(0.2, 1.7, -8);
  const lookStart = v3(0, 0, -60);
  const lookEnd = v3(-0.5, 5, -220);
  const pos = new THREE.Vector3();
  const look = new THREE.Vector3();
  const drift = makeNoise(v.seed + 5);
  return {
    scene,
    camera,
    depthRange: [1, 900],
    look: {
      exposure: 1.05,
      dof: false,
      bloom: { strength: 0.55, radius: 0.4, threshold: 0.95 },
      grain: 0.045,
      vignette: 0.5,
      lift: [0.0, 0.016, 0.034],
      gain: [1.06, 0.99, 0.93],
    },
    update(t, p) {
      const e = glide(p);
      pos.lerpVectors(start, end, e);
      // the crane arm: an arc (height falls faster than the track moves in)
      pos.y = lerp(start.y, end.y, Math.pow(e, 0.8));
      pos.x += Math.sin(e * Math.PI) * -3;
      look.lerpVectors(lookStart, lookEnd, smooth(p * 1.1));
      // operator's drift, strongest once the camera is at street level
      const amp = 0.05 + 0.12 * e;
      pos.x += drift(t * 0.4, 0.1, 0.3) * amp;
      pos.y += drift(t * 0.4, 2.1, 0.7) * amp * 0.6;
      camera.position.copy(pos);
      camera.lookAt(look);
      placeTraffic(t);
      return lerp(95, 40, e);
    },
  };
}

/** A tileable water normal map drawn from seeded noise (what examples/textures/waternormals.jpg is, made here). */
function waterNormals(seed, size = 256) {
  const noise = makeNoise(seed);
  const h = new Float32Array(size * size);
  // periodic noise: sample on a torus so the map tiles
  const R = 1.2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const a = (x / size) * Math.PI * 2;
      const b = (y / size) * Math.PI * 2;
      let sum = 0;
      let amp = 1;
      for (let o = 0; o < 4; o++) {
        const f = (o + 1) * 1.7;
        sum += noise(Math.cos(a) * R * f + o * 3.1, Math.sin(a) * R * f, Math.cos(b) * R * f + Math.sin(b) * R * f * 0.7 + o) * amp;
        amp *= 0.55;
      }
      h[y * size + x] = sum;
    }
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const at = (i, j) => h[((j + size) % size) * size + ((i + size) % size)];
      const dx = (at(x + 1, y) - at(x - 1, y)) * 3.5;
      const dy = (at(x, y + 1) - at(x, y - 1)) * 3.5;
      const n = v3(-dx, -dy, 1).normalize();
      const i = (y * size + x) * 4;
      data[i] = (n.x * 0.5 + 0.5) * 255;
      data[i + 1] = (n.y * 0.5 + 0.5) * 255;
      data[i + 2] = (n.z * 0.5 + 0.5) * 255;
      data[i + 3] = 255;
    }
  const tex = new THREE.DataTexture(data, size, size, THREE.RGBAFormat);
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.generateMipmaps = true;
  tex.minFilter = THREE.LinearMipmapLinearFilter;
  tex.magFilter = THREE.LinearFilter;
  tex.needsUpdate = true;
  return tex;
}

// ---------------------------------------------------------------------------------------------
// coast: "Coastlines" for Driftwood Hotels. The open sea (three.js Water, its mirror and sun
// glitter) under a physical Sky at golden hour, a headland of cliffs from a seeded heightfield with
// a small white hotel on its crown, and a low glide over the swell toward it.
function coast(stage, variant, { width, height }) {
  const v = { seed: 21, sunElevation: 4, sunAzimuth: 140, ...variant };
  const noise = makeNoise(v.seed);
  const rand = rng(v.seed);
  const scene = new THREE.Scene();
  scene.fog = new THREE.FogExp2(color('#c08a70'), 0.0007);

  const sun = new THREE.Vector3().setFromSphericalCoords(
    1,
    THREE.MathUtils.degToRad(90 - v.sunElevation),
    THREE.MathUtils.degToRad(v.sunAzimuth),
  );
  const sky = new Sky();
  sky.scale.setScalar(10000);
  const su = sky.material.uniforms;
  su.turbidity.value = 6;
  su.rayleigh.value = 2.2;
  su.mieCoefficient.value = 0.006;
  su.mieDirectionalG.value = 0.86;
  su.sunPosition.value.copy(sun);
  scene.add(sky);
  const skyScene = new THREE.Scene();
  const skyCopy = new Sky();
  skyCopy.scale.setScalar(10000);
  Object.assign(skyCopy.material.uniforms.sunPosition.value, sun);
  for (const k of ['turbidity', 'rayleigh', 'mieCoefficient', 'mieDirectionalG']) skyCopy.material.uniforms[k].value = su[k].value;
  skyScene.add(skyCopy);
  scene.environment = stage.pmrem.fromScene(skyScene, 0).texture;
  scene.environmentIntensity = 0.9;

  const water = new Water(new THREE.PlaneGeometry(6000, 6000), {
    textureWidth: 512,
    textureHeight: 512,
    waterNormals: waterNormals(v.seed),
    sunDirection: sun.clone(),
    sunColor: 0xffd2a0,
    waterColor: 0x0b2a36,
    distortionScale: 3.2,
    fog: true,
  });
  water.rotation.x = -Math.PI / 2;
  water.material.uniforms.size.value = 2.2;
  scene.add(water);

  // the headland: a tongue of land reaching out from the left, its seaward edge a cliff
  const shore = (x, z) => {
    // signed distance-ish to the coast: positive on land
    const along = -z - 420;
    const bend = 90 * Math.sin(z * 0.004) + 40 * noise(z * 0.01, 0.3, 1.7);
    return -(x - (-40 + bend)) * 0.6 + along * 0.25 + 30 * noise(x * 0.012, z * 0.012, 4.2);
  };
  const fbm = (x, z) => {
    let s = 0;
    let a = 1;
    let f = 0.008;
    for (let o = 0; o < 5; o++) {
      s += noise(x * f, z * f, 9.1 + o * 3.3) * a;
      a *= 0.5;
      f *= 2.05;
    }
    return s;
  };
  const heightAt = (x, z) => {
    const d = shore(x, z);
    if (d < -20) return -8;
    const edge = smooth((d + 6) / 22); // the cliff: a steep rise over a few metres
    const top = 34 + 26 * smooth(d / 160) + 14 * fbm(x, z);
    return lerp(-8, top, Math.pow(edge, 0.55));
  };
  const size = 1400;
  const seg = 220;
  const geo = new THREE.PlaneGeometry(size, size, seg, seg).rotateX(-Math.PI / 2);
  geo.translate(-260, 0, -560);
  const pos = geo.attributes.position;
  for (let i = 0; i < pos.count; i++) pos.setY(i, heightAt(pos.getX(i), pos.getZ(i)));
  geo.computeVertexNormals();
  const cols = new Float32Array(pos.count * 3);
  const c = new THREE.Color();
  const rock = color('#7a5e4a');
  const pale = color('#b39a80');
  const grass = color('#6b7a3e');
  const dryGrass = color('#a2924e');
  const nrm = geo.attributes.normal;
  for (let i = 0; i < pos.count; i++) {
    const y = pos.getY(i);
    const up = nrm.getY(i);
    const g = fbm(pos.getX(i) * 3, pos.getZ(i) * 3) * 0.5 + 0.5;
    c.copy(rock).lerp(pale, clamp01(g + (y < 6 ? 0.4 : 0)));
    if (up > 0.82 && y > 20) c.copy(grass).lerp(dryGrass, g);
    c.toArray(cols, i * 3);
  }
  geo.setAttribute('color', new THREE.BufferAttribute(cols, 3));
  const land = new THREE.Mesh(geo, new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.92, flatShading: false }));
  land.receiveShadow = true;
  land.castShadow = true;
  scene.add(land);

  // the hotel on the crown of the headland: white cubes, warm windows, a terrace
  const hotelAt = v3(-150, 0, -610);
  for (let x = -200; x < -60; x += 4) {
    const d = shore(x, hotelAt.z);
    if (d > 30) {
      hotelAt.x = x;
      break;
    }
  }
  hotelAt.y = heightAt(hotelAt.x, hotelAt.z);
  const white = new THREE.MeshStandardMaterial({ color: color('#efe6da'), roughness: 0.7 });
  const glow = new THREE.MeshBasicMaterial({ color: new THREE.Color(3.2, 1.9, 0.9) });
  const hotel = new THREE.Group();
  const blocks = [
    [0, 0, 36, 9, 14],
    [-22, 0, 18, 13, 12],
    [20, -6, 16, 6, 12],
  ];
  for (const [bx, bz, w, h, d] of blocks) {
    const b = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), white);
    b.position.set(bx, h / 2, bz);
    b.castShadow = true;
    b.receiveShadow = true;
    hotel.add(b);
    for (let fl = 0; fl < Math.floor(h / 3.4); fl++)
      for (let wx = -w / 2 + 2.5; wx < w / 2 - 1.5; wx += 3.4) {
        if (rand() < 0.45) continue;
        const win = new THREE.Mesh(new THREE.PlaneGeometry(1.6, 1.5), glow);
        win.position.set(bx + wx, 1.9 + fl * 3.4, bz + d / 2 + 0.05);
        hotel.add(win);
      }
  }
  hotel.position.copy(hotelAt).add(v3(0, -1, 0));
  hotel.rotation.y = 0.5;
  hotel.scale.setScalar(1.6);
  scene.add(hotel);

  // sea stacks off the point
  const stackMat = new THREE.MeshStandardMaterial({ color: color('#6a5244'), roughness: 0.95, flatShading: true });
  for (let i = 0; i < 3; i++) {
    const g = new THREE.CylinderGeometry(4 + rand() * 3, 8 + rand() * 4, 24 + rand() * 16, 7, 4);
    const p = g.attributes.position;
    for (let j = 0; j < p.count; j++) p.setX(j, p.getX(j) + noise(p.getY(j) * 0.2, i, 0.5) * 2.5);
    g.computeVertexNormals();
    const st = new THREE.Mesh(g, stackMat);
    st.position.set(-60 + i * 22 + rand() * 10, 4, -500 + i * 30);
    st.castShadow = true;
    scene.add(st);
  }

  const sunLight = new THREE.DirectionalLight(color('#ffc890'), 3.2);
  sunLight.position
    .copy(sun)
    .multiplyScalar(600)
    .add(v3(-150, 0, -500));
  sunLight.target.position.set(-150, 0, -560);
  sunLight.castShadow = true;
  sunLight.shadow.mapSize.set(2048, 2048);
  Object.assign(sunLight.shadow.camera, { left: -400, right: 400, top: 300, bottom: -300, near: 10, far: 1600 });
  sunLight.shadow.bias = -0.0008;
  scene.add(sunLight, sunLight.target, new THREE.HemisphereLight(color('#ffd0b0'), color('#2a3040'), 0.5));

  // the move: a low glide over the swell toward the headland, rising a little and banking as it closes
  const camera = lens(width, height, 32, 8000);
  const start = v3(60, 3.2, 160);
  const end = v3(-30, 9, -250);
  const pos3 = new THREE.Vector3();
  const look = new THREE.Vector3();
  const drift = makeNoise(v.seed + 9);
  const up = v3(0, 1, 0);
  return {
    scene,
    camera,
    depthRange: [2, 3000],
    look: {
      exposure: 0.32,
      dof: false,
      bloom: { strength: 0.2, radius: 0.5, threshold: 4 },
      grain: 0.035,
      vignette: 0.45,
      lift: [0.0, 0.012, 0.03],
      gain: [1.08, 1.0, 0.9],
    },
    update(t, p) {
      const e = glide(p * 0.9 + 0.05);
      pos3.lerpVectors(start, end, e);
      pos3.y = lerp(start.y, end.y, e * e) + drift(t * 0.6, 0.2, 0.1) * 0.35;
      pos3.x += drift(t * 0.5, 1.2, 0.4) * 0.8;
      camera.position.copy(pos3);
      look.set(lerp(-60, -120, e), lerp(18, 26, e), -620);
      camera.up.copy(up).applyAxisAngle(v3(0, 0, 1), Math.sin(e * Math.PI) * 0.03);
      camera.lookAt(look);
      water.material.uniforms.time.value = t * 0.7;
      return camera.position.distanceTo(look);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// watercycle: "Where Water Goes" for Brightwater, a warm explainer in flat, hand-finished colour. A
// cross-section of the landscape, read left to right: the reservoir in the hills, the pipe down to
// the treatment works, under the street and up into a house, where the drop (the film's character,
// with eyes) comes out of the tap into a glass. The camera trucks along with the drop.
function watercycle(stage, variant, { width, height }) {
  const v = { seed: 7, ...variant };
  const rand = rng(v.seed);
  const scene = new THREE.Scene();
  scene.background = color('#f3e3c6');
  const ramp = (() => {
    const data = new Uint8Array([90, 90, 90, 255, 170, 170, 170, 255, 255, 255, 255, 255]);
    const tex = new THREE.DataTexture(data, 3, 1, THREE.RGBAFormat);
    tex.minFilter = tex.magFilter = THREE.NearestFilter;
    tex.needsUpdate = true;
    return tex;
  })();
  const toon = (c, extra = {}) => new THREE.MeshToonMaterial({ color: color(c), gradientMap: ramp, ...extra });
  const add = (geo, mat, x, y, z = 0) => {
    const mesh = new THREE.Mesh(geo, mat);
    mesh.position.set(x, y, z);
    scene.add(mesh);
    return mesh;
  };
  // the sky: a painted gradient card with a low sun and soft clouds
  const skyCard = (() => {
    const c = document.createElement('canvas');
    c.width = 1024;
    c.height = 512;
    const g = c.getContext('2d');
    const grad = g.createLinearGradient(0, 0, 0, 512);
    grad.addColorStop(0, '#9cc7d8');
    grad.addColorStop(0.65, '#f6dcb0');
    grad.addColorStop(1, '#f3c99a');
    g.fillStyle = grad;
    g.fillRect(0, 0, 1024, 512);
    g.fillStyle = 'rgba(255, 236, 190, 0.95)';
    g.beginPath();
    g.arc(250, 250, 46, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = 'rgba(255, 250, 240, 0.8)';
    for (let i = 0; i < 7; i++) {
      const x = 80 + i * 140 + rand() * 40;
      const y = 80 + rand() * 120;
      for (let k = 0; k < 4; k++) {
        g.beginPath();
        g.ellipse(x + k * 22, y + (k % 2) * -8, 34, 16, 0, 0, Math.PI * 2);
        g.fill();
      }
    }
    const tex = new THREE.CanvasTexture(c);
    tex.colorSpace = THREE.SRGBColorSpace;
    return tex;
  })();
  add(new THREE.PlaneGeometry(150, 60), new THREE.MeshBasicMaterial({ map: skyCard }), 0, 14, -30);
  // far hills (flat cards in two tones)
  const hills = (y0, amp, col, z, seed) => {
    const shape = new THREE.Shape();
    shape.moveTo(-80, -10);
    for (let x = -80; x <= 80; x += 2) shape.lineTo(x, y0 + amp * (Math.sin(x * 0.09 + seed) * 0.6 + Math.sin(x * 0.23 + seed * 2) * 0.3));
    shape.lineTo(80, -10);
    add(new THREE.ShapeGeometry(shape), new THREE.MeshBasicMaterial({ color: color(col) }), 0, 0, z);
  };
  hills(4, 3, '#b9c79a', -20, 1);
  hills(2, 2.2, '#93ae7c', -12, 3);
  // the ground in section: grass on top, earth layers below; the reservoir's hill on the left
  const groundTop = (x) => (x < -18 ? 5 * smooth((-x - 18) / 10) : 0) + 0.4 * Math.sin(x * 0.3);
  const layer = (top, bottom, col, z) => {
    const shape = new THREE.Shape();
    shape.moveTo(-70, bottom(-70));
    for (let x = -70; x <= 70; x += 1) shape.lineTo(x, bottom(x));
    for (let x = 70; x >= -70; x -= 1) shape.lineTo(x, top(x));
    add(new THREE.ExtrudeGeometry(shape, { depth: 4, bevelEnabled: false }), toon(col), 0, 0, z - 4.9);
  };
  layer(
    (x) => groundTop(x),
    (x) => groundTop(x) - 0.6,
    '#8fb064',
    0,
  );
  layer(
    (x) => groundTop(x) - 0.6,
    (x) => groundTop(x) - 4,
    '#d9a56a',
    0,
  );
  layer(
    (x) => groundTop(x) - 4,
    () => -14,
    '#b57a4c',
    0,
  );
  // the reservoir: a basin cut into the hill, full of water
  const resShape = new THREE.Shape();
  resShape.moveTo(-44, 4.6);
  resShape.bezierCurveTo(-42, 0.5, -30, 0.5, -28, 4.6);
  const water = toon('#3f93c9', { transparent: true, opacity: 0.92 });
  add(new THREE.ExtrudeGeometry(resShape, { depth: 4.2, bevelEnabled: false }), water, 0, 0, -5);
  // the dam wall
  add(new THREE.BoxGeometry(1.2, 6, 4.4), toon('#d9d2c3'), -27.6, 2.2, 0);
  // the treatment works: two round tanks and a small building
  for (const [x, r] of [
    [-12, 2.2],
    [-6.5, 1.8],
  ]) {
    add(new THREE.CylinderGeometry(r, r, 2.4, 32), toon('#e9e2d2'), x, 1.2, -0.6);
    add(new THREE.CylinderGeometry(r * 0.86, r * 0.86, 0.1, 32), toon('#5fb0d8'), x, 2.42, -0.6);
  }
  add(new THREE.BoxGeometry(3.2, 2.6, 2.4), toon('#f0e8da'), -1.5, 1.3, -0.8);
  add(new THREE.BoxGeometry(3.6, 0.3, 2.8), toon('#c0563a'), -1.5, 2.75, -0.8);
  // the street: kerb, a lamp and two trees
  add(new THREE.BoxGeometry(12, 0.25, 4), toon('#5b5a64'), 9, 0.1, 0);
  for (const x of [4, 14]) {
    add(new THREE.CylinderGeometry(0.12, 0.16, 1.6, 8), toon('#7a5236'), x, 0.9, -1.2);
    add(new THREE.SphereGeometry(1.0, 16, 12), toon('#6f9e4f'), x, 2.2, -1.2);
  }
  // the house in section: a warm room with a window, a sink and a tap
  const houseX = 24;
  add(new THREE.BoxGeometry(10, 6, 0.4), toon('#f4d9b2'), houseX, 3, -2);
  add(new THREE.BoxGeometry(0.4, 6, 4), toon('#e6c79c'), houseX - 5, 3, 0);
  add(new THREE.BoxGeometry(0.4, 6, 4), toon('#e6c79c'), houseX + 5, 3, 0);
  const roof = new THREE.Shape();
  roof.moveTo(-6, 0);
  roof.lineTo(0, 3.4);
  roof.lineTo(6, 0);
  add(new THREE.ExtrudeGeometry(roof, { depth: 4.4, bevelEnabled: false }), toon('#c0563a'), houseX, 6, -2.2);
  add(new THREE.PlaneGeometry(2.6, 2.2), new THREE.MeshBasicMaterial({ color: color('#ffe6a8') }), houseX + 2.4, 3.8, -1.78);
  add(new THREE.BoxGeometry(4, 1.6, 1.6), toon('#9b6b45'), houseX - 1, 0.8, -0.8);
  add(new THREE.BoxGeometry(4.2, 0.15, 1.8), toon('#efe9e0'), houseX - 1, 1.65, -0.8);
  add(new THREE.BoxGeometry(1.6, 0.1, 1.2), toon('#b8c4cc'), houseX - 1, 1.74, -0.8);
  // the glass under the tap
  const glass = new THREE.MeshPhysicalMaterial({
    color: 0xffffff,
    roughness: 0.05,
    transmission: 0.9,
    thickness: 0.2,
    transparent: true,
    opacity: 0.5,
  });
  add(new THREE.CylinderGeometry(0.32, 0.26, 0.8, 24, 1, true), glass, houseX - 1.0, 2.12, -0.6);
  const fill = add(
    new THREE.CylinderGeometry(0.3, 0.26, 1, 24),
    toon('#5fb0d8', { transparent: true, opacity: 0.85 }),
    houseX - 1.0,
    1.75,
    -0.6,
  );

  // the pipe: from the reservoir's floor down under the works, along under the street, up into the house to the tap
  const path = new THREE.CatmullRomCurve3(
    [
      v3(-36, 1.2, 0),
      v3(-30, -1.5, 0),
      v3(-24, -2.4, 0),
      v3(-16, -2.4, 0),
      v3(-12, -0.6, 0),
      v3(-9, -2.2, 0),
      v3(-6.5, -0.6, 0),
      v3(-3, -2.6, 0),
      v3(8, -2.6, 0),
      v3(18, -2.6, 0),
      v3(21.5, -1.2, 0),
      v3(22, 1.5, 0),
      v3(22.2, 3.1, 0),
      v3(22.7, 3.5, 0),
      v3(23.0, 3.0, 0),
    ],
    false,
    'catmullrom',
    0.2,
  );
  const pipeMat = new THREE.MeshPhysicalMaterial({
    color: color('#d5ecf2'),
    roughness: 0.2,
    transparent: true,
    opacity: 0.38,
    depthWrite: false,
  });
  const pipe = add(new THREE.TubeGeometry(path, 400, 0.6, 16, false), pipeMat, 0, 0, 0);
  pipe.renderOrder = 3;
  // the water already in the pipe: a slimmer tube, in flowing blue
  add(new THREE.TubeGeometry(path, 400, 0.36, 10, false), toon('#4aa3d6', { transparent: true, opacity: 0.55 }), 0, 0, 0);

  // the drop: a glossy blue teardrop with two eyes and a highlight
  const drop = new THREE.Group();
  const profile = [];
  for (let i = 0; i <= 24; i++) {
    const a = (i / 24) * Math.PI;
    const r = Math.sin(a) * (1 - 0.55 * Math.pow(Math.cos(a * 0.5), 6)) * 0.55;
    profile.push(new THREE.Vector2(Math.max(r, 0.001), -Math.cos(a) * 0.75));
  }
  const body = new THREE.Mesh(
    new THREE.LatheGeometry(profile.reverse(), 32),
    new THREE.MeshPhysicalMaterial({
      color: color('#2f8fd8'),
      roughness: 0.08,
      clearcoat: 1,
      emissive: color('#0a3a70'),
      emissiveIntensity: 0.4,
    }),
  );
  body.rotation.z = Math.PI;
  drop.add(body);
  const eyeW = new THREE.MeshBasicMaterial({ color: 0xffffff });
  const eyeB = new THREE.MeshBasicMaterial({ color: color('#1b1a2a') });
  for (const dx of [-0.16, 0.16]) {
    const w = new THREE.Mesh(new THREE.SphereGeometry(0.12, 12, 10), eyeW);
    w.position.set(dx, -0.1, 0.45);
    w.scale.set(1, 1.25, 0.5);
    const b = new THREE.Mesh(new THREE.SphereGeometry(0.065, 10, 8), eyeB);
    b.position.set(dx + 0.02, -0.1, 0.51);
    drop.add(w, b);
  }
  scene.add(drop);
  drop.scale.setScalar(0.75);

  scene.add(new THREE.HemisphereLight(color('#fff4e0'), color('#c49a70'), 1.4));
  const sunL = new THREE.DirectionalLight(color('#ffe2b8'), 2.2);
  sunL.position.set(-20, 30, 30);
  scene.add(sunL);
  scene.environment = stage.studioEnv;
  scene.environmentIntensity = 0.5;

  const camera = lens(width, height, 40, 400);
  const tmp = new THREE.Vector3();
  const tangent = new THREE.Vector3();
  const drift = makeNoise(v.seed + 1);
  return {
    scene,
    camera,
    depthRange: [1, 120],
    look: {
      exposure: 1.0,
      dof: false,
      bloom: { strength: 0.15, radius: 0.4, threshold: 1.1 },
      grain: 0.05,
      vignette: 0.3,
      lift: [0.03, 0.02, 0.0],
      gain: [1.03, 1.0, 0.94],
    },
    update(t, p) {
      // the drop rides the pipe for most of the film, then falls from the tap into the glass
      const travel = 0.82;
      let dropPos;
      if (p < travel) {
        const u = glide(p / travel) * 0.999;
        dropPos = path.getPointAt(u, tmp);
        path.getTangentAt(u, tangent);
        drop.rotation.set(0, 0, Math.atan2(tangent.y, tangent.x) - Math.PI / 2 + Math.PI);
        const wobble = 1 + 0.08 * Math.sin(t * 14);
        drop.scale.set(0.8 / wobble, 0.8 * wobble, 0.8);
      } else {
        const f = (p - travel) / (1 - travel);
        const end = path.getPointAt(1);
        dropPos = tmp.set(end.x + 0.0, end.y - 0.5 - 1.2 * f * f, 0);
        drop.rotation.set(0, 0, 0);
        drop.scale.setScalar(0.8 * (1 - smooth((f - 0.85) / 0.15)));
      }
      drop.position.copy(dropPos);
      fill.scale.y = 0.2 + 0.5 * smooth((p - travel) / (1 - travel));
      fill.position.y = 1.75 + fill.scale.y * 0.5;
      // the camera trucks with the drop (a little behind it), pushing in at the end
      const cx = lerp(dropPos.x, dropPos.x + 1.5, 0.5);
      const dist = lerp(24, 15, smooth((p - 0.7) / 0.3)) - 2 * Math.sin(p * Math.PI);
      camera.position.set(cx + drift(t * 0.3, 0.1, 0.2) * 0.3, lerp(3.5, 3.2, p) + dropPos.y * 0.25, dist);
      camera.lookAt(cx, dropPos.y * 0.5 + 1.2, 0);
      return dist;
    },
  };
}

export const scenes = { city, coast, watercycle };
