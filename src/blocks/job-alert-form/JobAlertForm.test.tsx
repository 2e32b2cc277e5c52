import { ServerError } from '@apollo/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SUBSCRIBE_MESSAGES } from '@/lib/career/subscription';

const mutate = vi.fn();
vi.mock('@/lib/cms/browserClient', () => ({ getBrowserClient: () => ({ mutate }) }));

const { JobAlertForm } = await import('./JobAlertForm.client');
const { jobAlertFormSchema } = await import('./schema');

function renderForm() {
  render(<JobAlertForm endpoint="/api/graphql" productName="Mobilclub" privacyPolicyPath="/datenschutz" />);
  return userEvent.setup();
}

// jsdom lays nothing out and has no scrollIntoView: a stub to see that the message is scrolled to.
const scrollIntoView = vi.fn();

describe('job alert form block', () => {
  beforeEach(() => {
    mutate.mockReset();
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('takes the editors’ heading and text, with a default heading', () => {
    expect(jobAlertFormSchema.parse({ __typename: 'JobAlertFormBlock', id: 'a', headline: null, text: 'Hallo' })).toEqual({
      id: 'a',
      headline: 'Job-Alarm einrichten',
      text: 'Hallo',
    });
  });

  it('explains in German what is missing, sends nothing and focuses the first problem', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Job-Alarm anlegen' }));
    expect(await screen.findByText(SUBSCRIBE_MESSAGES.emailMissing)).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIBE_MESSAGES.consentMissing)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveFocus());
    expect(mutate).not.toHaveBeenCalled();
  });

  it('subscribes with the chosen criteria and asks to confirm by mail', async () => {
    mutate.mockResolvedValue({ data: { subscribeJobAlert: true } });
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'Anna@Example.at');
    await user.click(screen.getByRole('checkbox', { name: 'Tirol' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reise und Touristik' }));
    await user.click(screen.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Job-Alarm anlegen' }));
    expect(await screen.findByText('Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.')).toBeInTheDocument();
    expect(screen.getByText('anna@example.at')).toBeInTheDocument();
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { email: 'anna@example.at', states: ['tirol'], fields: ['reise'], consent: true } }),
    );
  });

  it('moves focus to the message and scrolls it into view, also when the answer takes a while', async () => {
    mutate.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve({ data: { subscribeJobAlert: true } }), 200)));
    const user = renderForm();
    const email = 'sehr.lange.adresse.fuer.den.job.alarm@beispiel-unternehmen-mit-langem-namen.example.at';
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), email);
    await user.click(screen.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Job-Alarm anlegen' }));
    const message = (await screen.findByText('Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.', {}, { timeout: 2000 })).closest('[tabindex="-1"]');
    // The button that had focus is gone with the form: the visitor is taken to the message instead.
    await waitFor(() => expect(message).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(message);
    // A long address breaks anywhere rather than widening the page (there is no word to break at).
    expect(screen.getByText(email)).toHaveClass('wrap-anywhere');
  });

  it('keeps what was typed and says so in German when the server refuses (429) or fails', async () => {
    mutate.mockRejectedValueOnce(new ServerError('Too many', { response: new Response('{}', { status: 429 }), bodyText: '{}' }));
    mutate.mockRejectedValueOnce(new Error('Network down'));
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@example.at');
    await user.click(screen.getByRole('checkbox', { name: /Ich möchte per E-Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Job-Alarm anlegen' }));
    expect(await screen.findByText(/Zu viele Anfragen in kurzer Zeit/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Job-Alarm anlegen' }));
    await waitFor(() => expect(screen.getByText(/Das hat leider nicht geklappt/)).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue('anna@example.at');
  });

  it('keeps and sends what a visitor typed and ticked in the server’s form before its code arrived', async () => {
    mutate.mockResolvedValue({ data: { subscribeJobAlert: true } });
    const form = <JobAlertForm endpoint="/api/graphql" productName="Mobilclub" privacyPolicyPath="/datenschutz" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // Sent before hydration, it would not put the address into a URL.
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
    // The server's markup is live before React takes it over: the visitor types and ticks.
    screen.getByRole<HTMLInputElement>('textbox', { name: /E-Mail-Adresse/ }).value = 'frueh@example.at';
    screen.getByRole<HTMLInputElement>('checkbox', { name: 'Kärnten' }).checked = true;
    screen.getByRole<HTMLInputElement>('checkbox', { name: /Ich möchte per E-Mail/ }).checked = true;
    const root = await act(async () => hydrateRoot(container, form));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Job-Alarm anlegen' }));
    expect(await screen.findByText('Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.')).toBeInTheDocument();
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { email: 'frueh@example.at', states: ['kaernten'], fields: [], consent: true } }));
    act(() => root.unmount());
    container.remove();
  });
});
