import { useEffect, useState } from 'react';
import { code128Bars, code128Width } from '../lib/code128';

/** The bank virtual barcode as Code 128 subset C (the Finanssiala guide's symbology). */
export function VirtualBarcode({ code, label }: { code: string; label: string }) {
  const width = code128Width(code);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 50`}
      // Spec of the guide: at least 0.25 mm per module; 105 mm for the whole symbol here.
      style={{ width: '105mm', height: '13mm', display: 'block' }}
      shapeRendering="crispEdges"
      data-testid="invoice-barcode"
    >
      <rect x={0} y={0} width={width} height={50} fill="#fff" />
      {code128Bars(code).map(([x, barWidth]) => (
        <rect key={x} x={x} y={0} width={barWidth} height={50} fill="#000" />
      ))}
    </svg>
  );
}

/** The EPC QR code; the QR library is loaded only when an invoice shows one. */
export function EpcQrCode({ payload, label }: { payload: string; label: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      // The payload is UTF-8 (EPC069-12 character set 1); the library's default keeps one byte
      // of each character only.
      qrcode.stringToBytes = (text: string) => Array.from(new TextEncoder().encode(text));
      // EPC069-12: error correction level M.
      const code = qrcode(0, 'M');
      code.addData(payload, 'Byte');
      code.make();
      const count = code.getModuleCount();
      const grid = Array.from({ length: count }, (_, row) =>
        Array.from({ length: count }, (_, col) => code.isDark(row, col)),
      );
      if (isCurrent) setModules(grid);
    });
    return () => {
      isCurrent = false;
    };
  }, [payload]);
  if (!modules) return <div style={{ width: '35mm', height: '35mm' }} />;
  const size = modules.length + 8;
  const path = modules
    .flatMap((row, y) => row.map((isDark, x) => (isDark ? `M${x + 4} ${y + 4}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      style={{ width: '35mm', height: '35mm', display: 'block' }}
      shapeRendering="crispEdges"
      data-testid="invoice-qr"
      data-modules={modules.length}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
