import { expect, it } from 'vitest';

import { robotsTxt } from './robots';

it('keeps crawlers out of the CMS, its API, the catalogue and the login playground, and names the sitemap', () => {
  const robots = robotsTxt('https://www.mobilclub.example');
  expect(robots.split('\n')).toEqual(
    expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /test', 'Disallow: /login-nuxt', 'Sitemap: https://www.mobilclub.example/sitemap.xml']),
  );
});
