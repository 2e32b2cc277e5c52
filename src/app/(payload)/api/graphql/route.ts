import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';

import { withErrorExcerpts } from '@/cms/graphql/errorExcerpt';
import { withGraphqlGuard } from '@/cms/graphql/guard';
import { withOutageAnswer } from '@/cms/http/outageAnswer';
import { refuseForeignOrigins } from '@/cms/http/foreignOrigin';

const payloadGraphqlRoute = GRAPHQL_POST(config);

/** Payload's own GraphQL route behind the site's guard; what its errors quote of the request is cut short. */
export const POST = refuseForeignOrigins(withOutageAnswer(withGraphqlGuard(async (request) => withErrorExcerpts(await payloadGraphqlRoute(request)))));
export const OPTIONS = REST_OPTIONS(config);
