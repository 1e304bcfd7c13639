import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * A ticket's QR code drawn as an SVG (one path of dark modules, a quiet zone of four modules), from the core's
 * ticket code: the same code the PDF and the e-mail carry, drawn without a network (the offline tickets use it too).
 */
export function TicketQr({ code, label, size = 132 }: { code: string; label: string; size?: number }) {
  const { path, count } = useMemo(() => {
    const { modules } = create(code, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { path: d, count: modules.size + 2 * quiet };
  }, [code]);
  return (
    <svg className="ticket-qr" role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${count} ${count}`} shapeRendering="crispEdges">
      <rect width={count} height={count} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
