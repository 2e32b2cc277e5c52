import 'server-only';

export { getGraphqlEndpoint } from './endpoint';
