import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';

import { withGraphqlGuard } from '@/cms/graphql/guard';
import { withDatabaseOutageAnswer } from '@/cms/http/databaseOutage';
import { refuseForeignOrigins } from '@/cms/http/foreignOrigin';

export const POST = refuseForeignOrigins(withDatabaseOutageAnswer(withGraphqlGuard(GRAPHQL_POST(config))));
export const OPTIONS = REST_OPTIONS(config);
