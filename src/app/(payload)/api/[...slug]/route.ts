import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

import { withOutageAnswer } from '@/cms/http/outageAnswer';
import { refuseForeignOrigins } from '@/cms/http/foreignOrigin';
import { headAsGet } from '@/cms/http/headAsGet';
import { withRestLimits } from '@/cms/http/restLimits';

export const GET = withOutageAnswer(withRestLimits(REST_GET(config)));
export const HEAD = headAsGet(GET);
export const POST = refuseForeignOrigins(withOutageAnswer(withRestLimits(REST_POST(config))));
export const DELETE = refuseForeignOrigins(withOutageAnswer(withRestLimits(REST_DELETE(config))));
export const PATCH = refuseForeignOrigins(withOutageAnswer(withRestLimits(REST_PATCH(config))));
export const PUT = refuseForeignOrigins(withOutageAnswer(withRestLimits(REST_PUT(config))));
export const OPTIONS = REST_OPTIONS(config);
