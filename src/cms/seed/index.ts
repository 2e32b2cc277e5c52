import type { Payload } from 'payload';

import { DISABLE_REVALIDATE } from '../hooks/revalidate';
import { DEMO_USERS, articles, channelBlocks, channels, homeBlocks, scenes } from './content';
import { renderScene } from './images';

/**
 * Fills an empty CMS with the demo site. Idempotent: a database that already has channels is
 * left alone, so a restart never duplicates or overwrites editors' work.
 */
export async function seed(payload: Payload): Promise<'seeded' | 'skipped'> {
  const { totalDocs } = await payload.count({ collection: 'channels', overrideAccess: true });
  if (totalDocs > 0) return 'skipped';

  // Outside the Next server there is no page cache to expire.
  const context = { [DISABLE_REVALIDATE]: true };
  const published = { _status: 'published' as const };

  for (const user of DEMO_USERS) {
    const existing = await payload.count({ collection: 'users', where: { email: { equals: user.email } } });
    if (existing.totalDocs === 0) {
      await payload.create({ collection: 'users', data: { ...user, roles: [...user.roles] }, context });
    }
  }

  const imageIds: Record<string, number> = {};
  for (const scene of scenes) {
    const data = await renderScene(scene);
    const media = await payload.create({
      collection: 'media',
      data: { alt: scene.alt, copyright: 'Mobilclub / Demo-Illustration' },
      file: { data, mimetype: 'image/jpeg', name: `${scene.name}.jpg`, size: data.length },
      context,
    });
    imageIds[scene.name] = media.id;
  }

  const home = await payload.create({
    collection: 'channels',
    data: { title: 'Sicher und entspannt unterwegs in Österreich', slug: 'startseite', isHome: true, trackingName: 'home', ...published },
    context,
  });

  const channelIds: Record<string, number> = {};
  for (const channel of channels) {
    const parent = channel.parent ? channelIds[channel.parent] : undefined;
    const created = await payload.create({
      collection: 'channels',
      data: {
        title: channel.title,
        slug: channel.slug,
        parent,
        trackingName: channel.trackingName,
        seo: channel.seo,
        ...published,
      },
      context,
    });
    channelIds[channel.key] = created.id;
  }

  // Articles first without blocks, since their teasers point at each other.
  const articleIds: Record<string, number> = {};
  for (const article of articles) {
    const channel = channelIds[article.channel];
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
        heroImage: imageIds[article.image],
        ...published,
      },
      context,
    });
    articleIds[article.key] = created.id;
  }
  for (const article of articles) {
    const id = articleIds[article.key];
    if (id === undefined) continue;
    await payload.update({
      collection: 'articles',
      id,
      data: { blocks: article.blocks(articleIds), ...published },
      context,
    });
  }

  await payload.update({ collection: 'channels', id: home.id, data: { blocks: homeBlocks(articleIds), ...published }, context });
  for (const [key, blocks] of Object.entries(channelBlocks)) {
    const id = channelIds[key];
    if (id !== undefined) {
      await payload.update({ collection: 'channels', id, data: { blocks: blocks(articleIds), ...published }, context });
    }
  }

  await payload.create({ collection: 'redirects', data: { from: '/sommerreisen', to: '/reisen', status: 'permanent' }, context });
  await payload.create({
    collection: 'redirects',
    data: { from: '/mitglied-werden', to: 'https://mitglied.mobilclub.example/antrag', status: 'temporary' },
    context,
  });

  const link = (label: string, relationTo: 'channels' | 'articles', value: number | undefined) => ({
    label,
    reference: value === undefined ? undefined : { relationTo, value },
  });
  await payload.updateGlobal({
    slug: 'navigation',
    data: {
      header: [
        link('Reisen', 'channels', channelIds.reisen),
        link('Camping', 'channels', channelIds.camping),
        link('Verkehr', 'channels', channelIds.verkehr),
        link('E-Mobilität', 'channels', channelIds['e-mobilitaet']),
      ],
      footer: [
        link('Reisen', 'channels', channelIds.reisen),
        link('Verkehr', 'channels', channelIds.verkehr),
        link('E-Mobilität', 'channels', channelIds['e-mobilitaet']),
        link('Winterreifen', 'articles', articleIds.winterreifen),
        { label: 'Kontakt', url: 'mailto:service@mobilclub.example' },
        { label: 'Mitglied werden', url: '/mitglied-werden' },
      ],
    },
    context,
  });

  return 'seeded';
}
