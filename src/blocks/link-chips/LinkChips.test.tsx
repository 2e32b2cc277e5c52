import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SKIP_EXTERNAL_MODAL } from '@/components/modal/externalLinks';

import { messages } from '../testFixtures';
import { LinkChips } from './LinkChips';
import { linkChipsSchema } from './schema';

const chip = { __typename: 'LinkChipsBlock_Chips', id: 'c', label: 'Kärnten', href: '/reisen/kaernten', color: null, target: null, muted: null, disabled: null, showExternalModal: null } as const;
const block = { __typename: 'LinkChipsBlock', id: 'l', label: 'Beliebte Themen', chips: [chip] } as const;

describe('link chips block', () => {
  it('is a navigation named by its heading, with a chip per link', () => {
    render(LinkChips(linkChipsSchema.parse(block)));
    expect(screen.getByRole('navigation', { name: 'Beliebte Themen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kärnten' })).toHaveAttribute('href', '/reisen/kaernten');
  });

  it('asks before leaving the site by default, and not when the editor turned it off (spec 3)', () => {
    const external = { ...chip, id: 'e', label: 'Außenministerium', href: 'https://www.bmeia.gv.at/' };
    render(LinkChips(linkChipsSchema.parse({ ...block, chips: [external, { ...external, id: 'f', label: 'Ohne Nachfrage', showExternalModal: false }] })));
    expect(screen.getByRole('link', { name: 'Außenministerium' })).not.toHaveAttribute(SKIP_EXTERNAL_MODAL);
    expect(screen.getByRole('link', { name: 'Ohne Nachfrage' })).toHaveAttribute(SKIP_EXTERNAL_MODAL, 'off');
  });

  it('shows a disabled chip as an inert button (spec 4)', () => {
    render(LinkChips(linkChipsSchema.parse({ ...block, chips: [{ ...chip, disabled: true }] })));
    expect(screen.getByRole('button', { name: 'Kärnten' })).toBeDisabled();
  });

  it('needs a text and a real link for each chip', () => {
    expect(messages(linkChipsSchema.safeParse({ ...block, chips: [{ ...chip, label: '', href: 'www.example.org' }] }))).toEqual({
      'chips.0.label': 'Bitte den Text des Links eingeben.',
      'chips.0.href': 'Bitte einen Pfad wie /reisen, eine Adresse mit https://, mailto: oder tel: angeben.',
    });
  });
});
