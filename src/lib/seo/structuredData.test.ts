import { describe, expect, it } from 'vitest';

import type { ArticlePage, JobPostingPage } from '@/lib/cms';

import { articleCrumbs, articleData, breadcrumbList, jobPostingData, jsonLd, organization, webSite } from './structuredData';

const site = { siteName: 'Mobilclub', siteUrl: 'https://www.mobilclub.example' };
const variant = (width: number) => ({ url: `/api/media/file/see-${width}.jpg?v=1`, width, height: width / 2 });

const article: ArticlePage = {
  kind: 'article',
  id: 1,
  articleId: 10001,
  title: 'Vignette in Italien',
  path: '/reisen/vignette-10001',
  leadText: 'Was Sie wissen müssen.',
  author: 'Maria Huber',
  datePublished: '2026-11-01T08:00:00.000Z',
  dateModified: '2026-11-02T09:00:00.000Z',
  trackingName: null,
  seo: { title: null, description: null },
  heroImage: { alt: 'See', copyright: null, width: 1920, height: 960, lq: variant(480), mq: variant(960), hq: variant(1920), webp: null },
  showSharing: true,
  channel: { title: 'Reisen', path: '/reisen' },
  blocks: [],
};

describe('structured data', () => {
  it('describes the site with a search action that leads to the results page', () => {
    expect(webSite(site)).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.mobilclub.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://www.mobilclub.example/suche?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes an article with author, dates, absolute image URLs and the club as publisher', () => {
    expect(articleData(article, site)).toMatchObject({
      '@type': 'Article',
      headline: 'Vignette in Italien',
      mainEntityOfPage: 'https://www.mobilclub.example/reisen/vignette-10001',
      datePublished: '2026-11-01T08:00:00.000Z',
      dateModified: '2026-11-02T09:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Maria Huber' }],
      image: ['https://www.mobilclub.example/api/media/file/see-1920.jpg?v=1', 'https://www.mobilclub.example/api/media/file/see-960.jpg?v=1'],
      publisher: { '@type': 'Organization', name: 'Mobilclub', logo: { url: 'https://www.mobilclub.example/icons/icon-512.png' } },
    });
  });

  it('names the club as author when the article has none, and shortens long headlines', () => {
    const data = articleData({ ...article, author: null, title: 'x'.repeat(200) }, site);
    expect(data.author).toEqual([{ '@id': 'https://www.mobilclub.example/#organisation' }]);
    expect(String(data.headline)).toHaveLength(110);
  });

  it('lists the crumbs the article shows', () => {
    expect(breadcrumbList(articleCrumbs(article), site.siteUrl)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.mobilclub.example/' },
        { '@type': 'ListItem', position: 2, name: 'Reisen', item: 'https://www.mobilclub.example/reisen' },
        { '@type': 'ListItem', position: 3, name: 'Vignette in Italien', item: 'https://www.mobilclub.example/reisen/vignette-10001' },
      ],
    });
  });

  it('serialises as one graph no text can break out of', () => {
    const json = jsonLd([organization({ ...site, siteName: '</script><script>alert(1)</script>' })]);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ '@context': 'https://schema.org', '@graph': [{ name: '</script><script>alert(1)</script>' }] });
  });
});

describe('job posting data', () => {
  it('names the club as employer, the place in Austria, the kind of employment and the start', () => {
    const job: JobPostingPage = {
      kind: 'job',
      id: 1,
      articleId: 10101,
      title: 'Pannenfahrer:in',
      path: '/karriere/pannenfahrer-10101',
      leadText: 'Helfen.',
      location: 'Wien-Erdberg',
      state: 'wien',
      field: 'pannenhilfe',
      employmentType: 'teilzeit',
      start: '2027-02-28T23:00:00.000Z',
      datePublished: '2026-11-18T08:00:00.000Z',
      dateModified: null,
      trackingName: null,
      seo: { title: null, description: null },
      channel: { title: 'Karriere', path: '/karriere' },
      contact: null,
      blocks: [],
    };
    expect(jobPostingData(job, site, 'Helfen.')).toMatchObject({
      '@type': 'JobPosting',
      title: 'Pannenfahrer:in',
      datePosted: '2026-11-18T08:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { name: 'Mobilclub' },
      jobLocation: { address: { addressLocality: 'Wien-Erdberg', addressRegion: 'Wien', addressCountry: 'AT' } },
      // Midnight in Vienna is the day before in UTC.
      jobStartDate: '2027-03-01',
    });
  });
});
