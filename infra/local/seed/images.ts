/**
 * Generated demo images (no downloads): every artwork is an SVG composition drawn from its style,
 * category and a seeded PRNG, rasterized by sharp (librsvg) to JPEG. Photographs get blur,
 * vignette and film grain; paintings a canvas texture; black and white works are greyscale.
 */
import sharp from 'sharp';
import type { Category, Style, VenueType } from '@konstvagg/contracts';
import { createRng, type Rng } from './prng.ts';

// ---------------------------------------------------------------- colour and SVG helpers

type RGB = [number, number, number];

const hexToRgb = (hex: string): RGB => {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
};
const rgbToHex = ([r, g, b]: RGB): string =>
  '#' +
  [r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Linear mix of two colours, t in 0..1. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const shade = (c: string, t: number) => (t >= 0 ? mix(c, '#ffffff', t) : mix(c, '#000000', -t));
const jitter = (c: string, r: Rng, amount: number) => {
  const [a, b, d] = hexToRgb(c);
  const j = () => r.range(-amount, amount) * 255;
  return rgbToHex([a + j(), b + j(), d + j()]);
};

const f = (n: number) => (Math.round(n * 10) / 10).toString();

interface Svg {
  defs: string[];
  body: string[];
  uid: () => string;
}
const newSvg = (): Svg => {
  let n = 0;
  return { defs: [], body: [], uid: () => `g${++n}` };
};

function linear(s: Svg, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = s.uid();
  s.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
      stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`)
        .join('') +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(s: Svg, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = s.uid();
  s.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
      stops
        .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op ?? 1}"/>`)
        .join('') +
      `</radialGradient>`,
  );
  return `url(#${id})`;
}

/** The document: drawn in a W x H coordinate space, rasterized at outW x outH. */
const toSvg = (s: Svg, W: number, H: number, outW = W, outH = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none"><defs>${s.defs.join('')}</defs>${s.body
    .join('')
    // Group opacity makes librsvg paint each shape on its own layer; fill/stroke opacity looks the same here and is far cheaper.
    .replace(/ opacity="([\d.]+)"/g, ' fill-opacity="$1" stroke-opacity="$1"')}</svg>`;

/** A soft drop shadow from a few translucent rectangles (much cheaper than an SVG blur filter). */
function softShadow(x: number, y: number, w: number, h: number, spread: number): string {
  let out = '';
  for (let i = 3; i >= 1; i--) {
    const g = (spread * i) / 3;
    out += `<rect x="${f(x - g)}" y="${f(y - g)}" width="${f(w + 2 * g)}" height="${f(h + 2 * g)}" rx="${f(g)}" fill="#000000" opacity="0.07"/>`;
  }
  return out;
}

/** A smooth random 1D function (a sum of sines), values roughly in -1..1. */
function wave(r: Rng, octaves = 4): (x: number) => number {
  const parts = Array.from({ length: octaves }, (_, k) => ({
    freq: (k + 1) * r.range(0.8, 1.6) * 2 * Math.PI,
    phase: r.range(0, 2 * Math.PI),
    amp: 1 / (k + 1) ** 1.2,
  }));
  const total = parts.reduce((a, p) => a + p.amp, 0);
  return (x) => parts.reduce((a, p) => a + p.amp * Math.sin(x * p.freq + p.phase), 0) / total;
}

/** A ridge from the left to the right edge, filled down to `bottom`. */
function ridge(
  W: number,
  bottom: number,
  base: number,
  amp: number,
  fn: (x: number) => number,
  steps = 48,
): string {
  let d = `M0 ${f(bottom)} L0 ${f(base - amp * fn(0))}`;
  for (let i = 1; i <= steps; i++) {
    const x = (i / steps) * W;
    d += ` L${f(x)} ${f(base - amp * fn(i / steps))}`;
  }
  return `${d} L${f(W)} ${f(bottom)} Z`;
}

// ---------------------------------------------------------------- palettes

const SKIES: Record<string, { sky: string[]; land: string[]; water: string; sun: string }> = {
  dusk: {
    sky: ['#27305a', '#b5616a', '#f2b880'],
    land: ['#6d5a7a', '#3d3556', '#1e1a2e'],
    water: '#5a5f8f',
    sun: '#ffd6a0',
  },
  summer: {
    sky: ['#5fa8d3', '#a9d6e5', '#f4f1de'],
    land: ['#7aa35a', '#47753e', '#243b22'],
    water: '#2f7fa8',
    sun: '#fffbe6',
  },
  winter: {
    sky: ['#8ea3c2', '#d4dfee', '#f7e4dc'],
    land: ['#e9eef5', '#b5c3d8', '#76879f'],
    water: '#5a6e8c',
    sun: '#fff2e0',
  },
  fog: {
    sky: ['#b9b4ab', '#dcd6cb', '#eee9e0'],
    land: ['#a39a8c', '#7c7164', '#51473c'],
    water: '#a7a39a',
    sun: '#f7f1e4',
  },
  dawn: {
    sky: ['#3f5e8c', '#e8a0a0', '#ffe3b3'],
    land: ['#5b6b73', '#3a474f', '#1d262b'],
    water: '#6f86a6',
    sun: '#fff0c8',
  },
  midsummer: {
    sky: ['#6c7fb8', '#e8b7c8', '#fde2c1'],
    land: ['#8fae6b', '#5a7d45', '#2e4a2a'],
    water: '#7d8fc0',
    sun: '#fff4d6',
  },
};

const BOLD = [
  ['#e63946', '#f1faee', '#a8dadc', '#457b9d', '#1d3557'],
  ['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51'],
  ['#0b3954', '#087e8b', '#bfd7ea', '#ff5a5f', '#c81d25'],
  ['#22223b', '#4a4e69', '#9a8c98', '#c9ada7', '#f2e9e4'],
  ['#c1121f', '#fdf0d5', '#003049', '#669bbc', '#780000'],
];
const POP = [
  ['#ff4f79', '#ffd23f', '#3bceac', '#0ead69', '#1d3557'],
  ['#ff006e', '#ffbe0b', '#00bbf9', '#f15bb5', '#111111'],
  ['#f94144', '#f9c74f', '#90be6d', '#577590', '#ffffff'],
];
const SKIN = ['#f1c7a8', '#e3b08f', '#c68863', '#9a6748', '#6b4430'];
const HAIR = ['#2b1d14', '#5a3825', '#b88d4f', '#e3cf9b', '#8c8c8c', '#9c4a25', '#111111'];

// ---------------------------------------------------------------- scenes

interface SceneOpts {
  photo: boolean;
}
type Scene = (s: Svg, r: Rng, W: number, H: number, o: SceneOpts) => void;

const landscape: Scene = (s, r, W, H, o) => {
  const p = SKIES[r.pick(Object.keys(SKIES))] as (typeof SKIES)[string];
  const horizon = H * r.range(0.45, 0.62);
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(s, [
      [0, p.sky[0]!],
      [0.65, p.sky[1]!],
      [1, p.sky[2]!],
    ])}"/>`,
  );
  const sunX = W * r.range(0.15, 0.85);
  const sunY = horizon - H * r.range(0.05, 0.25);
  const glow = radial(s, [
    [0, p.sun, 0.95],
    [0.25, p.sun, 0.5],
    [1, p.sun, 0],
  ]);
  s.body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(H * 0.35)}" fill="${glow}"/>`);
  s.body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(H * 0.035)}" fill="${p.sun}" opacity="0.9"/>`);
  if (!o.photo) {
    for (let i = 0; i < 6; i++) {
      const cy = horizon * r.range(0.1, 0.7);
      s.body.push(
        `<ellipse cx="${f(W * r.next())}" cy="${f(cy)}" rx="${f(W * r.range(0.08, 0.22))}" ry="${f(H * r.range(0.01, 0.03))}" fill="${shade(p.sky[1]!, 0.35)}" opacity="0.5"/>`,
      );
    }
  }
  const water = r.chance(0.6);
  if (water) {
    s.body.push(
      `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(s, [
        [0, mix(p.water, p.sky[2]!, 0.35)],
        [1, shade(p.water, -0.45)],
      ])}"/>`,
    );
    // Sun path on the water.
    s.body.push(
      `<rect x="${f(sunX - W * 0.05)}" y="${f(horizon)}" width="${f(W * 0.1)}" height="${f(H - horizon)}" fill="${linear(
        s,
        [
          [0, p.sun, 0.55],
          [1, p.sun, 0],
        ],
      )}"/>`,
    );
    for (let i = 0; i < 40; i++) {
      const y = horizon + (H - horizon) * r.next() ** 1.4;
      s.body.push(
        `<rect x="${f(W * r.next())}" y="${f(y)}" width="${f(W * r.range(0.02, 0.12))}" height="${f(Math.max(1, H * 0.002))}" fill="#ffffff" opacity="${f(r.range(0.1, 0.35))}"/>`,
      );
    }
    // Far shore and skerries.
    for (let layer = 0; layer < 2; layer++) {
      const col = mix(p.land[layer]!, p.sky[2]!, 0.5 - layer * 0.25);
      const w = wave(r);
      s.body.push(
        `<path d="${ridge(W, horizon + 1, horizon, H * (0.06 + layer * 0.04), (x) => Math.max(0, w(x)))}" fill="${col}"/>`,
      );
    }
    for (let i = 0; i < r.int(2, 5); i++) {
      const cx = W * r.next();
      const w = W * r.range(0.04, 0.18);
      const h = H * r.range(0.015, 0.05);
      const y = horizon + (H - horizon) * r.range(0.05, 0.4);
      s.body.push(`<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(w)}" ry="${f(h)}" fill="${p.land[2]}"/>`);
      s.body.push(
        `<rect x="${f(cx - w)}" y="${f(y)}" width="${f(2 * w)}" height="${f(h)}" fill="${mix(p.water, p.land[2]!, 0.5)}"/>`,
      );
      if (r.chance(0.4)) {
        s.body.push(
          `<rect x="${f(cx - w * 0.15)}" y="${f(y - h * 1.1)}" width="${f(w * 0.18)}" height="${f(h * 0.7)}" fill="#a3493d"/>`,
        );
      }
    }
  } else {
    for (let layer = 0; layer < 4; layer++) {
      const base = horizon + (H - horizon) * (layer / 4);
      const col = layer === 0 ? mix(p.land[0]!, p.sky[2]!, 0.45) : (p.land[Math.min(2, layer - 1)] as string);
      s.body.push(`<path d="${ridge(W, H, base, H * (0.14 - layer * 0.025), wave(r))}" fill="${col}"/>`);
    }
  }
};

const nordic: Scene = (s, r, W, H, o) => {
  const winter = r.chance(0.5);
  const horizon = H * r.range(0.5, 0.62);
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(
      s,
      winter
        ? [
            [0, '#b8c6d6'],
            [1, '#eef0ee'],
          ]
        : [
            [0, '#9fc1d9'],
            [1, '#f3ecd9'],
          ],
    )}"/>`,
  );
  const ground = winter ? '#f1f3f4' : '#8ea77a';
  const lake = winter ? '#b9c7d3' : '#6f96ad';
  s.body.push(
    `<path d="${ridge(W, horizon + 4, horizon, H * 0.07, wave(r))}" fill="${winter ? '#8f9fae' : '#4f6b4f'}"/>`,
  );
  s.body.push(`<rect y="${f(horizon)}" width="${W}" height="${f(H * 0.08)}" fill="${lake}"/>`);
  s.body.push(`<path d="${ridge(W, H, horizon + H * 0.1, H * 0.03, wave(r, 2))}" fill="${ground}"/>`);
  // Red cottage (or a boathouse on the water for photographs).
  const hw = W * r.range(0.16, 0.24);
  const hh = hw * 0.55;
  const hx = W * r.range(0.18, 0.7);
  const hy = o.photo ? horizon + H * 0.05 : horizon + H * 0.17;
  const red = '#a3493d';
  const house = `<rect x="${f(hx)}" y="${f(hy - hh)}" width="${f(hw)}" height="${f(hh)}" fill="${red}"/>
    <path d="M${f(hx - hw * 0.08)} ${f(hy - hh)} L${f(hx + hw / 2)} ${f(hy - hh * 1.75)} L${f(hx + hw * 1.08)} ${f(hy - hh)} Z" fill="${winter ? '#f4f6f7' : '#3a3f44'}"/>
    <rect x="${f(hx + hw * 0.12)}" y="${f(hy - hh * 0.7)}" width="${f(hw * 0.16)}" height="${f(hh * 0.32)}" fill="#f4efe3" stroke="#ffffff" stroke-width="${f(hw * 0.02)}"/>
    <rect x="${f(hx + hw * 0.68)}" y="${f(hy - hh * 0.7)}" width="${f(hw * 0.16)}" height="${f(hh * 0.32)}" fill="#f4efe3" stroke="#ffffff" stroke-width="${f(hw * 0.02)}"/>
    <rect x="${f(hx + hw * 0.42)}" y="${f(hy - hh * 0.62)}" width="${f(hw * 0.15)}" height="${f(hh * 0.62)}" fill="#5a2620"/>
    <rect x="${f(hx)}" y="${f(hy - hh)}" width="${f(hw * 0.03)}" height="${f(hh)}" fill="#ffffff"/>
    <rect x="${f(hx + hw * 0.97)}" y="${f(hy - hh)}" width="${f(hw * 0.03)}" height="${f(hh)}" fill="#ffffff"/>`;
  s.body.push(house);
  if (o.photo) {
    s.body.push(`<g transform="translate(0 ${f(2 * hy)}) scale(1 -1)" opacity="0.35">${house}</g>`);
    s.body.push(
      `<rect x="${f(hx - hw * 0.3)}" y="${f(hy)}" width="${f(hw * 0.5)}" height="${f(H * 0.012)}" fill="#6b5a48"/>`,
    );
  }
  // Birches.
  for (let i = 0; i < r.int(3, 7); i++) {
    const bx = W * r.next();
    const by = horizon + H * r.range(0.12, 0.35);
    const bh = H * r.range(0.3, 0.55);
    const bw = Math.max(3, W * 0.008);
    s.body.push(`<rect x="${f(bx)}" y="${f(by - bh)}" width="${f(bw)}" height="${f(bh)}" fill="#f2f0ea"/>`);
    for (let k = 0; k < 8; k++) {
      s.body.push(
        `<rect x="${f(bx)}" y="${f(by - bh * r.next())}" width="${f(bw * r.range(0.4, 1))}" height="${f(Math.max(1, bh * 0.01))}" fill="#2b2b2b"/>`,
      );
    }
    if (!winter) {
      for (let k = 0; k < 10; k++) {
        s.body.push(
          `<circle cx="${f(bx + r.range(-1, 1) * bh * 0.18)}" cy="${f(by - bh * r.range(0.55, 1))}" r="${f(bh * r.range(0.04, 0.08))}" fill="${jitter('#a7c27a', r, 0.06)}" opacity="0.85"/>`,
        );
      }
    }
  }
};

const street: Scene = (s, r, W, H, o) => {
  const night = r.chance(0.7);
  const skyTop = night ? '#0b1026' : '#5d6d7e';
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(s, [
      [0, skyTop],
      [1, night ? '#3a3f63' : '#b5bcc4'],
    ])}"/>`,
  );
  const streetY = H * r.range(0.62, 0.72);
  const lights = night ? ['#ffd166', '#f4a261', '#ff6b6b', '#4cc9f0', '#f1faee'] : ['#f1faee', '#e9c46a'];
  // Two rows of buildings.
  for (let row = 0; row < 2; row++) {
    let x = -W * 0.02;
    while (x < W) {
      const bw = W * r.range(0.07, 0.16);
      const bh = H * r.range(0.25, 0.55) * (row === 0 ? 1.15 : 0.9);
      const col =
        row === 0 ? mix(skyTop, '#8d99ae', night ? 0.25 : 0.5) : mix(skyTop, '#2b2d42', night ? 0.5 : 0.7);
      s.body.push(
        `<rect x="${f(x)}" y="${f(streetY - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${col}"/>`,
      );
      if (row === 1) {
        const cols = Math.max(2, Math.floor(bw / (W * 0.025)));
        const rows = Math.floor(bh / (H * 0.05));
        for (let i = 0; i < cols; i++) {
          for (let j = 0; j < rows; j++) {
            if (!r.chance(night ? 0.45 : 0.8)) continue;
            const lit = night && r.chance(0.7);
            s.body.push(
              `<rect x="${f(x + (i + 0.25) * (bw / cols))}" y="${f(streetY - bh + (j + 0.3) * (H * 0.05))}" width="${f((bw / cols) * 0.5)}" height="${f(H * 0.025)}" fill="${lit ? r.pick(lights) : '#1c2233'}" opacity="${lit ? 0.9 : 0.6}"/>`,
            );
          }
        }
      }
      x += bw + W * r.range(0, 0.015);
    }
  }
  // Wet street with reflections.
  s.body.push(
    `<rect y="${f(streetY)}" width="${W}" height="${f(H - streetY)}" fill="${linear(s, [
      [0, night ? '#1b1f33' : '#4a4f57'],
      [1, night ? '#07080f' : '#23262b'],
    ])}"/>`,
  );
  for (let i = 0; i < 14; i++) {
    const c = r.pick(lights);
    const x = W * r.next();
    const lampY = streetY - H * r.range(0.12, 0.3);
    s.body.push(
      `<circle cx="${f(x)}" cy="${f(lampY)}" r="${f(H * 0.06)}" fill="${radial(s, [
        [0, c, 0.7],
        [1, c, 0],
      ])}"/>`,
    );
    s.body.push(`<circle cx="${f(x)}" cy="${f(lampY)}" r="${f(H * 0.008)}" fill="${c}"/>`);
    s.body.push(
      `<rect x="${f(x - W * 0.006)}" y="${f(streetY)}" width="${f(W * 0.012)}" height="${f((H - streetY) * r.range(0.5, 1))}" fill="${linear(
        s,
        [
          [0, c, 0.6],
          [1, c, 0],
        ],
      )}"/>`,
    );
  }
  // Figures with umbrellas.
  for (let i = 0; i < r.int(2, 6); i++) {
    const x = W * r.next();
    const h = H * r.range(0.1, 0.16);
    const y = streetY + H * r.range(0.02, 0.12);
    s.body.push(
      `<rect x="${f(x - h * 0.1)}" y="${f(y - h)}" width="${f(h * 0.2)}" height="${f(h)}" rx="${f(h * 0.08)}" fill="#07080d"/>`,
    );
    s.body.push(
      `<path d="M${f(x - h * 0.35)} ${f(y - h * 0.95)} Q${f(x)} ${f(y - h * 1.4)} ${f(x + h * 0.35)} ${f(y - h * 0.95)} Z" fill="${r.pick(['#111111', '#c1121f', '#1d3557'])}"/>`,
    );
  }
  // Rain, and spray drips on paintings.
  const rain: string[] = [];
  for (let i = 0; i < 220; i++) {
    const x = W * r.next();
    const y = H * r.next();
    const l = H * r.range(0.02, 0.05);
    rain.push(`M${f(x)} ${f(y)} l${f(-l * 0.15)} ${f(l)}`);
  }
  s.body.push(
    `<path d="${rain.join(' ')}" stroke="#dfe7ff" stroke-width="${f(Math.max(1, W * 0.0012))}" opacity="0.35"/>`,
  );
  if (!o.photo) {
    for (let i = 0; i < 12; i++) {
      const x = W * r.next();
      const y = H * r.range(0, 0.5);
      s.body.push(
        `<path d="M${f(x)} ${f(y)} q${f(W * r.range(-0.1, 0.1))} ${f(H * r.range(-0.05, 0.05))} ${f(W * r.range(-0.15, 0.15))} ${f(H * r.range(-0.02, 0.06))}" stroke="${r.pick(['#ff006e', '#ffbe0b', '#3a86ff', '#06d6a0'])}" stroke-width="${f(W * 0.008)}" fill="none" stroke-linecap="round" opacity="0.8"/>`,
      );
      s.body.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(Math.max(1, W * 0.002))}" height="${f(H * r.range(0.05, 0.2))}" fill="${r.pick(['#ff006e', '#ffbe0b', '#3a86ff'])}" opacity="0.6"/>`,
      );
    }
  }
};

const portrait: Scene = (s, r, W, H, o) => {
  const bg = r.pick(BOLD);
  const bgA = bg[r.int(0, 4)] as string;
  const bgB = bg[r.int(0, 4)] as string;
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(
      s,
      [
        [0, shade(bgA, o.photo ? -0.3 : 0)],
        [1, shade(bgB, -0.2)],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  if (o.photo) {
    // Bokeh in the background.
    for (let i = 0; i < 18; i++) {
      const c = r.pick(['#ffe8b0', '#ffd6a5', '#cde7ff', '#ffffff']);
      s.body.push(
        `<circle cx="${f(W * r.next())}" cy="${f(H * r.range(0, 0.6))}" r="${f(W * r.range(0.02, 0.07))}" fill="${c}" opacity="${f(r.range(0.12, 0.35))}"/>`,
      );
    }
  }
  const cx = W * r.range(0.42, 0.58);
  const headR = Math.min(W, H) * r.range(0.16, 0.2);
  const cy = H * 0.42;
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cloth = jitter(r.pick(r.pick(BOLD)), r, 0.05);
  // Hair behind the shoulders, then shoulders and neck.
  const long = r.chance(0.55);
  if (long) {
    s.body.push(
      `<path d="M${f(cx - headR * 1.1)} ${f(cy)} Q${f(cx - headR * 1.3)} ${f(cy + headR * 1.9)} ${f(cx - headR * 0.4)} ${f(cy + headR * 2.0)} L${f(cx + headR * 0.4)} ${f(cy + headR * 2.0)} Q${f(cx + headR * 1.3)} ${f(cy + headR * 1.9)} ${f(cx + headR * 1.1)} ${f(cy)} Z" fill="${hair}"/>`,
    );
  }
  s.body.push(
    `<path d="M${f(cx - headR * 2.4)} ${f(H)} Q${f(cx - headR * 2.2)} ${f(cy + headR * 1.6)} ${f(cx)} ${f(cy + headR * 1.5)} Q${f(cx + headR * 2.2)} ${f(cy + headR * 1.6)} ${f(cx + headR * 2.4)} ${f(H)} Z" fill="${cloth}"/>`,
  );
  s.body.push(
    `<rect x="${f(cx - headR * 0.35)}" y="${f(cy + headR * 0.6)}" width="${f(headR * 0.7)}" height="${f(headR * 1.0)}" fill="${shade(skin, -0.12)}"/>`,
  );
  // Hair around the head, the face, light and shadow split across the face, hair in front.
  s.body.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy - headR * 0.1)}" rx="${f(headR * 1.08)}" ry="${f(headR * 1.08)}" fill="${hair}"/>`,
  );
  s.body.push(
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(headR * 0.82)}" ry="${f(headR)}" fill="${skin}"/>`,
  );
  const clip = s.uid();
  s.defs.push(
    `<clipPath id="${clip}"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(headR * 0.82)}" ry="${f(headR)}"/></clipPath>`,
  );
  const lightLeft = r.chance(0.5);
  s.body.push(
    `<path d="M${f(cx + (lightLeft ? 0.05 : -0.05) * headR)} ${f(cy - headR)} L${f(cx + (lightLeft ? 0.9 : -0.9) * headR)} ${f(cy - headR)} L${f(cx + (lightLeft ? 0.9 : -0.9) * headR)} ${f(cy + headR)} L${f(cx + (lightLeft ? 0.15 : -0.15) * headR)} ${f(cy + headR)} Z" fill="${shade(skin, -0.35)}" opacity="0.3" clip-path="url(#${clip})"/>`,
  );
  s.body.push(
    `<path d="M${f(cx - headR * 0.9)} ${f(cy - headR * 0.2)} Q${f(cx - headR * 0.8)} ${f(cy - headR * 1.3)} ${f(cx + headR * 0.2)} ${f(cy - headR * 1.12)} Q${f(cx + headR * 1.0)} ${f(cy - headR * 1.0)} ${f(cx + headR * 0.9)} ${f(cy - headR * 0.1)} Q${f(cx + headR * 0.3)} ${f(cy - headR * 0.85)} ${f(cx - headR * 0.9)} ${f(cy - headR * 0.2)} Z" fill="${hair}"/>`,
  );
  // Features, kept simple as in a painted portrait.
  const eyeY = cy - headR * 0.05;
  for (const side of [-1, 1]) {
    s.body.push(
      `<ellipse cx="${f(cx + side * headR * 0.32)}" cy="${f(eyeY)}" rx="${f(headR * 0.11)}" ry="${f(headR * 0.05)}" fill="#2b1d14" opacity="0.85"/>`,
    );
    s.body.push(
      `<path d="M${f(cx + side * headR * 0.46)} ${f(eyeY - headR * 0.14)} q${f(-side * headR * 0.14)} ${f(-headR * 0.06)} ${f(-side * headR * 0.28)} 0" stroke="${shade(hair, -0.2)}" stroke-width="${f(headR * 0.04)}" fill="none"/>`,
    );
  }
  s.body.push(
    `<path d="M${f(cx)} ${f(eyeY + headR * 0.05)} l${f(headR * 0.07)} ${f(headR * 0.28)} l${f(-headR * 0.1)} 0" stroke="${shade(skin, -0.3)}" stroke-width="${f(headR * 0.03)}" fill="none"/>`,
  );
  s.body.push(
    `<path d="M${f(cx - headR * 0.2)} ${f(cy + headR * 0.52)} q${f(headR * 0.2)} ${f(headR * 0.08)} ${f(headR * 0.4)} 0" stroke="#9b3d3d" stroke-width="${f(headR * 0.06)}" fill="none" stroke-linecap="round"/>`,
  );
  if (!o.photo) {
    for (let i = 0; i < 40; i++) {
      s.body.push(
        `<rect x="${f(W * r.next())}" y="${f(H * r.next())}" width="${f(W * r.range(0.02, 0.06))}" height="${f(H * 0.008)}" fill="${shade(bgA, r.range(-0.2, 0.2))}" opacity="0.35" transform="rotate(${f(r.range(-30, 30))} ${f(W / 2)} ${f(H / 2)})"/>`,
      );
    }
  }
};

const figurative: Scene = (s, r, W, H) => {
  const indoor = r.chance(0.45);
  const pal = r.pick(BOLD);
  const horizon = H * r.range(0.45, 0.6);
  if (indoor) {
    s.body.push(`<rect width="${W}" height="${H}" fill="${shade(pal[4] as string, 0.2)}"/>`);
    const wx = W * r.range(0.1, 0.5);
    s.body.push(
      `<rect x="${f(wx)}" y="${f(H * 0.12)}" width="${f(W * 0.3)}" height="${f(H * 0.38)}" fill="${linear(s, [
        [0, '#dff3ff'],
        [1, '#fff6df'],
      ])}" stroke="#f8f8f8" stroke-width="${f(W * 0.012)}"/>`,
    );
    s.body.push(
      `<rect y="${f(horizon + H * 0.12)}" width="${W}" height="${f(H)}" fill="${shade(pal[2] as string, -0.35)}"/>`,
    );
    s.body.push(
      `<path d="M${f(wx)} ${f(H * 0.5)} L${f(wx + W * 0.3)} ${f(H * 0.5)} L${f(wx + W * 0.55)} ${f(H)} L${f(wx - W * 0.05)} ${f(H)} Z" fill="#fff5d6" opacity="0.25"/>`,
    );
  } else {
    s.body.push(
      `<rect width="${W}" height="${f(horizon)}" fill="${linear(s, [
        [0, '#8ecae6'],
        [1, '#fdf0d5'],
      ])}"/>`,
    );
    s.body.push(`<rect y="${f(horizon)}" width="${W}" height="${f(H * 0.08)}" fill="#3d7ea6"/>`);
    s.body.push(
      `<rect y="${f(horizon + H * 0.08)}" width="${W}" height="${f(H)}" fill="${linear(s, [
        [0, '#e9d8a6'],
        [1, '#caa472'],
      ])}"/>`,
    );
    if (r.chance(0.5)) {
      s.body.push(
        `<rect x="${f(W * 0.55)}" y="${f(horizon + H * 0.03)}" width="${f(W * 0.5)}" height="${f(H * 0.015)}" fill="#7a5c3e"/>`,
      );
    }
  }
  const n = r.int(1, 4);
  for (let i = 0; i < n; i++) {
    const x = W * (0.2 + (0.6 * (i + r.range(0.2, 0.8))) / n);
    const h = H * r.range(0.35, 0.5) * (indoor ? 1.1 : 1);
    const feet = Math.min(H * 0.97, horizon + H * 0.1 + h * r.range(0.45, 0.75));
    const c = pal[(i + 1) % 5] as string;
    const skin = r.pick(SKIN);
    s.body.push(
      `<ellipse cx="${f(x + h * 0.15)}" cy="${f(feet)}" rx="${f(h * 0.22)}" ry="${f(h * 0.03)}" fill="#000000" opacity="0.2"/>`,
    );
    s.body.push(
      `<rect x="${f(x - h * 0.07)}" y="${f(feet - h * 0.42)}" width="${f(h * 0.05)}" height="${f(h * 0.42)}" fill="${shade(c, -0.4)}"/>`,
    );
    s.body.push(
      `<rect x="${f(x + h * 0.02)}" y="${f(feet - h * 0.42)}" width="${f(h * 0.05)}" height="${f(h * 0.42)}" fill="${shade(c, -0.4)}"/>`,
    );
    s.body.push(
      `<path d="M${f(x - h * 0.12)} ${f(feet - h * 0.4)} L${f(x - h * 0.09)} ${f(feet - h * 0.82)} Q${f(x)} ${f(feet - h * 0.87)} ${f(x + h * 0.09)} ${f(feet - h * 0.82)} L${f(x + h * 0.12)} ${f(feet - h * 0.4)} Z" fill="${c}"/>`,
    );
    s.body.push(`<circle cx="${f(x)}" cy="${f(feet - h * 0.92)}" r="${f(h * 0.075)}" fill="${skin}"/>`);
    s.body.push(
      `<path d="M${f(x - h * 0.075)} ${f(feet - h * 0.94)} a${f(h * 0.075)} ${f(h * 0.075)} 0 0 1 ${f(h * 0.15)} 0 Z" fill="${r.pick(HAIR)}"/>`,
    );
  }
};

const abstract: Scene = (s, r, W, H, o) => {
  const pal = r.pick(BOLD);
  s.body.push(`<rect width="${W}" height="${H}" fill="${o.photo ? '#07070c' : (pal[4] as string)}"/>`);
  if (o.photo) {
    for (let i = 0; i < 14; i++) {
      const c = r.pick([...pal, '#ffffff']);
      s.body.push(
        `<ellipse cx="${f(W * r.next())}" cy="${f(H * r.next())}" rx="${f(W * r.range(0.1, 0.4))}" ry="${f(H * r.range(0.05, 0.3))}" fill="${radial(
          s,
          [
            [0, c, 0.9],
            [1, c, 0],
          ],
        )}" transform="rotate(${f(r.range(-60, 60))} ${f(W / 2)} ${f(H / 2)})"/>`,
      );
    }
    for (let i = 0; i < 6; i++) {
      const c = r.pick(pal);
      s.body.push(
        `<path d="M${f(W * r.next())} 0 L${f(W * r.next())} ${H}" stroke="${c}" stroke-width="${f(W * r.range(0.01, 0.05))}" opacity="0.5"/>`,
      );
    }
    return;
  }
  for (let i = 0; i < r.int(6, 10); i++) {
    const c = pal[i % 4] as string;
    const kind = r.int(0, 3);
    const x = W * r.next();
    const y = H * r.next();
    const size = Math.min(W, H) * r.range(0.15, 0.5);
    const op = f(r.range(0.6, 0.95));
    if (kind === 0) {
      s.body.push(
        `<rect x="${f(x - size / 2)}" y="${f(y - size / 2)}" width="${f(size)}" height="${f(size * r.range(0.3, 1.2))}" fill="${c}" opacity="${op}" transform="rotate(${f(r.range(-25, 25))} ${f(x)} ${f(y)})"/>`,
      );
    } else if (kind === 1) {
      s.body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(size / 2)}" fill="${c}" opacity="${op}"/>`);
    } else if (kind === 2) {
      s.body.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size / 2)}" fill="none" stroke="${c}" stroke-width="${f(size * 0.12)}" opacity="${op}"/>`,
      );
    } else {
      s.body.push(
        `<path d="M${f(x)} ${f(y - size / 2)} L${f(x + size / 2)} ${f(y + size / 2)} L${f(x - size / 2)} ${f(y + size / 2)} Z" fill="${c}" opacity="${op}"/>`,
      );
    }
  }
  for (let i = 0; i < r.int(3, 7); i++) {
    const c = r.pick(pal);
    s.body.push(
      `<path d="M${f(W * r.next())} ${f(H * r.next())} Q${f(W * r.next())} ${f(H * r.next())} ${f(W * r.next())} ${f(H * r.next())}" stroke="${c}" stroke-width="${f(Math.min(W, H) * r.range(0.02, 0.06))}" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    );
  }
};

const minimalist: Scene = (s, r, W, H, o) => {
  if (o.photo) {
    const tone = r.pick([
      ['#d9dde0', '#f4f5f5', '#b8c0c6'],
      ['#e9e3d8', '#f7f3ec', '#cfc6b8'],
      ['#c9d6df', '#eef3f6', '#9fb1bf'],
    ]);
    const horizon = H * r.range(0.45, 0.65);
    s.body.push(
      `<rect width="${W}" height="${H}" fill="${linear(s, [
        [0, tone[1]!],
        [0.5, tone[0]!],
        [1, tone[2]!],
      ])}"/>`,
    );
    s.body.push(
      `<rect y="${f(horizon)}" width="${W}" height="${f(Math.max(1, H * 0.002))}" fill="${tone[2]}" opacity="0.7"/>`,
    );
    const x = W * r.range(0.25, 0.75);
    const kind = r.int(0, 2);
    if (kind === 0) {
      s.body.push(
        `<path d="M${f(x - W * 0.04)} ${f(horizon)} L${f(x + W * 0.04)} ${f(horizon)} L${f(x + W * 0.03)} ${f(horizon + H * 0.012)} L${f(x - W * 0.03)} ${f(horizon + H * 0.012)} Z" fill="#2b2b2b"/>`,
      );
    } else if (kind === 1) {
      s.body.push(
        `<rect x="${f(x)}" y="${f(horizon - H * 0.08)}" width="${f(Math.max(2, W * 0.006))}" height="${f(H * 0.1)}" fill="#3a3a3a"/>`,
      );
    } else {
      s.body.push(
        `<rect x="${f(x)}" y="${f(horizon - H * 0.006)}" width="${f(W - x)}" height="${f(H * 0.012)}" fill="#4a4a4a"/>`,
      );
    }
    return;
  }
  const pal = r.pick([
    ['#f4f1ea', '#1b1b1b', '#c9c5ba'],
    ['#e6e2d6', '#b23a48', '#d8d2c4'],
    ['#dfe4e6', '#2f3e46', '#c5ccd0'],
    ['#f2ede4', '#c08a3e', '#e3dccf'],
  ]);
  const split = H * r.range(0.55, 0.75);
  s.body.push(`<rect width="${W}" height="${H}" fill="${pal[0]}"/>`);
  s.body.push(`<rect y="${f(split)}" width="${W}" height="${f(H - split)}" fill="${pal[2]}"/>`);
  const kind = r.int(0, 2);
  if (kind === 0) {
    s.body.push(
      `<circle cx="${f(W * r.range(0.3, 0.7))}" cy="${f(split * r.range(0.4, 0.7))}" r="${f(Math.min(W, H) * r.range(0.05, 0.12))}" fill="${pal[1]}"/>`,
    );
  } else if (kind === 1) {
    s.body.push(
      `<rect x="${f(W * r.range(0.2, 0.7))}" y="${f(H * 0.15)}" width="${f(Math.max(2, W * 0.008))}" height="${f(H * 0.7)}" fill="${pal[1]}"/>`,
    );
  } else {
    s.body.push(
      `<rect x="${f(W * 0.12)}" y="${f(split - H * 0.004)}" width="${f(W * 0.76)}" height="${f(Math.max(2, H * 0.006))}" fill="${pal[1]}"/>`,
    );
  }
};

const surreal: Scene = (s, r, W, H) => {
  const horizon = H * r.range(0.5, 0.65);
  const sky = r.pick([
    ['#1d2d50', '#6a4c93', '#f4a7b9'],
    ['#0f4c5c', '#5f0f40', '#fb8b24'],
    ['#2b2d42', '#8d99ae', '#edf2f4'],
  ]);
  s.body.push(
    `<rect width="${W}" height="${f(horizon)}" fill="${linear(s, [
      [0, sky[0]!],
      [0.7, sky[1]!],
      [1, sky[2]!],
    ])}"/>`,
  );
  // Moon.
  const mx = W * r.range(0.2, 0.8);
  const mr = Math.min(W, H) * r.range(0.08, 0.16);
  s.body.push(
    `<circle cx="${f(mx)}" cy="${f(horizon * 0.35)}" r="${f(mr * 2.2)}" fill="${radial(s, [
      [0, '#fff6d5', 0.4],
      [1, '#fff6d5', 0],
    ])}"/>`,
  );
  s.body.push(`<circle cx="${f(mx)}" cy="${f(horizon * 0.35)}" r="${f(mr)}" fill="#fff3c4"/>`);
  const floor = r.pick(['checker', 'sea', 'dunes'] as const);
  if (floor === 'sea') {
    s.body.push(
      `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(s, [
        [0, mix(sky[2]!, '#1d3557', 0.4)],
        [1, '#0b1d33'],
      ])}"/>`,
    );
    s.body.push(
      `<rect x="${f(mx - W * 0.04)}" y="${f(horizon)}" width="${f(W * 0.08)}" height="${f(H - horizon)}" fill="${linear(
        s,
        [
          [0, '#fff3c4', 0.5],
          [1, '#fff3c4', 0],
        ],
      )}"/>`,
    );
  } else if (floor === 'dunes') {
    s.body.push(
      `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(s, [
        [0, '#e9c46a'],
        [1, '#b5651d'],
      ])}"/>`,
    );
    for (let k = 0; k < 3; k++) {
      s.body.push(
        `<path d="${ridge(W, H, horizon + (H - horizon) * (0.25 + k * 0.25), H * 0.05, wave(r, 2))}" fill="${shade('#d4a373', -0.1 * k)}"/>`,
      );
    }
  }
  // Checkerboard floor in perspective.
  const a = '#f1e3d3';
  const b = '#2b2d42';
  if (floor === 'checker')
    s.body.push(`<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${a}"/>`);
  const rows = floor === 'checker' ? 9 : 0;
  const cols = 10;
  const vx = W / 2;
  for (let j = 0; j < rows; j++) {
    const t0 = (j / rows) ** 1.8;
    const t1 = ((j + 1) / rows) ** 1.8;
    const y0 = horizon + (H - horizon) * t0;
    const y1 = horizon + (H - horizon) * t1;
    for (let i = -cols; i < cols; i++) {
      if ((i + j) % 2 === 0) continue;
      const xAt = (k: number, t: number) => vx + (k / cols) * W * 1.4 * t;
      s.body.push(
        `<path d="M${f(xAt(i, t0))} ${f(y0)} L${f(xAt(i + 1, t0))} ${f(y0)} L${f(xAt(i + 1, t1))} ${f(y1)} L${f(xAt(i, t1))} ${f(y1)} Z" fill="${b}" opacity="0.85"/>`,
      );
    }
  }
  // Floating island with a red house, or spheres.
  const ix = W * r.range(0.25, 0.75);
  const iy = horizon * r.range(0.55, 0.8);
  const iw = W * r.range(0.12, 0.2);
  s.body.push(
    `<path d="M${f(ix - iw)} ${f(iy)} L${f(ix + iw)} ${f(iy)} L${f(ix + iw * 0.2)} ${f(iy + iw * 0.9)} Z" fill="#5c4033"/>`,
  );
  s.body.push(`<ellipse cx="${f(ix)}" cy="${f(iy)}" rx="${f(iw)}" ry="${f(iw * 0.15)}" fill="#6a994e"/>`);
  s.body.push(
    `<rect x="${f(ix - iw * 0.25)}" y="${f(iy - iw * 0.35)}" width="${f(iw * 0.4)}" height="${f(iw * 0.3)}" fill="#a3493d"/>`,
  );
  s.body.push(
    `<path d="M${f(ix - iw * 0.3)} ${f(iy - iw * 0.35)} L${f(ix - iw * 0.05)} ${f(iy - iw * 0.55)} L${f(ix + iw * 0.2)} ${f(iy - iw * 0.35)} Z" fill="#2b2d42"/>`,
  );
  for (let i = 0; i < r.int(2, 4); i++) {
    const sx = W * r.next();
    const sy = horizon + (H - horizon) * r.range(0.1, 0.7);
    const sr = Math.min(W, H) * r.range(0.03, 0.08);
    const c = r.pick(['#ef233c', '#f4d35e', '#4cc9f0', '#ffffff']);
    s.body.push(
      `<ellipse cx="${f(sx + sr * 0.6)}" cy="${f(sy + sr * 1.1)}" rx="${f(sr)}" ry="${f(sr * 0.25)}" fill="#000000" opacity="0.3"/>`,
    );
    s.body.push(
      `<circle cx="${f(sx)}" cy="${f(sy - sr * 0.4)}" r="${f(sr)}" fill="${radial(
        s,
        [
          [0, shade(c, 0.6)],
          [0.6, c],
          [1, shade(c, -0.5)],
        ],
        0.35,
        0.35,
        0.75,
      )}"/>`,
    );
  }
  // A door standing in the landscape.
  const dx = W * r.range(0.1, 0.85);
  const dh = H * 0.22;
  s.body.push(
    `<rect x="${f(dx)}" y="${f(horizon + H * 0.1 - dh)}" width="${f(dh * 0.45)}" height="${f(dh)}" fill="${linear(
      s,
      [
        [0, '#fff1c1'],
        [1, '#8ecae6'],
      ],
    )}" stroke="#3a2e2a" stroke-width="${f(dh * 0.05)}"/>`,
  );
};

const pop: Scene = (s, r, W, H, o) => {
  const pal = r.pick(POP);
  const outline = Math.max(3, Math.min(W, H) * 0.012);
  s.body.push(`<rect width="${W}" height="${H}" fill="${pal[0]}"/>`);
  const dot = s.uid();
  const ds = Math.min(W, H) * 0.03;
  s.defs.push(
    `<pattern id="${dot}" width="${f(ds)}" height="${f(ds)}" patternUnits="userSpaceOnUse"><circle cx="${f(ds / 2)}" cy="${f(ds / 2)}" r="${f(ds * 0.28)}" fill="${pal[1]}"/></pattern>`,
  );
  s.body.push(`<rect width="${W}" height="${H}" fill="url(#${dot})" opacity="0.8"/>`);
  // Starburst.
  const cx = W * r.range(0.35, 0.65);
  const cy = H * r.range(0.35, 0.65);
  const R = Math.min(W, H) * 0.45;
  let d = '';
  const spikes = r.int(14, 22);
  for (let i = 0; i < spikes * 2; i++) {
    const ang = (i / (spikes * 2)) * Math.PI * 2;
    const rad = i % 2 === 0 ? R : R * 0.72;
    d += `${i === 0 ? 'M' : 'L'}${f(cx + Math.cos(ang) * rad)} ${f(cy + Math.sin(ang) * rad)} `;
  }
  const layout = r.int(0, 2);
  if (layout === 0) {
    s.body.push(`<path d="${d}Z" fill="${pal[2]}" stroke="#111111" stroke-width="${f(outline)}"/>`);
  } else if (layout === 1) {
    // Diagonal split, dots only on one half.
    s.body.push(`<path d="M0 0 L${W} 0 L0 ${H} Z" fill="${pal[3]}"/>`);
    s.body.push(
      `<path d="M0 ${f(H * 0.5)} L${f(W * 0.5)} 0" stroke="#111111" stroke-width="${f(outline)}"/>`,
    );
  } else {
    // Comic panels.
    const gap = outline * 2;
    s.body.push(
      `<rect x="${f(gap)}" y="${f(gap)}" width="${f(W / 2 - 1.5 * gap)}" height="${f(H / 2 - 1.5 * gap)}" fill="${pal[2]}" stroke="#111111" stroke-width="${f(outline)}"/>`,
    );
    s.body.push(
      `<rect x="${f(W / 2 + gap / 2)}" y="${f(H / 2 + gap / 2)}" width="${f(W / 2 - 1.5 * gap)}" height="${f(H / 2 - 1.5 * gap)}" fill="${pal[4]}" stroke="#111111" stroke-width="${f(outline)}"/>`,
    );
  }
  const motif = r.int(0, 3);
  const m = R * 0.55;
  if (motif === 0) {
    // A cinnamon bun: a spiral on a golden disc.
    s.body.push(
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(m)}" fill="#d9a05b" stroke="#111111" stroke-width="${f(outline)}"/>`,
    );
    let sp = `M${f(cx)} ${f(cy)}`;
    for (let t = 0; t < Math.PI * 6; t += 0.25) {
      const rr = (m * 0.9 * t) / (Math.PI * 6);
      sp += ` L${f(cx + Math.cos(t) * rr)} ${f(cy + Math.sin(t) * rr)}`;
    }
    s.body.push(
      `<path d="${sp}" fill="none" stroke="#7a4a1e" stroke-width="${f(outline * 1.4)}" stroke-linecap="round"/>`,
    );
    for (let i = 0; i < 14; i++) {
      s.body.push(
        `<rect x="${f(cx + r.range(-0.6, 0.6) * m)}" y="${f(cy + r.range(-0.6, 0.6) * m)}" width="${f(m * 0.06)}" height="${f(m * 0.04)}" fill="#ffffff"/>`,
      );
    }
  } else if (motif === 1) {
    // A heart.
    s.body.push(
      `<path d="M${f(cx)} ${f(cy + m * 0.9)} C${f(cx - m * 1.6)} ${f(cy - m * 0.2)} ${f(cx - m * 0.6)} ${f(cy - m * 1.2)} ${f(cx)} ${f(cy - m * 0.4)} C${f(cx + m * 0.6)} ${f(cy - m * 1.2)} ${f(cx + m * 1.6)} ${f(cy - m * 0.2)} ${f(cx)} ${f(cy + m * 0.9)} Z" fill="${pal[3]}" stroke="#111111" stroke-width="${f(outline)}"/>`,
    );
  } else if (motif === 3) {
    // A Dala horse, roughly: body, neck, legs and a saddle.
    const c = pal[3] === '#ffffff' ? '#c1121f' : (pal[3] as string);
    const u = m * 0.5;
    s.body.push(
      `<path d="M${f(cx - 1.6 * u)} ${f(cy - 0.2 * u)} L${f(cx + 0.9 * u)} ${f(cy - 0.2 * u)} L${f(cx + 1.1 * u)} ${f(cy - 1.6 * u)} L${f(cx + 1.9 * u)} ${f(cy - 1.4 * u)} L${f(cx + 1.7 * u)} ${f(cy - 0.9 * u)} L${f(cx + 1.5 * u)} ${f(cy + 0.6 * u)} L${f(cx + 1.1 * u)} ${f(cy + 1.8 * u)} L${f(cx + 0.6 * u)} ${f(cy + 1.8 * u)} L${f(cx + 0.6 * u)} ${f(cy + 0.8 * u)} L${f(cx - 1.0 * u)} ${f(cy + 0.8 * u)} L${f(cx - 1.1 * u)} ${f(cy + 1.8 * u)} L${f(cx - 1.6 * u)} ${f(cy + 1.8 * u)} Z" fill="${c}" stroke="#111111" stroke-width="${f(outline)}" stroke-linejoin="round"/>`,
    );
    s.body.push(
      `<path d="M${f(cx - 0.6 * u)} ${f(cy - 0.2 * u)} q${f(0.6 * u)} ${f(0.9 * u)} ${f(1.2 * u)} 0" fill="${pal[1]}" stroke="#111111" stroke-width="${f(outline * 0.6)}"/>`,
    );
  } else {
    // Target rings.
    for (let k = 4; k >= 1; k--) {
      s.body.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((m * k) / 4)}" fill="${pal[(k + 1) % 5]}" stroke="#111111" stroke-width="${f(outline * 0.8)}"/>`,
      );
    }
  }
  // Stripes band.
  const bandY = r.chance(0.5) ? H * 0.05 : H * 0.85;
  for (let i = 0; i < 8; i++) {
    s.body.push(
      `<rect x="${f((i * W) / 8)}" y="${f(bandY)}" width="${f(W / 16)}" height="${f(H * 0.08)}" fill="${pal[4]}" opacity="${o.photo ? 0.8 : 1}"/>`,
    );
  }
};

const impressionist: Scene = (s, r, W, H, o) => {
  const p = SKIES[
    r.pick(o.photo ? ['summer', 'midsummer', 'dawn', 'fog'] : ['summer', 'midsummer'])
  ] as (typeof SKIES)[string];
  if (o.photo) {
    // Intentional camera movement: vertical or horizontal streaks.
    const vertical = r.chance(0.6);
    s.body.push(
      `<rect width="${W}" height="${H}" fill="${linear(s, [
        [0, p.sky[1]!],
        [1, p.land[1]!],
      ])}"/>`,
    );
    for (let i = 0; i < 90; i++) {
      const c = r.chance(0.3) ? '#f2efe6' : jitter(r.pick([...p.land, p.sky[2]!]), r, 0.08);
      if (vertical) {
        s.body.push(
          `<rect x="${f(W * r.next())}" y="0" width="${f(W * r.range(0.004, 0.025))}" height="${H}" fill="${c}" opacity="${f(r.range(0.3, 0.8))}"/>`,
        );
      } else {
        s.body.push(
          `<rect x="0" y="${f(H * r.next())}" width="${W}" height="${f(H * r.range(0.004, 0.03))}" fill="${c}" opacity="${f(r.range(0.3, 0.8))}"/>`,
        );
      }
    }
    return;
  }
  const horizon = H * r.range(0.4, 0.55);
  s.body.push(
    `<rect width="${W}" height="${f(horizon)}" fill="${linear(s, [
      [0, p.sky[0]!],
      [1, p.sky[2]!],
    ])}"/>`,
  );
  s.body.push(
    `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${linear(s, [
      [0, p.land[0]!],
      [1, p.land[2]!],
    ])}"/>`,
  );
  // Trees or a shoreline as soft masses under the brushwork.
  const trees: { x: number; y: number; rx: number; ry: number }[] = [];
  const treeColour = shade(p.land[1]!, -0.1);
  for (let i = 0; i < r.int(2, 5); i++) {
    const tr = Math.min(W, H) * r.range(0.08, 0.16);
    const t = { x: W * r.next(), y: horizon - tr * 0.4, rx: tr, ry: tr * 1.1 };
    trees.push(t);
    s.body.push(
      `<ellipse cx="${f(t.x)}" cy="${f(t.y)}" rx="${f(t.rx)}" ry="${f(t.ry)}" fill="${treeColour}"/>`,
    );
  }
  const inTree = (x: number, y: number) =>
    trees.some((t) => ((x - t.x) / t.rx) ** 2 + ((y - t.y) / t.ry) ** 2 < 1);
  const accents = r.pick([
    ['#f6bd60', '#ffffff'],
    ['#f28482', '#fdf0d5'],
    ['#cdb4db', '#ffffff'],
    ['#e63946', '#f6bd60'],
  ]);
  const dabs: string[] = [];
  const n = 1100;
  const stroke = Math.min(W, H) * 0.017;
  for (let i = 0; i < n; i++) {
    const x = W * r.next();
    const y = H * r.next();
    const inSky = y < horizon;
    const t = inSky ? y / horizon : (y - horizon) / (H - horizon);
    const tree = inTree(x, y);
    const base = tree ? treeColour : inSky ? mix(p.sky[0]!, p.sky[2]!, t) : mix(p.land[0]!, p.land[2]!, t);
    const accent = !inSky && !tree && r.chance(0.07) ? r.pick(accents) : null;
    const c = accent ?? jitter(base, r, 0.045);
    const len = Math.min(W, H) * r.range(0.008, 0.022);
    const ang = ((inSky ? r.range(-12, 12) : r.range(-60, 60)) * Math.PI) / 180;
    dabs.push(
      `<path d="M${f(x)} ${f(y)} l${f(Math.cos(ang) * len)} ${f(Math.sin(ang) * len)}" stroke="${c}" stroke-width="${f(stroke * r.range(0.7, 1.3))}" stroke-linecap="round" opacity="0.85"/>`,
    );
  }
  s.body.push(dabs.join(''));
};

const expressionist: Scene = (s, r, W, H, o) => {
  const pal = r.pick([
    ['#d00000', '#ffba08', '#3f88c5', '#032b43', '#f48c06'],
    ['#7209b7', '#f72585', '#4cc9f0', '#3a0ca3', '#ffd60a'],
    ['#9d0208', '#e85d04', '#1b263b', '#415a77', '#faa307'],
  ]);
  const horizon = H * r.range(0.55, 0.7);
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(s, [
      [0, pal[3]!],
      [0.6, pal[0]!],
      [1, pal[4]!],
    ])}"/>`,
  );
  // Swirling sky.
  for (let i = 0; i < 28; i++) {
    const y = horizon * r.next();
    const c = r.pick(pal);
    s.body.push(
      `<path d="M${f(-W * 0.1)} ${f(y)} C${f(W * 0.3)} ${f(y - H * r.range(-0.15, 0.15))} ${f(W * 0.6)} ${f(y + H * r.range(-0.15, 0.15))} ${f(W * 1.1)} ${f(y + H * r.range(-0.1, 0.1))}" stroke="${c}" stroke-width="${f(H * r.range(0.01, 0.04))}" fill="none" opacity="${f(r.range(0.4, 0.85))}" stroke-linecap="round"/>`,
    );
  }
  // Jagged land or a bridge silhouette.
  let d = `M0 ${H} L0 ${f(horizon)}`;
  for (let x = 0; x <= W; x += W / 16) d += ` L${f(x)} ${f(horizon + H * r.range(-0.06, 0.06))}`;
  s.body.push(`<path d="${d} L${W} ${H} Z" fill="${o.photo ? '#0b0b10' : shade(pal[3]!, -0.4)}"/>`);
  if (r.chance(0.5)) {
    s.body.push(
      `<path d="M0 ${f(horizon - H * 0.05)} Q${f(W / 2)} ${f(horizon - H * 0.16)} ${W} ${f(horizon - H * 0.05)}" stroke="#0b0b10" stroke-width="${f(H * 0.015)}" fill="none"/>`,
    );
    for (let k = 1; k < 4; k++) {
      const px = (W * k) / 4;
      s.body.push(
        `<rect x="${f(px - W * 0.006)}" y="${f(horizon - H * 0.22)}" width="${f(W * 0.012)}" height="${f(H * 0.22)}" fill="#0b0b10"/>`,
      );
    }
  }
  // A distorted sun.
  const sx = W * r.range(0.2, 0.8);
  const sy = horizon * r.range(0.25, 0.6);
  s.body.push(
    `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(W * 0.08)}" ry="${f(W * 0.06)}" fill="${pal[1]}" transform="rotate(${f(r.range(-20, 20))} ${f(sx)} ${f(sy)})"/>`,
  );
  if (!o.photo) {
    for (let i = 0; i < 60; i++) {
      const x = W * r.next();
      const y = horizon + (H - horizon) * r.next();
      s.body.push(
        `<path d="M${f(x)} ${f(y)} l${f(W * r.range(-0.06, 0.06))} ${f(H * r.range(-0.04, 0.04))}" stroke="${r.pick(pal)}" stroke-width="${f(W * r.range(0.004, 0.012))}" stroke-linecap="round" opacity="0.8"/>`,
      );
    }
  }
};

const SCENES: Record<Exclude<Style, 'black_and_white'>, Scene> = {
  abstract,
  figurative,
  landscape,
  portrait,
  minimalist,
  street_urban: street,
  surreal,
  pop,
  impressionist,
  expressionist,
  nordic_scandi: nordic,
};

/** The SVG of an artwork at W x H pixels. Black and white works reuse a scene and are greyscaled later. */
export function artworkSvg(
  art: { id: string; title: string; style: Style; category: Category },
  W: number,
  H: number,
  scale = 1,
): string {
  const r = createRng(`image:${art.id}:${art.title}`);
  const s = newSvg();
  const photo = art.category === 'photography';
  const style: Exclude<Style, 'black_and_white'> =
    art.style === 'black_and_white'
      ? r.pick(['landscape', 'street_urban', 'minimalist', 'portrait', 'figurative'] as const)
      : art.style;
  (SCENES[style] as Scene)(s, r, W, H, { photo });
  if (photo) {
    s.body.push(
      `<rect width="${W}" height="${H}" fill="${radial(
        s,
        [
          [0.55, '#000000', 0],
          [1, '#000000', 0.45],
        ],
        0.5,
        0.5,
        0.75,
      )}"/>`,
    );
  }
  return toSvg(s, W, H, Math.max(1, Math.round(W * scale)), Math.max(1, Math.round(H * scale)));
}

// ---------------------------------------------------------------- textures

const TILE = 256;

/** Texture tiles as signed per-pixel offsets: film grain and canvas weave (made once). */
const TEXTURES = (() => {
  const r = createRng('textures');
  const grain = new Int8Array(TILE * TILE);
  const canvas = new Int8Array(TILE * TILE);
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      grain[y * TILE + x] = Math.round((r.next() - 0.5) * 14);
      canvas[y * TILE + x] = Math.round(
        Math.sin((x * Math.PI) / 2) * Math.sin((y * Math.PI) / 2) * 7 + (r.next() - 0.5) * 8,
      );
    }
  }
  return { grain, canvas };
})();

/** Adds a texture tile to raw pixels in place (the same offset on every channel: luminance only). */
function applyTexture(img: Raw, tile: Int8Array): Raw {
  const { data, width, height, channels } = img;
  for (let y = 0; y < height; y++) {
    const tileRow = (y & (TILE - 1)) * TILE;
    let i = y * width * channels;
    for (let x = 0; x < width; x++) {
      const d = tile[tileRow + (x & (TILE - 1))] as number;
      for (let c = 0; c < channels; c++, i++) {
        const v = (data[i] as number) + d;
        data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return img;
}

async function toRaw(img: sharp.Sharp): Promise<Raw> {
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3 };
}

// ---------------------------------------------------------------- rendering

/** Raw pixels (channels 3, or 1 for greyscale works). */
export interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
}

const JPEG = { quality: 82, progressive: true, chromaSubsampling: '4:2:0' } as const;

export interface RenderSpec {
  id: string;
  title: string;
  style: Style;
  category: Category;
  width_cm: number;
  height_cm: number;
}

/** The artwork itself at W x H as raw RGB pixels (post-processed by category and style). */
export async function renderArtworkRaw(art: RenderSpec, W: number, H: number): Promise<Raw> {
  const photo = art.category === 'photography';
  // Photographs are soft anyway: draw them at half size, blur there and scale up (4x less work).
  const scale = photo ? 0.5 : 1;
  const sigma = !photo ? 0 : art.style === 'impressionist' ? 9 : art.style === 'abstract' ? 5 : 0.9;
  let img = sharp(Buffer.from(artworkSvg(art, W, H, scale))).flatten({ background: '#ffffff' });
  if (sigma * scale >= 0.3) img = img.blur(sigma * scale);
  let out = await toRaw(img);
  const bw = art.style === 'black_and_white';
  if (out.width !== W || out.height !== H || bw) {
    let next = rawImage(out);
    if (out.width !== W || out.height !== H) next = next.resize(W, H, { fit: 'fill' });
    if (bw) next = next.greyscale().linear(1.25, -28);
    out = await toRaw(next);
  }
  return applyTexture(out, photo ? TEXTURES.grain : TEXTURES.canvas);
}

const rawImage = (img: Raw) =>
  sharp(img.data, { raw: { width: img.width, height: img.height, channels: img.channels } });

/** Decodes a JPEG (e.g. a cached thumbnail) to raw pixels. */
export async function decodeJpeg(body: Buffer): Promise<Raw> {
  return toRaw(sharp(body));
}

export async function resizeRaw(img: Raw, width: number, height: number): Promise<Raw> {
  const { data, info } = await rawImage(img)
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3 };
}

/** Encodes raw pixels as a large JPEG, a thumbnail JPEG, and WebP at a phone's size and the large size. */
export async function encodeSizes(
  img: Raw,
  thumb: { width: number; height: number },
  medium: { width: number; height: number },
): Promise<{ large: Buffer; thumb: Buffer; medium: Buffer; largeWebp: Buffer }> {
  const [large, small, phone, largeWebp] = await Promise.all([
    rawImage(img).jpeg(JPEG).toBuffer(),
    rawImage(img)
      .resize(thumb.width, thumb.height, { fit: 'fill' })
      .jpeg({ ...JPEG, quality: 78, progressive: false })
      .toBuffer(),
    rawImage(img).resize(medium.width, medium.height, { fit: 'fill' }).webp({ quality: 80 }).toBuffer(),
    rawImage(img).webp({ quality: 80 }).toBuffer(),
  ]);
  return { large, thumb: small, medium: phone, largeWebp };
}

/** A close-up crop of the artwork (brushwork), upscaled to W x H. */
export async function renderDetail(main: Raw, W: number, H: number, seed: string): Promise<Raw> {
  const r = createRng(`detail:${seed}`);
  const side = Math.round(Math.min(main.width, main.height) * 0.42);
  const left = r.int(0, main.width - side);
  const top = r.int(0, main.height - side);
  const { data, info } = await rawImage(main)
    .extract({ left, top, width: side, height: side })
    .resize(W, H, { kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3 };
}

/** The artwork hanging on a wall above a bench, at its real size relative to the room. */
export async function renderRoomView(main: Raw, art: RenderSpec, W: number, H: number): Promise<Raw> {
  const r = createRng(`room:${art.id}`);
  const s = newSvg();
  const wall = r.pick(['#eeeae3', '#e4e7e6', '#efe6da', '#dfe3dc', '#e9e2e8', '#d9dee4']);
  const floorY = H * 0.8;
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(s, [
      [0, shade(wall, 0.05)],
      [1, shade(wall, -0.08)],
    ])}"/>`,
  );
  s.body.push(
    `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${linear(s, [
      [0, '#b08a63'],
      [1, '#7c5c3d'],
    ])}"/>`,
  );
  s.body.push(`<rect y="${f(floorY - H * 0.015)}" width="${W}" height="${f(H * 0.015)}" fill="#fafafa"/>`);
  // Scale: the visible wall is 3.4 m wide.
  const pxPerCm = W / 340;
  let aw = art.width_cm * pxPerCm;
  let ah = art.height_cm * pxPerCm;
  const maxH = H * 0.52;
  const k = Math.min(1, maxH / ah, (W * 0.6) / aw);
  aw *= k;
  ah *= k;
  const ax = (W - aw) / 2;
  const ay = Math.max(H * 0.08, H * 0.42 - ah / 2);
  const frame = art.category === 'photography' ? Math.max(4, aw * 0.03) : 0;
  const mat = art.category === 'photography' ? Math.max(6, aw * 0.08) : 0;
  s.body.push(
    softShadow(
      ax - frame - mat + W * 0.006,
      ay - frame - mat + H * 0.012,
      aw + 2 * (frame + mat),
      ah + 2 * (frame + mat),
      W * 0.01,
    ),
  );
  if (frame) {
    s.body.push(
      `<rect x="${f(ax - frame - mat)}" y="${f(ay - frame - mat)}" width="${f(aw + 2 * (frame + mat))}" height="${f(ah + 2 * (frame + mat))}" fill="${r.pick(['#1a1a1a', '#c8a27a', '#f4f4f4'])}"/>`,
    );
    s.body.push(
      `<rect x="${f(ax - mat)}" y="${f(ay - mat)}" width="${f(aw + 2 * mat)}" height="${f(ah + 2 * mat)}" fill="#fbfaf7"/>`,
    );
  }
  // Bench / sideboard and a plant.
  const bw = W * 0.46;
  const bx = (W - bw) / 2;
  const by = floorY - H * 0.14;
  const wood = r.pick(['#8b5e3c', '#c19a6b', '#3b3b3b', '#e0d6c8']);
  s.body.push(`<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(H * 0.1)}" fill="${wood}"/>`);
  s.body.push(
    `<rect x="${f(bx + bw * 0.05)}" y="${f(by + H * 0.1)}" width="${f(W * 0.01)}" height="${f(H * 0.04)}" fill="${shade(wood, -0.4)}"/>`,
  );
  s.body.push(
    `<rect x="${f(bx + bw * 0.93)}" y="${f(by + H * 0.1)}" width="${f(W * 0.01)}" height="${f(H * 0.04)}" fill="${shade(wood, -0.4)}"/>`,
  );
  const px = bx + bw * r.range(0.75, 0.88);
  s.body.push(
    `<path d="M${f(px - W * 0.02)} ${f(by)} L${f(px + W * 0.02)} ${f(by)} L${f(px + W * 0.015)} ${f(by - H * 0.06)} L${f(px - W * 0.015)} ${f(by - H * 0.06)} Z" fill="#d8cfc4"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const a = r.range(-1.2, 1.2);
    s.body.push(
      `<ellipse cx="${f(px + Math.sin(a) * W * 0.04)}" cy="${f(by - H * 0.06 - Math.cos(a) * H * 0.07)}" rx="${f(W * 0.012)}" ry="${f(H * 0.045)}" fill="${jitter('#4f7942', r, 0.06)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px + Math.sin(a) * W * 0.04)} ${f(by - H * 0.06 - Math.cos(a) * H * 0.07)})"/>`,
    );
  }
  const artBuf = await rawImage(main)
    .resize(Math.round(aw), Math.round(ah), { fit: 'fill' })
    .png()
    .toBuffer();
  const { data, info } = await sharp(Buffer.from(toSvg(s, W, H)))
    .composite([{ input: artBuf, left: Math.round(ax), top: Math.round(ay) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels === 1 ? 1 : 3 };
}

/** An artist's profile picture: a soft, photographic portrait. */
export async function renderArtistAvatar(id: string, size = 640): Promise<Buffer> {
  const r = createRng(`avatar:${id}`);
  const s = newSvg();
  portrait(s, r, size, size, { photo: true });
  const raw = applyTexture(await toRaw(sharp(Buffer.from(toSvg(s, size, size))).blur(1.2)), TEXTURES.grain);
  return rawImage(raw).jpeg(JPEG).toBuffer();
}

const FACADE: Record<string, string[]> = {
  Stockholm: ['#d9a441', '#c9753d', '#e3c48a', '#b5562f'],
  Gothenburg: ['#9b4a32', '#7d8a6a', '#c8b48a', '#8c3b2b'],
  Malmö: ['#a0432c', '#c76b4a', '#e0cfb1', '#7e3a28'],
};

/** A venue's street front: façade, big windows with warm light, awning for cafés and restaurants. */
export async function renderVenueFacade(
  v: { id: string; venue_type: VenueType; city: string },
  W = 1200,
  H = 800,
): Promise<Buffer> {
  const r = createRng(`facade:${v.id}`);
  const s = newSvg();
  const wall = r.pick(FACADE[v.city] ?? (FACADE.Stockholm as string[]));
  const dark = v.venue_type === 'bar';
  const white = v.venue_type === 'gallery';
  const facade = white ? '#efede8' : dark ? '#2b2b33' : wall;
  s.body.push(`<rect width="${W}" height="${H}" fill="${facade}"/>`);
  // Upper floor windows.
  for (let i = 0; i < 5; i++) {
    const x = W * (0.06 + i * 0.19);
    s.body.push(
      `<rect x="${f(x)}" y="${f(H * 0.06)}" width="${f(W * 0.11)}" height="${f(H * 0.2)}" fill="${linear(s, [
        [0, '#9bb3c9'],
        [1, '#4b5d70'],
      ])}" stroke="#f5f1e8" stroke-width="${f(W * 0.008)}"/>`,
    );
  }
  s.body.push(
    `<rect y="${f(H * 0.33)}" width="${W}" height="${f(H * 0.02)}" fill="${shade(facade, -0.15)}"/>`,
  );
  // Shop windows with warm interior and framed art inside.
  const floor = H * 0.88;
  const top = H * 0.45;
  const interior = dark ? '#ff9f43' : '#ffd9a0';
  for (const [x0, x1] of [
    [0.05, 0.42],
    [0.58, 0.95],
  ] as const) {
    s.body.push(
      `<rect x="${f(W * x0)}" y="${f(top)}" width="${f(W * (x1 - x0))}" height="${f(floor - top)}" fill="${linear(
        s,
        [
          [0, interior],
          [1, shade(interior, -0.45)],
        ],
      )}" stroke="#1f1f1f" stroke-width="${f(W * 0.01)}"/>`,
    );
    for (let k = 0; k < 2; k++) {
      const fx = W * (x0 + 0.04 + k * 0.17);
      const c = r.pick(r.pick(BOLD));
      s.body.push(
        `<rect x="${f(fx)}" y="${f(top + H * 0.06)}" width="${f(W * 0.1)}" height="${f(H * 0.14)}" fill="${c}" stroke="#2a2a2a" stroke-width="${f(W * 0.005)}"/>`,
      );
    }
    if (v.venue_type === 'cafe' || v.venue_type === 'restaurant') {
      for (let k = 0; k < 2; k++) {
        const tx = W * (x0 + 0.08 + k * 0.18);
        s.body.push(
          `<rect x="${f(tx)}" y="${f(floor - H * 0.12)}" width="${f(W * 0.08)}" height="${f(H * 0.015)}" fill="#3b2a1e"/>`,
        );
        s.body.push(
          `<rect x="${f(tx + W * 0.035)}" y="${f(floor - H * 0.12)}" width="${f(W * 0.01)}" height="${f(H * 0.12)}" fill="#3b2a1e"/>`,
        );
      }
    }
  }
  // Door.
  s.body.push(
    `<rect x="${f(W * 0.45)}" y="${f(top)}" width="${f(W * 0.1)}" height="${f(floor - top)}" fill="${shade(facade, -0.5)}"/>`,
  );
  s.body.push(
    `<rect x="${f(W * 0.465)}" y="${f(top + H * 0.03)}" width="${f(W * 0.07)}" height="${f(H * 0.22)}" fill="${interior}" opacity="0.7"/>`,
  );
  // Sign board (no text) and awning.
  s.body.push(
    `<rect x="${f(W * 0.3)}" y="${f(H * 0.37)}" width="${f(W * 0.4)}" height="${f(H * 0.05)}" fill="${dark ? '#ff2e88' : '#1f2a36'}"/>`,
  );
  if (v.venue_type === 'cafe' || v.venue_type === 'restaurant') {
    const stripe = r.pick(['#1d3557', '#2a9d8f', '#c1121f', '#264653']);
    for (let i = 0; i < 12; i++) {
      const x = W * 0.05 + (i * W * 0.37) / 12;
      s.body.push(
        `<path d="M${f(x)} ${f(top - H * 0.01)} l${f((W * 0.37) / 12)} 0 l${f(W * 0.004)} ${f(H * 0.07)} l${f(-(W * 0.37) / 12 - W * 0.008)} 0 Z" fill="${i % 2 ? '#f4f1ea' : stripe}"/>`,
      );
    }
  }
  if (v.venue_type === 'hotel') {
    s.body.push(
      `<rect x="${f(W * 0.4)}" y="${f(top - H * 0.04)}" width="${f(W * 0.2)}" height="${f(H * 0.04)}" fill="#1f1f1f"/>`,
    );
  }
  // Pavement, a bike and plant pots.
  s.body.push(
    `<rect y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="${linear(s, [
      [0, '#9a9a96'],
      [1, '#6d6d69'],
    ])}"/>`,
  );
  const bx = W * r.range(0.1, 0.3);
  const wr = H * 0.05;
  for (const dx of [0, wr * 2.6]) {
    s.body.push(
      `<circle cx="${f(bx + dx)}" cy="${f(floor + H * 0.04)}" r="${f(wr)}" fill="none" stroke="#1b1b1b" stroke-width="${f(H * 0.006)}"/>`,
    );
  }
  s.body.push(
    `<path d="M${f(bx)} ${f(floor + H * 0.04)} L${f(bx + wr * 1.2)} ${f(floor - H * 0.02)} L${f(bx + wr * 2.6)} ${f(floor + H * 0.04)} M${f(bx + wr * 1.2)} ${f(floor - H * 0.02)} L${f(bx + wr * 1.0)} ${f(floor - H * 0.05)}" stroke="${r.pick(['#c1121f', '#f1c40f', '#2a9d8f'])}" stroke-width="${f(H * 0.008)}" fill="none"/>`,
  );
  for (const px of [0.43, 0.57]) {
    s.body.push(
      `<rect x="${f(W * px - W * 0.02)}" y="${f(floor - H * 0.06)}" width="${f(W * 0.04)}" height="${f(H * 0.06)}" fill="#5b5b5b"/>`,
    );
    s.body.push(`<circle cx="${f(W * px)}" cy="${f(floor - H * 0.09)}" r="${f(H * 0.05)}" fill="#4f7942"/>`);
  }
  const raw = applyTexture(await toRaw(sharp(Buffer.from(toSvg(s, W, H))).blur(0.6)), TEXTURES.grain);
  return rawImage(raw).jpeg(JPEG).toBuffer();
}

/** The inside of a venue with the artworks that hang there (raw thumbnails), up to three. */
export async function renderVenueInterior(
  v: { id: string; venue_type: VenueType },
  hanging: Raw[],
  W = 1200,
  H = 800,
): Promise<Buffer> {
  const r = createRng(`interior:${v.id}`);
  const s = newSvg();
  const walls: Partial<Record<VenueType, string>> = {
    gallery: '#f4f3ef',
    bar: '#3a2f2a',
    hotel: '#d8cbb8',
    cafe: '#e9dfcf',
    restaurant: '#cfd8d3',
    coworking: '#e6e6e2',
  };
  const wall = walls[v.venue_type] ?? '#e8e4dc';
  const floorY = H * 0.78;
  s.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(s, [
      [0, shade(wall, 0.05)],
      [1, shade(wall, -0.12)],
    ])}"/>`,
  );
  s.body.push(
    `<rect y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="${linear(s, [
      [0, v.venue_type === 'gallery' ? '#b9b4ab' : '#9c7650'],
      [1, '#5e4630'],
    ])}"/>`,
  );
  // Pendant lamps.
  for (let i = 0; i < 3; i++) {
    const x = W * (0.2 + i * 0.3);
    s.body.push(`<rect x="${f(x - 1)}" y="0" width="2" height="${f(H * 0.08)}" fill="#222222"/>`);
    s.body.push(
      `<path d="M${f(x - W * 0.03)} ${f(H * 0.12)} L${f(x + W * 0.03)} ${f(H * 0.12)} L${f(x + W * 0.012)} ${f(H * 0.08)} L${f(x - W * 0.012)} ${f(H * 0.08)} Z" fill="#1f1f1f"/>`,
    );
    s.body.push(
      `<circle cx="${f(x)}" cy="${f(H * 0.13)}" r="${f(H * 0.12)}" fill="${radial(s, [
        [0, '#ffe7b0', 0.55],
        [1, '#ffe7b0', 0],
      ])}"/>`,
    );
  }
  // Frames: where the hanging artworks go.
  const slots = Math.max(1, Math.min(3, hanging.length || 3));
  const placements: { left: number; top: number; w: number; h: number }[] = [];
  for (let i = 0; i < slots; i++) {
    const img = hanging[i];
    const cx = (W * (i + 0.5)) / slots;
    const boxW = (W / slots) * 0.62;
    const boxH = H * 0.36;
    const aspect = img ? img.width / img.height : 0.8;
    const w = Math.round(aspect > boxW / boxH ? boxW : boxH * aspect);
    const h = Math.round(w / aspect);
    const left = Math.round(cx - w / 2);
    const top = Math.round(H * 0.4 - h / 2);
    placements.push({ left, top, w, h });
    s.body.push(softShadow(left + 6, top + 10, w, h, 10));
    if (!img)
      s.body.push(
        `<rect x="${left}" y="${top}" width="${w}" height="${h}" fill="${shade(wall, -0.1)}" stroke="#2a2a2a" stroke-width="6"/>`,
      );
  }
  // Furniture by type.
  if (v.venue_type === 'bar') {
    s.body.push(`<rect y="${f(H * 0.66)}" width="${W}" height="${f(H * 0.2)}" fill="#1c1410"/>`);
    s.body.push(`<rect y="${f(H * 0.64)}" width="${W}" height="${f(H * 0.025)}" fill="#6b4a2f"/>`);
  } else if (v.venue_type === 'gallery') {
    s.body.push(
      `<rect x="${f(W * 0.38)}" y="${f(H * 0.7)}" width="${f(W * 0.24)}" height="${f(H * 0.06)}" fill="#2f2f2f"/>`,
    );
  } else {
    for (let i = 0; i < 4; i++) {
      const x = W * (0.1 + i * 0.24);
      s.body.push(
        `<ellipse cx="${f(x + W * 0.05)}" cy="${f(H * 0.74)}" rx="${f(W * 0.06)}" ry="${f(H * 0.012)}" fill="#3b2a1e"/>`,
      );
      s.body.push(
        `<rect x="${f(x + W * 0.045)}" y="${f(H * 0.74)}" width="${f(W * 0.01)}" height="${f(H * 0.14)}" fill="#3b2a1e"/>`,
      );
      s.body.push(
        `<rect x="${f(x - W * 0.02)}" y="${f(H * 0.78)}" width="${f(W * 0.035)}" height="${f(H * 0.1)}" rx="4" fill="${r.pick(['#2a9d8f', '#e9c46a', '#264653', '#c1121f'])}"/>`,
      );
    }
  }
  const composites = await Promise.all(
    hanging.slice(0, slots).map(async (img, i) => {
      const p = placements[i] as { left: number; top: number; w: number; h: number };
      return {
        input: await rawImage(img).resize(p.w, p.h, { fit: 'fill' }).png().toBuffer(),
        left: p.left,
        top: p.top,
      };
    }),
  );
  const base = await toRaw(sharp(Buffer.from(toSvg(s, W, H))).composite(composites));
  const raw = applyTexture(await toRaw(rawImage(base).blur(0.5)), TEXTURES.grain);
  return rawImage(raw).jpeg(JPEG).toBuffer();
}
