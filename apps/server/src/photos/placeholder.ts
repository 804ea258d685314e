/** A neutral avatar silhouette used where a member has no photo (/api/placeholder/40/40). */
export function placeholderSvg(width: number, height: number): string {
  const size = Math.min(width, height);
  const cx = width / 2;
  const head = size * 0.18;
  const headY = height * 0.4;
  const bodyY = headY + head * 2.6;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="">`,
    `<rect width="${width}" height="${height}" fill="#e5e7eb"/>`,
    `<circle cx="${cx}" cy="${headY}" r="${head}" fill="#9ca3af"/>`,
    `<ellipse cx="${cx}" cy="${bodyY}" rx="${size * 0.32}" ry="${head * 1.4}" fill="#9ca3af"/>`,
    `</svg>`,
  ].join("");
}
