/*
 * `npm run content:check`: validates every published block the CMS serves, as the site would,
 * and every link in them, the redirects and the navigation, as the admin would.
 * Exit code 1 when anything is wrong, 2 when the CMS could not be asked.
 */
import { getGraphqlEndpoint } from '@/lib/settings/endpoint';

import { ContentCheckError, checkContent, formatProblem } from './contentCheck';

const endpoint = getGraphqlEndpoint();
try {
  const { pages, blocks, redirects, problems } = await checkContent(endpoint);
  for (const problem of problems) console.log(formatProblem(problem));
  const summary = `${pages} Seiten mit ${blocks} Blöcken, ${redirects} Weiterleitungen und die Navigation geprüft (${endpoint})`;
  if (problems.length > 0) {
    console.log(`\n${problems.length} ${problems.length === 1 ? 'Problem' : 'Probleme'}: ${summary}.`);
    process.exitCode = 1;
  } else {
    console.log(`Keine Probleme: ${summary}.`);
  }
} catch (error) {
  if (!(error instanceof ContentCheckError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
