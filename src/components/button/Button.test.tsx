import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { buttonModifierSchema, buttonSizeSchema } from '../tokens';
import { Button } from './Button';

describe('Button', () => {
  it('is a plain button that submits nothing unless told to', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Wählen</Button>);
    const button = screen.getByRole('button', { name: 'Wählen' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('becomes a link with href', () => {
    render(
      <Button href="/mitgliedschaft" size="large">
        Mitglied werden
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Mitglied werden' })).toHaveAttribute('href', '/mitgliedschaft');
  });

  it('applies size and modifiers, round together with a colour', () => {
    render(
      <Button size="small" modifier={['success', 'round']}>
        Fertig
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveClass('text-sm', 'bg-success', 'rounded-full');
  });

  it('does not react when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Senden
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('accepts the spec’s sizes and modifiers (or null) from the CMS, nothing else', () => {
    expect(buttonSizeSchema.safeParse(null).success).toBe(true);
    expect(buttonSizeSchema.safeParse('medium').success).toBe(false);
    expect(buttonModifierSchema.safeParse('empty').success).toBe(true);
    expect(buttonModifierSchema.safeParse('primary').success).toBe(false);
  });
});
