import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotifyMeView, type NotifyMeState, WAITING_TEXT } from './notify-me';

function render(state: NotifyMeState) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <NotifyMeView state={state} onAsk={() => {}} onCancel={() => {}} />
    </MemoryRouter>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#x27;/g, "'");

describe('NotifyMeView', () => {
  it('offers a signed-out shopper a way to sign in that comes back to the phone', () => {
    const html = render({ status: 'signed-out', loginHref: '/auth/login?callback=%2Fproduct%2Fx%2F1' });
    expect(html).toContain('href="/auth/login?callback=%2Fproduct%2Fx%2F1"');
    expect(text(html)).toContain("Sign in to be told when it's back");
    expect(html).not.toContain('Notify me');
  });

  it('offers "Notify me" to a signed-in customer who has not asked', () => {
    const html = render({ status: 'idle' });
    expect(html).toMatch(/<button type="button" class="product-button"[^>]*>Notify me<\/button>/);
    expect(html).not.toContain('disabled');
    expect(html).toMatch(/role="status" aria-live="polite"><\/p>/);
  });

  it('holds the button while the request runs or the state loads', () => {
    expect(render({ status: 'idle', busy: true })).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Notify me/);
    expect(render({ status: 'loading' })).toMatch(/<button[^>]*disabled=""[^>]*>Notify me/);
  });

  it('says it will tell once asked, in the live region, with a cancel', () => {
    const html = render({ status: 'waiting' });
    expect(text(html)).toContain(WAITING_TEXT);
    expect(html).toMatch(/role="status" aria-live="polite">We&#x27;ll tell you when it&#x27;s back<\/p>/);
    expect(html).toContain('>Cancel the back-in-stock notice</button>');
    expect(html).not.toContain('>Notify me<');
  });

  it('shows a refusal as an alert', () => {
    const html = render({ status: 'idle', error: 'This phone is in stock now: add it to your cart instead' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('This phone is in stock now');
  });
});
