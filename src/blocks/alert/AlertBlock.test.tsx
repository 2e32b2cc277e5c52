import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { messages } from '../testFixtures';
import { AlertBlock } from './AlertBlock';
import { alertSchema } from './schema';

const block = { __typename: 'AlertBlock', id: 'a', modifier: 'warning', closeable: true, title: 'Stau', text: 'Am Samstag ist viel los.' } as const;

describe('alert block', () => {
  it('announces a warning and closes when the visitor asks', async () => {
    render(AlertBlock(alertSchema.parse(block)));
    expect(screen.getByRole('alert')).toHaveTextContent('StauAm Samstag ist viel los.');
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an info that cannot be closed unless told otherwise', () => {
    render(AlertBlock(alertSchema.parse({ ...block, modifier: null, closeable: null })));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('needs a text', () => {
    expect(messages(alertSchema.safeParse({ ...block, text: '' }))).toEqual({ text: 'Bitte den Text des Hinweises eingeben.' });
  });
});
