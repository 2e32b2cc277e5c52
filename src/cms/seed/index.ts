import type { Payload } from 'payload';

import { SKIP_AUDIT_RECORD } from '../audit/changes';
import { DISABLE_REVALIDATE } from '../hooks/revalidate';
import { SKIP_JOB_ALERTS } from '../jobAlerts/hooks';
import { careerBlocks, careerChannel, jobPostings } from './career';
import {
  catalogueDocuments,
  catalogueScenes,
  membershipBlocks,
  membershipChannel,
  roadtripArticle,
  showcaseBlocks,
  showcaseChannel,
  verkehrArticles,
} from './catalogue';
import { DEMO_USERS, type SeedRefs, articles as baseArticles, channelBlocks, channels as baseChannels, homeBlocks, scenes } from './content';
import type { ContentBlock } from './types';
import { renderScene } from './images';
import { buildPdf } from './pdf';
import { privacyBlocks, privacyChannel, readVideoFile, videoArticle, videoFiles } from './videos';

const articles = [...baseArticles, ...verkehrArticles, roadtripArticle, videoArticle('verkehr')];
const channels = [...baseChannels, membershipChannel, showcaseChannel, privacyChannel, careerChannel];

/**
 * Fills an empty CMS with the demo site. Idempotent: a database that already has channels is
 * left alone, so a restart never duplicates or overwrites editors' work.
 */
export async function seed(payload: Payload): Promise<'seeded' | 'skipped'> {
  const { totalDocs } = await payload.count({ collection: 'channels', overrideAccess: true });
  if (totalDocs > 0) return 'skipped';

  // Outside the Next server there is no page cache to expire, and no alert awaits the demo jobs;
  // the record of who changed what starts with the editors' first change, not with the demo.
  // A fresh one for every call: Payload's storage plugin leaves its skipCloudStorage flag in the
  // context object of the request it updates, so a shared one sent every upload after the first
  // nowhere (a fresh cluster's bucket held the first picture only).
  const context = () => ({ [DISABLE_REVALIDATE]: true, [SKIP_JOB_ALERTS]: true, [SKIP_AUDIT_RECORD]: true });
  const published = { _status: 'published' as const };
  const refs: SeedRefs = { articles: {}, channels: {}, media: {}, documents: {}, videos: {} };

  for (const scene of [...scenes, ...catalogueScenes]) {
    const data = await renderScene(scene);
    const media = await payload.create({
      collection: 'media',
      data: { alt: scene.alt, copyright: 'Mobilclub / Demo-Illustration' },
      file: { data, mimetype: 'image/jpeg', name: `${scene.name}.jpg`, size: data.length },
      context: context(),
    });
    refs.media[scene.name] = media.id;
  }

  for (const document of catalogueDocuments) {
    const data = buildPdf(document.heading, document.lines);
    const created = await payload.create({
      collection: 'documents',
      data: { title: document.title },
      file: { data, mimetype: 'application/pdf', name: document.fileName, size: data.length },
      context: context(),
    });
    refs.documents[document.key] = created.id;
  }

  for (const video of videoFiles) {
    const captionsData = await readVideoFile(video.captionsFileName);
    const captions = await payload.create({
      collection: 'captions',
      data: { title: `${video.title} – Deutsch`, label: 'Deutsch', language: 'de', kind: 'captions' },
      file: { data: captionsData, mimetype: 'text/vtt', name: video.captionsFileName, size: captionsData.length },
      context: context(),
    });
    const data = await readVideoFile(video.fileName);
    const created = await payload.create({
      collection: 'videos',
      data: { title: video.title, tracks: [{ file: captions.id, isDefault: true }] },
      file: { data, mimetype: 'video/mp4', name: video.fileName, size: data.length },
      context: context(),
    });
    refs.videos[video.key] = created.id;
  }

  const home = await payload.create({
    collection: 'channels',
    data: { title: 'Sicher und entspannt unterwegs in Österreich', slug: 'startseite', isHome: true, trackingName: 'home', ...published },
    context: context(),
  });

  for (const channel of channels) {
    const parent = channel.parent ? refs.channels[channel.parent] : undefined;
    const created = await payload.create({
      collection: 'channels',
      data: {
        title: channel.title,
        slug: channel.slug,
        parent,
        requiresReview: channel.requiresReview ?? false,
        trackingName: channel.trackingName,
        seo: channel.seo,
        ...published,
      },
      context: context(),
    });
    refs.channels[channel.key] = created.id;
  }

  // After the channels: a Redakteur/in's account names the sections.
  for (const { sections = [], ...user } of DEMO_USERS) {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: user.email } } });
    if (existing.totalDocs > 0) continue;
    const sectionIds = sections.map((key) => refs.channels[key]).filter((id) => id !== undefined);
    await payload.create({ collection: 'users', data: { ...user, roles: [...user.roles], sections: sectionIds }, context: context() });
  }

  // Articles first without blocks, since their teasers point at each other.
  for (const article of articles) {
    const channel = refs.channels[article.channel];
    if (channel === undefined) throw new Error(`Seed: unknown channel ${article.channel}`);
    const created = await payload.create({
      collection: 'articles',
      data: {
        title: article.title,
        slug: article.slug,
        articleId: article.articleId,
        channel,
        leadText: article.leadText,
        author: article.author,
        datePublished: article.datePublished,
        heroImage: refs.media[article.image],
        ...published,
      },
      context: context(),
    });
    refs.articles[article.key] = created.id;
  }
  for (const article of articles) {
    const id = refs.articles[article.key];
    if (id === undefined) continue;
    await payload.update({ collection: 'articles', id, data: { blocks: article.blocks(refs), ...published }, context: context() });
  }

  await payload.update({ collection: 'channels', id: home.id, data: { blocks: homeBlocks(refs), ...published }, context: context() });
  const blocksByChannel: Record<string, (refs: SeedRefs) => ContentBlock[]> = {
    ...channelBlocks,
    [membershipChannel.key]: membershipBlocks,
    [showcaseChannel.key]: showcaseBlocks,
    [privacyChannel.key]: privacyBlocks,
    [careerChannel.key]: careerBlocks,
  };
  for (const [key, blocks] of Object.entries(blocksByChannel)) {
    const id = refs.channels[key];
    if (id !== undefined) {
      await payload.update({ collection: 'channels', id, data: { blocks: blocks(refs), ...published }, context: context() });
    }
  }

  const careerChannelId = refs.channels[careerChannel.key];
  if (careerChannelId === undefined) throw new Error('Seed: the career channel is missing');
  for (const job of jobPostings) {
    await payload.create({ collection: 'jobPostings', data: { ...job, channel: careerChannelId, ...published }, context: context() });
  }

  await payload.create({ collection: 'redirects', data: { from: '/sommerreisen', to: '/reisen', status: 'permanent' }, context: context() });
  await payload.create({
    collection: 'redirects',
    data: { from: '/mitglied-werden', to: 'https://mitglied.mobilclub.example/antrag', status: 'temporary' },
    context: context(),
  });

  const link = (label: string, relationTo: 'channels' | 'articles', value: number | undefined) => ({
    label,
    reference: value === undefined ? undefined : { relationTo, value },
  });
  const { channels: channelIds, articles: articleIds } = refs;
  await payload.updateGlobal({
    slug: 'navigation',
    data: {
      header: [
        link('Reisen', 'channels', channelIds.reisen),
        link('Verkehr', 'channels', channelIds.verkehr),
        link('E-Mobilität', 'channels', channelIds['e-mobilitaet']),
        link('Mitgliedschaft', 'channels', channelIds.mitgliedschaft),
      ],
      footer: [
        link('Reisen', 'channels', channelIds.reisen),
        link('Urlaub mit dem Auto', 'channels', channelIds['urlaub-mit-dem-auto']),
        link('Verkehr', 'channels', channelIds.verkehr),
        link('E-Mobilität', 'channels', channelIds['e-mobilitaet']),
        link('Mitgliedschaft', 'channels', channelIds.mitgliedschaft),
        link('Karriere', 'channels', channelIds.karriere),
        link('Winterreifen', 'articles', articleIds.winterreifen),
        link('Fahrtipps im Video', 'articles', articleIds['winter-videos']),
        link('Datenschutz', 'channels', channelIds.datenschutz),
        { label: 'Kontakt', url: 'mailto:service@mobilclub.example' },
        { label: 'Mitglied werden', url: '/mitglied-werden' },
      ],
    },
    context: context(),
  });

  return 'seeded';
}
