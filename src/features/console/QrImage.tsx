import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `value` drawn as one SVG path (crisp at any size, on a projector too), with the
 * quiet zone scanners need around it. Error correction M: a screen photographed at an angle or
 * with a glare spot still reads.
 */
export function QrImage({ value, size, label }: { value: string; size: number | string; label: string }) {
  const { path, modules } = useMemo(() => {
    const { data, size: n } = encode(value, { ecc: 'M', border: 4 });
    let d = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (data[y][x]) d += `M${x} ${y}h1v1h-1z`;
    return { path: d, modules: n };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block', width: size, height: size, maxWidth: '100%' }}
      data-qr-value={value}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
