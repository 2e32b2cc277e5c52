import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { JobSummary } from '@/lib/cms/types';

import { startLabel } from '@/components/career/JobFacts';

import { JobCards } from './JobCard';
import { JobFilterList } from './JobFilterList.client';
import { jobListSchema } from './schema';

const job = (id: number, title: string, state: JobSummary['state'], field: JobSummary['field']): JobSummary => ({
  id,
  title,
  path: `/karriere/stelle-${10100 + id}`,
  leadText: `${title}: was Sie tun.`,
  location: 'Ort',
  state,
  field,
  employmentType: 'vollzeit',
  start: null,
  datePublished: '2026-11-01T08:00:00.000Z',
});

const jobs = [job(1, 'Pannenfahrer:in', 'wien', 'pannenhilfe'), job(2, 'Entwickler:in', 'wien', 'it'), job(3, 'Reiseberater:in', 'tirol', 'reise')];

describe('job list block', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows filters unless the editor turned them off', () => {
    expect(jobListSchema.parse({ __typename: 'JobListBlock', id: 'j', headline: '', showFilters: null })).toEqual({ id: 'j', headline: null, showFilters: true });
    expect(jobListSchema.parse({ __typename: 'JobListBlock', showFilters: false }).showFilters).toBe(false);
  });

  it('lists every posting with a link to its page', () => {
    render(<JobCards jobs={jobs} headingTag="h3" describedBy="stellen-count" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Reiseberater:in' })).toHaveAttribute('href', '/karriere/stelle-10103');
    expect(screen.getByRole('heading', { level: 3, name: 'Reiseberater:in' })).toBeInTheDocument();
  });

  it('narrows by state and field: its own list of the matches, marked so the full list gives way', async () => {
    const user = userEvent.setup();
    const { container } = render(<JobFilterList jobs={jobs} headingTag="h3" idPrefix="stellen" />);
    expect(screen.getByRole('status')).toHaveTextContent('3 offene Stellen');
    // No filter: nothing of its own to list (the server's full list shows).
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(container.querySelector('[data-job-filter]')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bundesland' }), 'wien');
    expect(screen.getByRole('status')).toHaveTextContent('2 von 3 Stellen passen zu Ihrer Auswahl');
    const selection = screen.getByRole('list');
    expect(selection).toHaveAttribute('data-job-filter', 'selection');
    expect(selection).toHaveAttribute('aria-describedby', 'stellen-count');
    expect(within(selection).getAllByRole('link').map((link) => link.textContent)).toEqual(['Pannenfahrer:in', 'Entwickler:in']);
    // The choice is kept in the address, to share.
    expect(window.location.search).toBe('?bundesland=wien');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Berufsfeld' }), 'reise');
    expect(screen.getByText(/Zu dieser Auswahl gibt es gerade keine offene Stelle/).closest('[data-job-filter]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Alle Stellen zeigen' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 offene Stellen');
    expect(container.querySelector('[data-job-filter]')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('applies a filter from the address and offers only values some posting has', () => {
    window.history.replaceState(null, '', '/karriere?berufsfeld=it&bundesland=nirgendwo');
    render(<JobFilterList jobs={jobs} headingTag="h3" idPrefix="stellen" />);
    expect(screen.getByRole('status')).toHaveTextContent('1 von 3 Stellen');
    const states = within(screen.getByRole('combobox', { name: 'Bundesland' })).getAllByRole('option');
    // Counted within the chosen field (IT: one in Vienna, none in Tyrol).
    expect(states.map((option) => option.textContent)).toEqual(['Alle Bundesländer', 'Wien (1)', 'Tirol (0)']);
  });

  it('counts each option together with the other filter’s choice, so no count promises what the list won’t show', async () => {
    const user = userEvent.setup();
    render(<JobFilterList jobs={[...jobs, job(4, 'Kundenberater:in', 'tirol', 'kundenservice')]} headingTag="h3" idPrefix="stellen" />);
    const labels = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(labels('Bundesland')).toEqual(['Alle Bundesländer', 'Wien (2)', 'Tirol (2)']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Berufsfeld' }), 'kundenservice');
    // Vienna has no customer-service posting: its count says so, and the options stay in place.
    expect(labels('Bundesland')).toEqual(['Alle Bundesländer', 'Wien (0)', 'Tirol (1)']);
    expect(labels('Berufsfeld')).toEqual(['Alle Berufsfelder', 'Pannenhilfe und Technik (1)', 'Kundenservice (1)', 'Reise und Touristik (1)', 'IT und Digitales (1)']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Bundesland' }), 'wien');
    expect(labels('Berufsfeld')).toEqual(['Alle Berufsfelder', 'Pannenhilfe und Technik (1)', 'Kundenservice (0)', 'Reise und Touristik (0)', 'IT und Digitales (1)']);
    expect(labels('Bundesland')).toEqual(['Alle Bundesländer', 'Wien (0)', 'Tirol (1)']);
  });

  it('says from when a job starts', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(startLabel(null, now)).toBe('ab sofort');
    expect(startLabel('2026-01-01T00:00:00Z', now)).toBe('ab sofort');
    expect(startLabel('2027-01-01T00:00:00Z', now)).toBe('ab 1. Jänner 2027');
  });
});
