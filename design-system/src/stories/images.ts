/**
 * Product renders for stories, drawn like the shop's own: a tower case silhouette with a glass
 * panel and a light strip in the build's colour, as a small SVG data URI.
 */
export function caseRender(light: string, { wide = false } = {}): string {
  const width = wide ? 800 : 640;
  const x = wide ? 280 : 200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 480">
<rect width="${width}" height="480" fill="#07080b"/>
<ellipse cx="${x + 120}" cy="440" rx="170" ry="18" fill="#000" opacity=".6"/>
<rect x="${x}" y="60" width="240" height="370" rx="14" fill="#1c2130" stroke="#465069" stroke-width="3"/>
<rect x="${x + 22}" y="84" width="160" height="322" rx="8" fill="#0b0d12" stroke="${light}" stroke-opacity=".5"/>
<rect x="${x + 196}" y="84" width="8" height="322" rx="4" fill="${light}"/>
<circle cx="${x + 102}" cy="160" r="42" fill="none" stroke="${light}" stroke-width="6"/>
<circle cx="${x + 102}" cy="270" r="42" fill="none" stroke="${light}" stroke-width="6"/>
<rect x="${x + 44}" y="340" width="116" height="26" rx="4" fill="#2a3142"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const renders = {
  cyan: caseRender('#22d3ee'),
  lime: caseRender('#a3e635'),
  amber: caseRender('#fb923c'),
  violet: caseRender('#a78bfa'),
};

/** A monitor on its stand, its screen lit in `light`, for single products in stories. */
export function monitorRender(light: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480">
<rect width="480" height="480" fill="#07080b"/>
<rect x="40" y="90" width="400" height="240" rx="10" fill="#1c2130" stroke="#465069" stroke-width="3"/>
<rect x="56" y="106" width="368" height="208" rx="4" fill="#0b0d12" stroke="${light}" stroke-opacity=".6"/>
<path d="M70 290 L200 170 L280 240 L330 200 L410 290 Z" fill="${light}" opacity=".35"/>
<rect x="220" y="330" width="40" height="70" fill="#2a3142"/>
<rect x="160" y="396" width="160" height="14" rx="7" fill="#2a3142"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
