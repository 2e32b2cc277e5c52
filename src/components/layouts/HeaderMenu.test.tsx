import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { HeaderMenu } from './HeaderMenu.client';

function renderMenu() {
  render(
    <>
      <HeaderMenu className="md:hidden">
        <summary>Menü</summary>
        <div>
          <input type="search" aria-label="Suchbegriff" />
          <nav aria-label="Hauptnavigation">
            <a href="#reisen" onClick={(event) => event.preventDefault()}>
              Reisen
            </a>
            <a href="#verkehr">Verkehr</a>
          </nav>
        </div>
      </HeaderMenu>
      <p>Der Artikel unter dem Menü.</p>
      <a href="#weiter">Weiterlesen</a>
    </>,
  );
  const button = screen.getByText('Menü');
  const menu = button.closest('details');
  if (!menu) throw new Error('no details');
  return { user: userEvent.setup(), button, menu };
}

describe('the header’s menu below 768 px', () => {
  it('closes on Escape, with focus back on its button', async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    expect(menu).toHaveAttribute('open');
    await user.click(screen.getByRole('searchbox', { name: 'Suchbegriff' }));
    await user.keyboard('{Escape}');
    expect(menu).not.toHaveAttribute('open');
    expect(button).toHaveFocus();
  });

  it('closes when focus leaves it, and stays open while focus moves within', async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    expect(menu).toHaveAttribute('open');
    await user.click(screen.getByRole('searchbox', { name: 'Suchbegriff' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Reisen' })).toHaveFocus();
    expect(menu).toHaveAttribute('open');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Weiterlesen' })).toHaveFocus();
    expect(menu).not.toHaveAttribute('open');
  });

  it('closes on a press elsewhere on the page, and when one of its links is followed', async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    // Text takes no focus: the press alone closes it.
    fireEvent.pointerDown(screen.getByText('Der Artikel unter dem Menü.'));
    expect(menu).not.toHaveAttribute('open');

    await user.click(button);
    expect(menu).toHaveAttribute('open');
    await user.click(screen.getByRole('link', { name: 'Reisen' }));
    expect(menu).not.toHaveAttribute('open');
  });
});
