import config from '@payload-config';
import { REST_OPTIONS } from '@payloadcms/next/routes';

import { withGraphqlGuard } from '@/cms/graphql/guard';
import { withOutageAnswer } from '@/cms/http/outageAnswer';
import { refuseForeignOrigins } from '@/cms/http/foreignOrigin';
import { graphqlRoute } from '@/platform/payloadGraphqlRoute';

export const POST = refuseForeignOrigins(withOutageAnswer(withGraphqlGuard(graphqlRoute)));
export const OPTIONS = REST_OPTIONS(config);
