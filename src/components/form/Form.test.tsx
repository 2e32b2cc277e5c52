import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from './Checkbox';
import { fieldSizeSchema, inputTypeSchema } from './fieldSchemas';
import { INPUT_TYPES, Input } from './Input';

describe('Input', () => {
  it('is labelled, text by default, and marks a required field with an asterisk', () => {
    render(<Input id="name" label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the error below the field, links it and announces it', () => {
    render(<Input id="mail" label="E-Mail" type="email" value="max@" onChange={() => {}} validationError="Bitte eine gültige E-Mail-Adresse angeben." />);
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte eine gültige E-Mail-Adresse angeben.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte eine gültige E-Mail-Adresse angeben.');
  });

  it('reports what is typed', async () => {
    const onChange = vi.fn();
    render(<Input id="plz" label="Postleitzahl" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Postleitzahl' }), '1010');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('allows the spec’s types and sizes only', () => {
    expect(INPUT_TYPES).toHaveLength(12);
    expect(inputTypeSchema.safeParse('week').success).toBe(true);
    expect(inputTypeSchema.safeParse('color').success).toBe(false);
    expect(fieldSizeSchema.safeParse('large').success).toBe(false);
  });

  it('renders the obsolete "datetime" type as datetime-local', () => {
    render(<Input id="termin" label="Termin" type="datetime" />);
    expect(screen.getByLabelText('Termin')).toHaveAttribute('type', 'datetime-local');
  });
});

describe('Checkbox', () => {
  it('toggles by its label', async () => {
    render(<Checkbox id="news" label="Newsletter abonnieren" />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    await userEvent.click(screen.getByText('Newsletter abonnieren'));
    expect(box).toBeChecked();
  });

  it('cannot be changed when disabled and announces its error', async () => {
    render(<Checkbox id="agb" label="AGB gelesen" disabled required validationError="Bitte bestätigen Sie die AGB." />);
    const box = screen.getByRole('checkbox', { name: /AGB gelesen/ });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Bitte bestätigen Sie die AGB.');
  });
});
