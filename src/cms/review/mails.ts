import type { PayloadRequest, TaskConfig } from 'payload';

import { getPublicSettings } from '@/lib/settings/public';

import { isChief, userHasRole } from '../access';
import { accountSections, channelTree, channelsOfSections } from '../access/sections';
import { type MailMessage, escapeHtml, html } from '../email/layout';
import type { ReviewRequest, User } from '../generated/payload-types';
import { relationId } from '../hooks/paths';
import { REVIEW_REQUESTS_SLUG, personName } from './reviewable';
import { sameAccount } from './rights';
import { REVIEW_MAIL_TASK, type ReviewMailStep, submittedPage } from './workflow';

type Id = number | string;

const nameOf = (user: User | null | undefined) => personName(user, 'Jemand');

/**
 * Who reviews a submission: the Chefredaktion and administrators, and for an article the
 * Redakteur/innen of its section; never the submitter.
 */
export async function reviewersOf(req: PayloadRequest, request: ReviewRequest): Promise<User[]> {
  const page = submittedPage(request.document);
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['section-editor', 'chief-editor', 'admin'] } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const channel = relationId(request.channel ?? null);
  const tree = page?.collection === 'articles' && channel !== null ? await channelTree(req) : null;
  return docs.filter((user) => {
    if (sameAccount(request.submittedBy, user)) return false;
    if (isChief(user)) return true;
    return Boolean(tree && channel !== null && userHasRole(user, 'section-editor') && channelsOfSections(tree, accountSections(user)).has(String(channel)));
  });
}

interface MailContext {
  title: string;
  adminUrl: string;
  siteName: string;
}

function reviewMail(to: string, subject: string, paragraphs: string[], { adminUrl, siteName }: MailContext, button: string, why: string): MailMessage {
  const footer = `Diese E-Mail kommt vom CMS des ${siteName}: ${why}`;
  return {
    to,
    subject,
    text: [...paragraphs, `${button}: ${adminUrl}`, footer].join('\n\n') + '\n',
    html: html(paragraphs.map(escapeHtml), { label: button, href: adminUrl }, [escapeHtml(footer)]),
  };
}

export function submittedMail(to: string, request: Pick<ReviewRequest, 'note'>, submitter: string, context: MailContext): MailMessage {
  const paragraphs = [`${submitter} hat „${context.title}“ zur Freigabe eingereicht.`];
  if (request.note) paragraphs.push(`Hinweis: ${request.note}`);
  paragraphs.push(
    'Auf der Seite sehen Sie unter „Freigabe“, was sich seit der veröffentlichten Fassung geändert hat, und die Vorschau. Veröffentlichen Sie den Entwurf (sofort oder zu einem Zeitpunkt) oder geben Sie ihn mit einem Kommentar zurück.',
  );
  return reviewMail(to, `Zur Freigabe: „${context.title}“`, paragraphs, context, 'Entwurf prüfen', 'Sie geben Seiten dieser Rubrik frei.');
}

export function returnedMail(to: string, request: Pick<ReviewRequest, 'comment'>, reviewer: string, context: MailContext): MailMessage {
  const paragraphs = [`${reviewer} hat Ihren Entwurf „${context.title}“ zurückgegeben:`, request.comment || '', 'Überarbeiten Sie den Entwurf und reichen Sie ihn erneut zur Freigabe ein.'];
  return reviewMail(to, `Zurückgegeben: „${context.title}“`, paragraphs, context, 'Entwurf öffnen', 'Sie haben diesen Entwurf zur Freigabe eingereicht.');
}

export function publishedMail(to: string, reviewer: string, context: MailContext): MailMessage {
  return reviewMail(
    to,
    `Veröffentlicht: „${context.title}“`,
    [`${reviewer} hat Ihren Entwurf „${context.title}“ freigegeben und veröffentlicht.`],
    context,
    'Seite öffnen',
    'Sie haben diesen Entwurf zur Freigabe eingereicht.',
  );
}

async function account(req: PayloadRequest, id: Id | null): Promise<User | null> {
  if (id === null) return null;
  return req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  });
}

/** One step's mails; retried with backoff when delivery fails (SMTP down). */
export const reviewMailTask: TaskConfig<{
  input: { requestId: number; step: ReviewMailStep };
  output: { sent: number };
}> = {
  slug: REVIEW_MAIL_TASK,
  label: 'Freigabe: E-Mails versenden',
  inputSchema: [
    { name: 'requestId', type: 'number', required: true },
    { name: 'step', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const request = await req.payload.findByID({
      collection: REVIEW_REQUESTS_SLUG,
      id: input.requestId,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    });
    const page = submittedPage(request?.document);
    if (!request || !page) return { output: { sent: 0 } };
    const { siteName, siteUrl } = getPublicSettings();
    const context: MailContext = {
      title: request.title || 'Ohne Titel',
      adminUrl: new URL(`/admin/collections/${page.collection}/${page.id}`, siteUrl).toString(),
      siteName,
    };
    const submitter = await account(req, relationId(request.submittedBy ?? null));
    const mails: MailMessage[] = [];
    if (input.step === 'submitted') {
      for (const reviewer of await reviewersOf(req, request)) mails.push(submittedMail(reviewer.email, request, nameOf(submitter), context));
    } else if (submitter) {
      const reviewer = nameOf(await account(req, relationId(request.reviewedBy ?? null)));
      mails.push(input.step === 'returned' ? returnedMail(submitter.email, request, reviewer, context) : publishedMail(submitter.email, reviewer, context));
    }
    for (const mail of mails) await req.payload.sendEmail(mail);
    return { output: { sent: mails.length } };
  },
};
