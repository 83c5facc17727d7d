import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShopPapers } from '@/api/get-shop-papers';
import { ShopPapersLine } from './shop-papers';

describe('ShopPapersLine', () => {
  it('prints each paper the shop set, on one line', () => {
    const both = renderToStaticMarkup(<ShopPapersLine papers={{ dbid: '1234567890', trade_licence: 'TRAD/DNCC/0042/2024' }} />);
    expect(both).toContain('DBID 1234567890 · Trade licence TRAD/DNCC/0042/2024');
    const one = renderToStaticMarkup(<ShopPapersLine papers={{ dbid: null, trade_licence: 'TRAD/DNCC/0042/2024' }} />);
    expect(one).toContain('>Trade licence TRAD/DNCC/0042/2024<');
  });

  it('prints nothing before the papers are known or when none is set', () => {
    expect(renderToStaticMarkup(<ShopPapersLine papers={null} />)).toBe('');
    expect(renderToStaticMarkup(<ShopPapersLine papers={{ dbid: null, trade_licence: null }} />)).toBe('');
  });
});

describe('getShopPapers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server once for the footer and the invoice, and again after a failure', async () => {
    const answers = [new Response('{"message":"down"}', { status: 503 }), Response.json({ dbid: '1234567890', trade_licence: null })];
    const fetchMock = vi.fn(() => Promise.resolve(answers.shift()!));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getShopPapers()).rejects.toThrow();
    const [first, second] = await Promise.all([getShopPapers(), getShopPapers()]);
    expect(first).toEqual({ dbid: '1234567890', trade_licence: null });
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toContain('/api/shop/papers');
  });
});
