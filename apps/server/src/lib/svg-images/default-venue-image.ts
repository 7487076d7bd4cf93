/** The venue placeholder: shown when a venue has no images, or an image fails to load. */
export function defaultVenueSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img">
<rect width="800" height="600" fill="#e6eaee"/>
<path d="M0 600 L0 430 Q200 360 400 420 T800 400 L800 600 Z" fill="#d3d9df"/>
<g fill="#9aa6b2"><polygon points="290,300 400,210 510,300"/><rect x="315" y="300" width="170" height="120"/></g>
<rect x="382" y="355" width="36" height="65" rx="3" fill="#e6eaee"/>
<rect x="330" y="320" width="36" height="30" rx="2" fill="#e6eaee"/><rect x="434" y="320" width="36" height="30" rx="2" fill="#e6eaee"/>
</svg>`;
}
