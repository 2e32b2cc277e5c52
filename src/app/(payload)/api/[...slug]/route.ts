import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';

import { withDatabaseOutageAnswer } from '@/cms/http/databaseOutage';

export const GET = withDatabaseOutageAnswer(REST_GET(config));
export const POST = withDatabaseOutageAnswer(REST_POST(config));
export const DELETE = withDatabaseOutageAnswer(REST_DELETE(config));
export const PATCH = withDatabaseOutageAnswer(REST_PATCH(config));
export const PUT = withDatabaseOutageAnswer(REST_PUT(config));
export const OPTIONS = REST_OPTIONS(config);
