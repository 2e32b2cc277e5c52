import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

import { withDatabaseOutageAnswer } from '@/cms/http/databaseOutage';
import { refuseForeignOrigins } from '@/cms/http/foreignOrigin';
import { headAsGet } from '@/cms/http/headAsGet';
import { withRestLimits } from '@/cms/http/restLimits';

export const GET = withDatabaseOutageAnswer(withRestLimits(REST_GET(config)));
export const HEAD = headAsGet(GET);
export const POST = refuseForeignOrigins(withDatabaseOutageAnswer(withRestLimits(REST_POST(config))));
export const DELETE = refuseForeignOrigins(withDatabaseOutageAnswer(withRestLimits(REST_DELETE(config))));
export const PATCH = refuseForeignOrigins(withDatabaseOutageAnswer(withRestLimits(REST_PATCH(config))));
export const PUT = refuseForeignOrigins(withDatabaseOutageAnswer(withRestLimits(REST_PUT(config))));
export const OPTIONS = REST_OPTIONS(config);
