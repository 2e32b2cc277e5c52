import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';

import { withDatabaseOutageAnswer } from '@/cms/http/databaseOutage';
import { refuseForeignOrigins } from '@/cms/http/foreignOrigin';
import { withJobAlertRateLimits } from '@/cms/jobAlerts/graphqlRateLimit';

export const POST = refuseForeignOrigins(withDatabaseOutageAnswer(withJobAlertRateLimits(GRAPHQL_POST(config))));
export const OPTIONS = REST_OPTIONS(config);
