import { useEffect, useState } from 'react';
import { getShopPapers, type ShopPapers as Papers } from '@/api/get-shop-papers';
import { useI18n } from '@/lib/i18n';

/** The shop's Digital Business ID and trade licence as its settings have them; nothing until known, or when the shop set neither. */
export function ShopPapers({ className }: { className?: string }) {
  const [papers, setPapers] = useState<Papers | null>(null);
  useEffect(() => {
    let shown = true;
    getShopPapers().then(
      (answer) => shown && setPapers(answer),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return <ShopPapersLine papers={papers} className={className} />;
}

/** `papers` on one line: "DBID … · Trade licence …", each only when set. */
export function ShopPapersLine({ papers, className }: { papers: Papers | null; className?: string }) {
  const i18n = useI18n();
  const lines = [
    papers?.dbid && i18n._('DBID {number}', { number: papers.dbid }),
    papers?.trade_licence && i18n._('Trade licence {number}', { number: papers.trade_licence }),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <p className={className} data-testid="shop-papers">
      {lines.join(' · ')}
    </p>
  );
}
