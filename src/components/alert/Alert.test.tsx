import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { StateNotification } from '../state-notification/StateNotification';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces danger and warning at once, info and success politely', () => {
    render(
      <>
        <Alert modifier="danger">Gefahr</Alert>
        <Alert modifier="warning">Vorsicht</Alert>
        <Alert modifier="info">Hinweis</Alert>
        <Alert modifier="success">Gespeichert</Alert>
      </>,
    );
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Gefahr', 'Vorsicht']);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Hinweis', 'Gespeichert']);
  });

  it('has no close button unless closeable', () => {
    render(<Alert title="Stau auf der A2">Zwischen Graz und Wien</Alert>);
    expect(screen.getByText('Stau auf der A2')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes with its button, also by keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Alert modifier="info" closeable>
        Neue Öffnungszeiten
      </Alert>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Neue Öffnungszeiten')).not.toBeInTheDocument();
  });
});

describe('StateNotification', () => {
  it('says "Inhalt wird geladen" while loading', () => {
    render(<StateNotification state="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Inhalt wird geladen');
  });

  it('shows success and error with their own text', () => {
    const { rerender } = render(<StateNotification state="success">Gespeichert</StateNotification>);
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    rerender(<StateNotification state="error">Speichern fehlgeschlagen</StateNotification>);
    expect(screen.getByRole('alert')).toHaveTextContent('Speichern fehlgeschlagen');
  });

  it('is an empty live region when there is nothing to say', () => {
    render(<StateNotification state={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
