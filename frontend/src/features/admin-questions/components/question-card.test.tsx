import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '@/test-support/fetch-stub';
import { type AdminQuestion, answerQuestion, listQuestions, setQuestionHidden } from '../api/questions';
import { QuestionCard } from './question-card';

const question = (over: Partial<AdminQuestion> = {}): AdminQuestion => ({
  _id: 'q1',
  product_id: 'p1',
  product_title: 'Galaxy A55',
  product_slug: 'galaxy-a55',
  customer_id: 'c1',
  asker: 'Nusrat',
  question: 'Is a charger in the box?',
  answer: null,
  hidden: false,
  createdAt: '2026-05-01T10:00:00Z',
  answeredAt: null,
  ...over,
});

const render = (q: AdminQuestion) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QuestionCard question={q} onChanged={() => {}} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a question in the admin’s list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links to the phone and offers an answer form named for the asker, with Hide', () => {
    const html = render(question());
    expect(html).toContain('href="/product/galaxy-a55/p1"');
    expect(text(html)).toContain('Is a charger in the box?');
    expect(text(html)).toContain('Asked by Nusrat');
    expect(html).toContain('aria-label="Answer to Nusrat"');
    expect(html).toMatch(/<label for="[^"]+">Your answer<\/label><textarea/);
    expect(html).toContain('>Send answer</button>');
    expect(html).toContain('>Hide</button>');
  });

  it('keeps an answer to correct, and shows a hidden question without a form until it is shown again', () => {
    expect(render(question({ answer: 'Yes, 25 W.' }))).toMatch(/<textarea[^>]*>Yes, 25 W.<\/textarea>[\s\S]*>Save answer<\/button>/);
    const hidden = render(question({ hidden: true, answer: 'Yes, 25 W.' }));
    expect(hidden).not.toContain('<form');
    expect(text(hidden)).toContain('Hidden');
    expect(text(hidden)).toContain('Yes, 25 W.');
    expect(hidden).toContain('>Show</button>');
  });

  it('reads a list page, answers and hides through the admin calls', async () => {
    const saved = question({ answer: 'Yes', answeredAt: '2026-05-02T10:00:00Z' });
    const calls = stubApi({
      'GET /api/admin/questions': () => answer(200, { questions: [question()], total: 1, page: 2, perPage: 20 }),
      'PUT /api/admin/questions/q1/answer': () => answer(200, saved),
      'PUT /api/admin/questions/q1/visibility': () => answer(200, { ...saved, hidden: true }),
    });
    expect((await listQuestions({ status: 'hidden', page: 2 })).total).toBe(1);
    expect(calls[0]?.query?.get('status')).toBe('hidden');
    expect(calls[0]?.query?.get('page')).toBe('2');
    expect((await answerQuestion('q1', 'Yes')).answer).toBe('Yes');
    expect(calls[1]?.body).toEqual({ answer: 'Yes' });
    expect((await setQuestionHidden('q1', true)).hidden).toBe(true);
    expect(calls[2]?.body).toEqual({ hidden: true });
  });
});
