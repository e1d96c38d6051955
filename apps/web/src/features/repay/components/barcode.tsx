import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';

/**
 * A Code 128 barcode drawn by JsBarcode into an <svg> (this component, and the library, load only
 * with the OXXO screen). `label` is its accessible name; the digits are shown beside it.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svg.current) return;
    JsBarcode(svg.current, value, {
      format: 'CODE128',
      displayValue: false,
      height: 80,
      width: 2,
      margin: 12,
      background: '#ffffff',
      lineColor: '#000000',
    });
  }, [value]);
  return <svg ref={svg} className="rp-barcode" role="img" aria-label={label} />;
}
