import sharp from 'sharp';

const SIZE = 768;

function eye(cx: number, cy: number, flip: 1 | -1): string {
  const w = 44;
  const lid = `M ${cx - w},${cy + 2} C ${cx - w * 0.6},${cy - 30} ${cx + w * 0.5},${cy - 30} ${cx + w},${cy} C ${cx + w * 0.5},${cy + 24} ${cx - w * 0.5},${cy + 24} ${cx - w},${cy + 2} Z`;
  return [
    `<path d="${lid}" fill="#fbf7f2"/>`,
    `<clipPath id="eye${flip}"><path d="${lid}"/></clipPath>`,
    `<g clip-path="url(#eye${flip})">`,
    `<circle cx="${cx}" cy="${cy - 2}" r="19" fill="url(#iris)"/>`,
    `<circle cx="${cx}" cy="${cy - 2}" r="8.5" fill="#1a1410"/>`,
    `<circle cx="${cx + 6}" cy="${cy - 8}" r="4.5" fill="#ffffff" opacity="0.9"/>`,
    '</g>',
    `<path d="M ${cx - w - 3},${cy + 3} C ${cx - w * 0.6},${cy - 31} ${cx + w * 0.5},${cy - 31} ${cx + w + 3},${cy}" fill="none" stroke="#3a2418" stroke-width="4.5" stroke-linecap="round"/>`,
    `<path d="M ${cx - w * 0.8},${cy + 12} Q ${cx},${cy + 22} ${cx + w * 0.8},${cy + 8}" fill="none" stroke="#b9826a" stroke-width="2" opacity="0.6"/>`,
  ].join('');
}

/**
 * An illustrated head-and-shoulders portrait of a smiling person, drawn in SVG: the picture
 * each style's thumbnail is painted from, so the shop shows real output without a stock photo.
 */
function portraitSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
  <radialGradient id="backdrop" cx="0.45" cy="0.35" r="0.8"><stop offset="0" stop-color="#dfe6ea"/><stop offset="0.6" stop-color="#a9b8c2"/><stop offset="1" stop-color="#6d7f8c"/></radialGradient>
  <radialGradient id="skin" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="#f6d2b4"/><stop offset="0.7" stop-color="#e7b08e"/><stop offset="1" stop-color="#c98a69"/></radialGradient>
  <linearGradient id="neck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c98c6a"/><stop offset="0.5" stop-color="#e2a988"/></linearGradient>
  <linearGradient id="hair" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5a3722"/><stop offset="0.5" stop-color="#3b2314"/><stop offset="1" stop-color="#24150c"/></linearGradient>
  <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2f5d6b"/><stop offset="1" stop-color="#173640"/></linearGradient>
  <radialGradient id="iris" cx="0.4" cy="0.4" r="0.7"><stop offset="0" stop-color="#8fb069"/><stop offset="0.6" stop-color="#5b7a3c"/><stop offset="1" stop-color="#2f4220"/></radialGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#backdrop)"/>
<path d="M 222,330 C 200,170 290,92 392,96 C 500,100 580,180 556,340 C 570,470 590,560 540,610 L 236,610 C 190,560 214,460 222,330 Z" fill="url(#hair)"/>
<path d="M 70,768 C 86,650 170,590 292,566 L 476,566 C 598,590 682,650 698,768 Z" fill="url(#coat)"/>
<path d="M 330,566 L 384,660 L 438,566 Z" fill="#f3efe8"/>
<path d="M 300,566 L 384,672 L 352,700 L 282,590 Z M 468,566 L 384,672 L 416,700 L 486,590 Z" fill="#f8f5ef" stroke="#d6d0c6" stroke-width="2"/>
<path d="M 330,440 L 330,560 C 350,600 418,600 438,560 L 438,440 Z" fill="url(#neck)"/>
<ellipse cx="262" cy="350" rx="22" ry="38" fill="#dca283"/>
<ellipse cx="506" cy="350" rx="22" ry="38" fill="#dca283"/>
<ellipse cx="384" cy="330" rx="124" ry="158" fill="url(#skin)"/>
<ellipse cx="318" cy="392" rx="34" ry="20" fill="#e98f86" opacity="0.28"/>
<ellipse cx="450" cy="392" rx="34" ry="20" fill="#e98f86" opacity="0.28"/>
<path d="M 256,300 C 250,180 320,150 392,152 C 470,154 530,200 514,300 C 490,236 450,214 404,206 C 350,230 300,240 256,300 Z" fill="url(#hair)"/>
<path d="M 292,262 Q 330,240 364,258" fill="none" stroke="#3b2314" stroke-width="9" stroke-linecap="round"/>
<path d="M 404,258 Q 440,240 478,262" fill="none" stroke="#3b2314" stroke-width="9" stroke-linecap="round"/>
${eye(330, 305, 1)}
${eye(440, 305, -1)}
<path d="M 394,300 C 398,336 404,360 410,378 C 402,388 390,390 384,388 C 392,380 396,350 394,300 Z" fill="#c98a69" opacity="0.45"/>
<path d="M 366,382 C 372,394 396,396 404,384" fill="none" stroke="#b57c5e" stroke-width="3.5" stroke-linecap="round"/>
<ellipse cx="372" cy="384" rx="6" ry="3.5" fill="#9c5f48" opacity="0.7"/>
<ellipse cx="398" cy="384" rx="6" ry="3.5" fill="#9c5f48" opacity="0.7"/>
<path d="M 330,424 Q 384,470 440,424 Q 384,440 330,424 Z" fill="#ffffff"/>
<path d="M 328,422 Q 384,488 442,422 Q 412,460 384,462 Q 356,460 328,422 Z" fill="#c4545a"/>
<path d="M 328,422 Q 356,414 384,420 Q 412,414 442,422 Q 384,434 328,422 Z" fill="#b8474f"/>
</svg>`;
}

/** The sample portrait as a 768 px RGB PNG. */
export function renderSamplePortrait(): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg())).removeAlpha().png().toBuffer();
}
