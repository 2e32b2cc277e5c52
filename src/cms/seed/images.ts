import sharp from 'sharp';

/**
 * Original illustrations for the demo articles, drawn as SVG and rendered to JPEG: the demo
 * ships no photos it would need a licence for.
 */
export interface Scene {
  name: string;
  alt: string;
  sky: [string, string];
  hills: [string, string, string];
  sun?: string;
  snow?: boolean;
  foreground: 'road' | 'camper' | 'tyre' | 'highway' | 'charger' | 'ecar' | 'lake' | 'bicycle';
  /** Another crop of the same picture, e.g. square for phones: width and height in pixels, and which part to keep. */
  crop?: { width: number; height: number; keep?: 'centre' | 'south' };
}

const W = 1920;
const H = 1080;

const foregrounds: Record<Scene['foreground'], string> = {
  road: `<path d="M760 1080 C860 900 930 780 950 640 L990 640 C1010 780 1100 900 1280 1080Z" fill="#4a5561"/>
    <path d="M968 650 L966 700 M962 760 L956 840 M948 920 L936 1040" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`,
  camper: `<path d="M0 1000 L1920 1000 L1920 1080 L0 1080Z" fill="#4a5561"/>
    <rect x="620" y="700" width="640" height="260" rx="40" fill="#f5f5f0"/>
    <path d="M1260 780 L1400 800 Q1440 810 1440 860 L1440 960 L1260 960Z" fill="#f5f5f0"/>
    <rect x="1280" y="800" width="110" height="70" rx="10" fill="#9cc3e6"/>
    <rect x="680" y="760" width="140" height="90" rx="12" fill="#9cc3e6"/>
    <rect x="880" y="760" width="140" height="90" rx="12" fill="#9cc3e6"/>
    <rect x="620" y="880" width="820" height="26" fill="#e8553e"/>
    <circle cx="780" cy="970" r="56" fill="#2f3a45"/><circle cx="780" cy="970" r="24" fill="#c9ced4"/>
    <circle cx="1300" cy="970" r="56" fill="#2f3a45"/><circle cx="1300" cy="970" r="24" fill="#c9ced4"/>`,
  tyre: `<path d="M0 960 L1920 960 L1920 1080 L0 1080Z" fill="#eef3f8"/>
    <circle cx="960" cy="740" r="250" fill="#2f3a45"/>
    <circle cx="960" cy="740" r="130" fill="#c9ced4"/>
    <circle cx="960" cy="740" r="40" fill="#8a939c"/>
    ${Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      const x1 = 960 + Math.cos(a) * 190;
      const y1 = 740 + Math.sin(a) * 190;
      const x2 = 960 + Math.cos(a) * 245;
      const y2 = 740 + Math.sin(a) * 245;
      return `<path d="M${x1.toFixed(0)} ${y1.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)}" stroke="#4a5561" stroke-width="22" stroke-linecap="round"/>`;
    }).join('')}`,
  highway: `<path d="M200 1080 L860 620 L1060 620 L1720 1080Z" fill="#4a5561"/>
    <path d="M960 640 L960 1080" stroke="#f6c453" stroke-width="12" stroke-dasharray="60 50"/>
    <rect x="700" y="860" width="150" height="90" rx="18" fill="#e8553e"/><rect x="1070" y="860" width="150" height="90" rx="18" fill="#1d5b9e"/>
    <rect x="760" y="720" width="110" height="66" rx="14" fill="#f5f5f0"/><rect x="1050" y="720" width="110" height="66" rx="14" fill="#7fae7a"/>
    <rect x="915" y="780" width="90" height="150" rx="16" fill="#e8553e"/><rect x="930" y="790" width="60" height="24" rx="6" fill="#9cc3e6"/>`,
  charger: `<path d="M0 990 L1920 990 L1920 1080 L0 1080Z" fill="#4a5561"/>
    <rect x="1180" y="560" width="200" height="430" rx="30" fill="#f5f5f0"/>
    <rect x="1210" y="600" width="140" height="110" rx="12" fill="#1d5b9e"/>
    <path d="M1290 620 L1255 665 L1285 665 L1270 700 L1310 650 L1280 650Z" fill="#f6c453"/>
    <path d="M1380 760 C1500 760 1500 900 1400 930 L1180 930" fill="none" stroke="#2f3a45" stroke-width="18" stroke-linecap="round"/>
    <path d="M420 870 Q450 760 560 750 L900 740 Q980 745 1020 830 L1080 860 Q1110 880 1100 940 L1100 960 L420 960Z" fill="#1a7335"/>
    <rect x="580" y="775" width="160" height="60" rx="14" fill="#9cc3e6"/><rect x="760" y="775" width="190" height="60" rx="14" fill="#9cc3e6"/>
    <circle cx="560" cy="965" r="52" fill="#2f3a45"/><circle cx="960" cy="965" r="52" fill="#2f3a45"/>`,
  lake: `<path d="M0 840 C400 800 900 820 1300 810 C1600 805 1800 820 1920 830 L1920 1080 L0 1080Z" fill="#3f7fb5"/>
    <path d="M120 900 L420 900 M700 950 L1100 950 M1300 1010 L1760 1010" stroke="#9cc3e6" stroke-width="8" stroke-linecap="round"/>
    <path d="M980 900 L1180 900 L1140 940 L1020 940Z" fill="#f5f5f0"/><path d="M1080 900 L1080 760 L1160 890Z" fill="#f5f5f0"/>
    <path d="M0 1000 L1920 1000 L1920 1080 L0 1080Z" fill="#5f9460"/>`,
  bicycle: `<path d="M0 990 L1920 990 L1920 1080 L0 1080Z" fill="#8a939c"/>
    <circle cx="760" cy="900" r="110" fill="none" stroke="#2f3a45" stroke-width="22"/>
    <circle cx="1160" cy="900" r="110" fill="none" stroke="#2f3a45" stroke-width="22"/>
    <path d="M760 900 L880 700 L1090 700 L1160 900 M880 700 L960 900 L1090 700 M960 900 L760 900 M860 650 L920 650 M1090 700 L1070 630 L1130 630" fill="none" stroke="#b4321f" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`,
  ecar: `<path d="M0 980 L1920 980 L1920 1080 L0 1080Z" fill="#f4f8fb"/>
    <path d="M620 870 Q650 750 770 740 L1130 730 Q1210 735 1250 820 L1320 850 Q1350 870 1340 930 L1340 960 L620 960Z" fill="#1d5b9e"/>
    <rect x="790" y="765" width="170" height="60" rx="14" fill="#dbe8f5"/><rect x="980" y="765" width="200" height="60" rx="14" fill="#dbe8f5"/>
    <circle cx="780" cy="965" r="56" fill="#2f3a45"/><circle cx="1190" cy="965" r="56" fill="#2f3a45"/>
    <rect x="1420" y="600" width="120" height="220" rx="20" fill="none" stroke="#2f3a45" stroke-width="14"/>
    <rect x="1455" y="580" width="50" height="24" rx="6" fill="#2f3a45"/>
    <rect x="1440" y="760" width="80" height="44" rx="6" fill="#e8553e"/>`,
};

function svg(scene: Scene): string {
  const [sky1, sky2] = scene.sky;
  const [far, mid, near] = scene.hills;
  const snowCaps = scene.snow
    ? `<path d="M520 330 L580 420 L550 410 L520 440 L490 405 L455 420Z" fill="#fff"/><path d="M1380 300 L1450 400 L1410 390 L1380 420 L1350 395 L1310 405Z" fill="#fff"/>`
    : '';
  const flakes = scene.snow
    ? Array.from({ length: 70 }, (_, i) => `<circle cx="${(i * 277) % W}" cy="${(i * 131) % 640}" r="${4 + (i % 4)}" fill="#fff" opacity="0.85"/>`).join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  ${scene.sun ? `<circle cx="1560" cy="220" r="110" fill="${scene.sun}"/>` : ''}
  <path d="M0 620 L300 420 L520 330 L760 520 L1000 380 L1380 300 L1640 480 L1920 380 L1920 1080 L0 1080Z" fill="${far}"/>
  ${snowCaps}
  <path d="M0 720 C300 620 600 700 900 640 C1200 580 1500 690 1920 620 L1920 1080 L0 1080Z" fill="${mid}"/>
  <path d="M0 860 C400 780 800 840 1200 800 C1500 770 1700 820 1920 790 L1920 1080 L0 1080Z" fill="${near}"/>
  ${foregrounds[scene.foreground]}
  ${flakes}
</svg>`;
}

export async function renderScene(scene: Scene): Promise<Buffer> {
  const image = sharp(Buffer.from(svg(scene)));
  const cropped = scene.crop ? image.resize(scene.crop.width, scene.crop.height, { fit: 'cover', position: scene.crop.keep ?? 'centre' }) : image;
  return cropped.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
