import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NothingFound } from './nothing-found';

const render = (didYouMean: string | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NothingFound search="tekmo spark" didYouMean={didYouMean} />
    </MemoryRouter>,
  );

describe('a search that found nothing', () => {
  it('says so and links the near query the server offers', () => {
    const html = render('tecno spark');
    expect(html).toContain('No phones match “tekmo spark”');
    expect(html).toMatch(/Did you mean <a href="\/q\?search=tecno%20spark"[^>]*>tecno spark<\/a>\?/);
  });

  it('offers nothing when the server found no near query', () => {
    expect(render(null)).not.toContain('Did you mean');
  });
});
