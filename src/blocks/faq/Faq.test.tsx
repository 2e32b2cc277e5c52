import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { doc, p } from '@/cms/seed/lexical';

import { Faq } from './Faq';
import { faqSchema } from './schema';

const valid = {
  __typename: 'FaqBlock',
  id: 'f1',
  title: 'Häufige Fragen',
  items: [
    { id: 'a', question: 'Wann brauche ich Winterreifen?', answer: doc(p('Von 1. November bis 15. April.')) },
    { id: 'b', question: 'Brauche ich eine Warnweste?', answer: doc(p('Ja, eine pro Fahrzeug.')) },
  ],
} as const;

describe('FAQ block', () => {
  it('accepts questions with rich-text answers', () => {
    const props = faqSchema.parse(valid);
    expect(props.items.map((item) => item.question)).toEqual(['Wann brauche ich Winterreifen?', 'Brauche ich eine Warnweste?']);
  });

  it.each([
    ['no questions', { ...valid, items: [] }],
    ['a question without text', { ...valid, items: [{ id: 'a', question: null, answer: doc(p('x')) }] }],
    ['an answer that is not rich text', { ...valid, items: [{ id: 'a', question: 'Frage?', answer: 'Antwort' }] }],
    ['a missing answer', { ...valid, items: [{ id: 'a', question: 'Frage?', answer: null }] }],
  ])('rejects an FAQ with %s', (_, data) => {
    expect(faqSchema.safeParse(data).success).toBe(false);
  });

  // Keyboard operation of the native disclosure is a browser behaviour, checked in the e2e suite.
  it('opens and closes an answer on click', async () => {
    const user = userEvent.setup();
    render(<Faq {...faqSchema.parse(valid)} />);
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeInTheDocument();
    const question = screen.getByText('Wann brauche ich Winterreifen?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');

    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Von 1. November bis 15. April.')).toBeVisible();

    await user.click(question);
    expect(details).not.toHaveAttribute('open');
  });
});
