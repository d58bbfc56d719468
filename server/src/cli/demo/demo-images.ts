import { Readable } from 'node:stream';
import sharp from 'sharp';

// Demo photos drawn on the fly (no binary files in the repository): a sky, a road, and a vehicle
// silhouette in the item's colour, seen from a few angles.
const views = ['side', 'front', 'rear'] as const;
export type DemoView = (typeof views)[number];
export const demoViews = views;

function silhouette(
  view: DemoView,
  body: 'car' | 'van' | 'truck' | 'tractor',
  colour: string,
): string {
  const wheel = (x: number, r = 62) =>
    `<circle cx="${x}" cy="640" r="${r}" fill="#1d1f22"/><circle cx="${x}" cy="640" r="${r * 0.45}" fill="#9aa3ab"/>`;
  if (view !== 'side') {
    const width = body === 'truck' ? 520 : body === 'van' ? 460 : 420;
    const top = body === 'truck' ? 170 : body === 'van' ? 250 : 330;
    const x = 600 - width / 2;
    const lamp = view === 'front' ? '#fff6c8' : '#d83a2e';
    return `<rect x="${x}" y="${top}" width="${width}" height="${650 - top}" rx="40" fill="${colour}"/>
      <rect x="${x + 40}" y="${top + 40}" width="${width - 80}" height="${(650 - top) * 0.38}" rx="20" fill="#2f3d4a" opacity="0.85"/>
      <rect x="${x + 20}" y="560" width="90" height="34" rx="10" fill="${lamp}"/>
      <rect x="${x + width - 110}" y="560" width="90" height="34" rx="10" fill="${lamp}"/>
      <rect x="${600 - 80}" y="600" width="160" height="36" rx="4" fill="#f4f4f4" stroke="#1c3f94" stroke-width="6"/>`;
  }
  switch (body) {
    case 'truck':
      return `<rect x="170" y="170" width="610" height="420" rx="14" fill="#e9ecef"/>
        <rect x="790" y="260" width="250" height="330" rx="30" fill="${colour}"/>
        <rect x="860" y="290" width="150" height="120" rx="12" fill="#2f3d4a"/>${wheel(300, 70)}${wheel(460, 70)}${wheel(930, 70)}`;
    case 'van':
      return `<path d="M180 600 L180 300 Q190 240 260 240 L820 240 Q900 250 960 380 L1030 440 Q1050 470 1050 520 L1050 600 Z" fill="${colour}"/>
        <path d="M830 270 L900 390 L760 390 L760 270 Z" fill="#2f3d4a"/>${wheel(330)}${wheel(880)}`;
    case 'tractor':
      return `<rect x="380" y="300" width="330" height="230" rx="16" fill="${colour}"/>
        <rect x="700" y="390" width="230" height="160" rx="12" fill="${colour}"/>
        <rect x="430" y="190" width="230" height="140" rx="10" fill="#2f3d4a" opacity="0.8"/>
        <circle cx="480" cy="600" r="130" fill="#1d1f22"/><circle cx="480" cy="600" r="60" fill="#c9b037"/>${wheel(860, 72)}`;
    case 'car':
      return `<path d="M150 600 L150 500 Q160 440 260 430 L380 420 L480 330 Q520 300 600 300 L820 300 Q880 305 930 360 L1000 430 Q1060 445 1060 520 L1060 600 Z" fill="${colour}"/>
        <path d="M500 340 L590 330 L590 420 L420 425 Z M620 330 L810 330 Q850 340 890 420 L620 420 Z" fill="#2f3d4a"/>${wheel(330)}${wheel(880)}`;
  }
}

/** A JPEG photo of a demo vehicle, about 1200 × 800. */
export async function drawDemoPhoto(options: {
  body: 'car' | 'van' | 'truck' | 'tractor';
  colour: string;
  view: DemoView;
  seed: number;
}): Promise<Buffer> {
  const sky = ['#9cc3e6', '#b9d4ea', '#cfd9e2', '#f0c89a'][options.seed % 4];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#eef2f5"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <rect y="560" width="1200" height="240" fill="#6f7479"/>
    <rect y="690" width="1200" height="10" fill="#d9d9d9"/>
    ${silhouette(options.view, options.body, options.colour)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78 }).toBuffer();
}

export const streamOf = (buffer: Buffer) => Readable.from([buffer]);
