import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '@/components/product/product-card';
import { testProduct } from '@/test-support/test-product';
import { LanguageSwitch } from './language-switch';
import { useShopStore } from '@/stores/shop-store';

afterEach(async () => {
  await useShopStore.getState().chooseLanguage('en');
});

describe('LanguageSwitch', () => {
  it('is a labelled select naming each language in itself, showing the chosen one', async () => {
    const english = renderToStaticMarkup(<LanguageSwitch />);
    expect(english).toMatch(/<label[^>]*><span class="visually-hidden">Language<\/span><select/);
    expect(english).toContain('<option value="en" lang="en" selected="">English</option>');
    expect(english).toContain('<option value="bn" lang="bn">বাংলা</option>');

    // (A server render reads the store's first state, so the chosen option is checked in e2e/bangla.spec.ts.)
    await useShopStore.getState().chooseLanguage('bn');
    expect(renderToStaticMarkup(<LanguageSwitch />)).toContain('<span class="visually-hidden">ভাষা</span>');
  });
});

describe('a product card', () => {
  const card = () =>
    renderToStaticMarkup(
      <MemoryRouter>
        <ProductCard product={testProduct()} />
      </MemoryRouter>,
    );

  it("shows the server's English price text in English and the core's Bengali digits in Bangla", async () => {
    const product = testProduct();
    expect(card()).toContain(`data-testid="product-price">${product.final_price_text}<`);
    await useShopStore.getState().chooseLanguage('bn');
    const html = card();
    expect(html).toMatch(/data-testid="product-price">[০-৯,]+\.[০-৯]{2} টাকা</);
    expect(html).not.toContain(product.final_price_text);
  });
});
