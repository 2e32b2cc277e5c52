import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Chip } from './Chip.client';
import { LinkChip } from './LinkChip';
import { chipColorSchema } from '../tokens';

describe('Chip', () => {
  it('emits click when it shows no remove icon', async () => {
    const onClick = vi.fn();
    const onRemove = vi.fn();
    render(
      <Chip onClick={onClick} onRemove={onRemove}>
        Tirol
      </Chip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tirol' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('emits remove, not click, when it shows the remove icon', async () => {
    const onClick = vi.fn();
    const onRemove = vi.fn();
    render(
      <Chip showRemoveIcon removeLabel="Filter Tirol entfernen" onClick={onClick} onRemove={onRemove}>
        Tirol
      </Chip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filter Tirol entfernen' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('emits nothing when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Chip disabled onClick={onClick}>
        Wien
      </Chip>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wien' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('writes light text on the dark colours', () => {
    render(
      <>
        <Chip color="twilight">Nacht</Chip>
        <Chip color="amethyst">Lila</Chip>
        <Chip color="reddish">Rot</Chip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Nacht' })).toHaveClass('bg-chip-twilight', 'text-white');
    expect(screen.getByRole('button', { name: 'Lila' })).toHaveClass('bg-chip-amethyst', 'text-white');
    expect(screen.getByRole('button', { name: 'Rot' })).toHaveClass('bg-chip-reddish', 'text-darkgrey');
  });
});

it('accepts only the spec’s chip colours from the CMS', () => {
  expect(chipColorSchema.options).toEqual(['default', 'reddish', 'aquamarine', 'amethyst', 'twilight']);
  expect(chipColorSchema.safeParse('orange').success).toBe(false);
});

describe('LinkChip', () => {
  it('links to its target', () => {
    render(<LinkChip href="/reisen">Reisen</LinkChip>);
    expect(screen.getByRole('link', { name: 'Reisen' })).toHaveAttribute('href', '/reisen');
  });

  it('is an inert button when disabled', () => {
    render(
      <LinkChip href="/reisen" disabled>
        Reisen
      </LinkChip>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reisen' })).toBeDisabled();
  });

  it('asks before leaving the site unless told not to', () => {
    render(
      <>
        <LinkChip href="https://example.org/a">Mit Rückfrage</LinkChip>
        <LinkChip href="https://example.org/b" showExternalModal={false} target="_blank">
          Ohne Rückfrage
        </LinkChip>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Mit Rückfrage' })).not.toHaveAttribute('data-external-modal');
    const direct = screen.getByRole('link', { name: 'Ohne Rückfrage' });
    expect(direct).toHaveAttribute('data-external-modal', 'off');
    expect(direct).toHaveAttribute('target', '_blank');
  });
});
