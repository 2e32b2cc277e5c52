import 'server-only';

export { getCmsTransport, getGraphqlEndpoint } from './endpoint';
