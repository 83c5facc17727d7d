import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageOf } from '@/lib/format/error-message';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { askQuestion } from '../api/ask-question';
import type { PublicQuestion } from '../api/get-product-questions';
import { AskQuestionView, type AskState } from './ask-question';
import { ProductQuestionsView, type ProductQuestionsViewProps } from './product-questions';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&#x27;/g, "'");

const asked: PublicQuestion = {
  _id: 'q1',
  asker: 'Nusrat',
  question: 'Does it take a memory card?',
  answer: 'No, it has no card slot.',
  createdAt: '2026-05-01T10:00:00Z',
  answeredAt: '2026-05-02T10:00:00Z',
};

function section(props: Partial<ProductQuestionsViewProps> = {}) {
  return renderToStaticMarkup(
    <ProductQuestionsView questions={[asked]} error={null} more={false} loadingMore={false} onMore={() => {}} ask={null} {...props} />,
  );
}

function form(state: AskState) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <AskQuestionView state={state} onChange={() => {}} onSubmit={() => {}} />
    </MemoryRouter>,
  );
}

const ready = (over: Partial<Extract<AskState, { status: 'ready' }>> = {}): AskState => ({
  status: 'ready',
  value: '',
  busy: false,
  error: null,
  sent: '',
  ...over,
});

describe('the questions and answers of a phone page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each answered question with its answer, the asker’s first name and the day', () => {
    const html = section();
    expect(html).toContain('id="questions"');
    expect(html).toMatch(/<h2 id="questions-heading">Questions and answers<\/h2>/);
    const seen = text(html);
    expect(seen).toContain('Q: Does it take a memory card?');
    expect(seen).toContain('A: No, it has no card slot.');
    expect(seen).toContain('Asked by Nusrat');
    expect(html).toMatch(/<time dateTime="2026-05-01T10:00:00Z">1 May 2026<\/time>/);
    expect(html).not.toContain('Show more questions');
  });

  it('says while loading, when none is answered yet, and when the page failed', () => {
    expect(text(section({ questions: null }))).toContain('Loading questions…');
    expect(text(section({ questions: [] }))).toContain('No answered questions yet. Ask the first one.');
    const failed = section({ questions: null, error: 'Could not load the questions' });
    expect(failed).toMatch(/role="alert"[^>]*>Could not load the questions</);
    expect(failed).not.toContain('Loading questions');
  });

  it('offers the next page only while there is one, held while it loads', () => {
    expect(section({ more: true })).toMatch(/<button type="button" class="button"[^>]*>Show more questions<\/button>/);
    expect(section({ more: true, loadingMore: true })).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Show more questions/);
  });

  it('offers a signed-out shopper a sign-in that comes back to the section, and nothing before the session is known', () => {
    const html = form({ status: 'signed-out', loginHref: '/auth/login?callback=%2Fproduct%2Fx%2F1%23questions' });
    expect(html).toContain('href="/auth/login?callback=%2Fproduct%2Fx%2F1%23questions"');
    expect(text(html)).toContain('Sign in to ask a question');
    expect(html).not.toContain('<form');
    expect(form({ status: 'unknown' })).toBe('');
  });

  it('shows the server’s refusal under the question, tied to it, and its thanks in the live region', () => {
    const refused = form(ready({ value: 'Memory?', error: 'Question: Must be at least 10 characters' }));
    expect(refused).toContain('aria-label="Ask a question"');
    const described = /<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="([^"]+)"/.exec(refused)?.[1];
    expect(described).toBeTruthy();
    expect(refused).toContain(`<p id="${described}" class="field-error">Question: Must be at least 10 characters</p>`);
    const thanked = form(ready({ sent: 'Thank you! We will tell you when the shop answers.' }));
    expect(thanked).toMatch(/role="status" aria-live="polite">Thank you! We will tell you when the shop answers.<\/p>/);
    expect(thanked).not.toContain('aria-invalid');
    expect(form(ready({ busy: true }))).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Ask<\/button>/);
  });

  it('sends the question as typed and reads a refusal in the server’s words', async () => {
    const refusal = {
      message: 'Question: Must be at least 10 characters',
      code: 'questions.question_refused',
      params: { reason: { code: 'validation.too_short', params: { min: 10 } } },
    };
    const calls = stubApi({ 'POST /api/product/p1/questions': () => answer(400, refusal) });
    const error = await askQuestion('p1', ' Memory? ').catch((e: unknown) => e);
    expect(calls[0]?.body).toEqual({ question: ' Memory? ' });
    expect(messageOf(error, 'fallback')).toBe('Question: Must be at least 10 characters');
  });
});
