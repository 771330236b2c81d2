import { useEffect, useRef, useState } from 'react';

/**
 * The voucher's code as a CODE128 barcode. The barcode library is loaded only here, when a voucher is
 * shown; until then (or if it cannot load) the code stays readable as text below it.
 */
export function VoucherBarcode({ code }: { code: string }) {
  const svg = useRef<SVGSVGElement | null>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    import('jsbarcode')
      .then(({ default: JsBarcode }) => {
        if (!live || !svg.current) return;
        JsBarcode(svg.current, code, { format: 'CODE128', displayValue: false, height: 80, margin: 8 });
        setDrawn(true);
      })
      .catch(() => setDrawn(false));
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className="gift-barcode">
      <svg
        ref={svg}
        role="img"
        aria-label={`교환권 바코드 ${code}`}
        data-testid="voucher-barcode"
        data-drawn={drawn ? 'true' : 'false'}
      />
    </div>
  );
}
