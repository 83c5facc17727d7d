import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductFormActions } from './product-form-actions';

const render = (props: Parameters<typeof ProductFormActions>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProductFormActions {...props} />
    </MemoryRouter>,
  );

describe('ProductFormActions', () => {
  it("shows a refused save's message right before the Save button", () => {
    const message = 'Someone else changed this product after you opened it. Reload it to see their changes, then make yours again.';
    const html = render({ busy: false, failure: message, onReload: () => {} });
    const alert = html.indexOf(`<div role="alert" class="alert admin-alert"><span>${message}</span>`);
    const save = html.indexOf('>Save product</button>');
    expect(alert).toBeGreaterThan(-1);
    expect(save).toBeGreaterThan(alert);
    expect(html).toContain('<button type="button" class="button">Reload the product</button>');
  });

  it('offers no reload without a conflict, and nothing but the buttons without a failure', () => {
    expect(render({ busy: false, failure: 'Some fields are not valid' })).not.toContain('Reload the product');
    const quiet = render({ busy: false, failure: null });
    expect(quiet).not.toContain('role="alert"');
    expect(quiet).toMatch(/<a class="button" href="\/admin\/dashboard\/products\/product-list"[^>]*>Cancel<\/a>/);
  });

  it('disables Save while saving', () => {
    expect(render({ busy: true, failure: null })).toContain('<button type="submit" class="button button--primary" disabled="">Saving…</button>');
  });
});
