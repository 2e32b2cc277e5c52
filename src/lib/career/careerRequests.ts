/**
 * Apollo Client and the career portal's operations (about 170 kB of script), fetched and run when
 * a visitor starts using a form, not while the page loads: evaluating it then cost /karriere a
 * long task of ~170 ms before any interaction (4× that on Lighthouse's phone).
 */
export { ConfirmJobAlertDocument, SubscribeJobAlertDocument, UnsubscribeJobAlertDocument } from '@/gql/graphql';
export { getBrowserClient } from '@/lib/cms/browserClient';

export { describeFailure } from './apolloErrors';
