import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LINK_TEXTS } from '@/lib/career/texts';

const mutate = vi.fn();
vi.mock('@/lib/cms/browserClient', () => ({ getBrowserClient: () => ({ mutate }) }));

const { JobAlertAction } = await import('./JobAlertAction.client');
const { loadCareerRequests } = await import('@/lib/career/loadCareerRequests');

const props = { token: 'A'.repeat(43), endpoint: '/api/graphql', productName: 'Mobilclub' };

describe('the button of a job-alert link', () => {
  // The button loads its requests' code on the first click; loaded once here, a test waits for the
  // click's answer, not for an import on a busy machine (which outlasted findBy's second).
  beforeAll(async () => {
    await loadCareerRequests();
  });
  beforeEach(() => mutate.mockReset());

  it('unsubscribes on click, showing progress, then the result', async () => {
    let finish: (value: unknown) => void = () => {};
    mutate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<JobAlertAction action="unsubscribe" {...props} />);
    await user.click(screen.getByRole('button', { name: 'Job-Alarm abbestellen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(LINK_TEXTS.unsubscribe.working));
    finish({ data: { unsubscribeJobAlert: 'ALREADY_UNSUBSCRIBED' } });
    expect(await screen.findByText(LINK_TEXTS.unsubscribe.done)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the button after a server error, for another try', async () => {
    mutate.mockRejectedValueOnce(new Error('Internal Server Error')).mockResolvedValueOnce({ data: { confirmJobAlert: 'CONFIRMED' } });
    const user = userEvent.setup();
    render(<JobAlertAction action="confirm" {...props} />);
    await user.click(screen.getByRole('button', { name: 'Job-Alarm bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das hat leider nicht geklappt');
    await user.click(screen.getByRole('button', { name: 'Job-Alarm bestätigen' }));
    expect(await screen.findByText(LINK_TEXTS.confirm.done)).toBeInTheDocument();
  });

  it('says the link is invalid when its alert is gone by the time of the click', async () => {
    mutate.mockResolvedValue({ data: { unsubscribeJobAlert: 'INVALID' } });
    const user = userEvent.setup();
    render(<JobAlertAction action="unsubscribe" {...props} />);
    await user.click(screen.getByRole('button', { name: 'Job-Alarm abbestellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_TEXTS.invalid);
  });
});
