import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('marks a refused value invalid and points it at its message', () => {
    const html = renderToStaticMarkup(<TextField label="Email" name="email" type="email" value="x" onChange={() => {}} error="Invalid email" />);
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeTruthy();
    const input = /^<label>Email(<input [^>]*>)<\/label>/.exec(html)?.[1] ?? '';
    for (const attribute of ['name="email"', 'type="email"', 'value="x"', 'aria-invalid="true"']) {
      expect(input).toContain(attribute);
    }
    expect(html).toContain(`<p id="${describedBy}" class="field-error">Invalid email</p>`);
  });

  it('shows no message and no invalid mark for an accepted value, and a text area when asked', () => {
    const html = renderToStaticMarkup(<TextField label="Your experience" name="text" rows={4} value="" onChange={() => {}} error={null} />);
    expect(html).toBe('<label>Your experience<textarea name="text" rows="4"></textarea></label>');
  });
});
