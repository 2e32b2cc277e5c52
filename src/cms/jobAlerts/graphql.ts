import type * as GraphQLModule from 'graphql';
import { APIError, type GraphQLExtension, type PayloadRequest } from 'payload';

import { SubscriptionInputError, confirm, subscribe, unsubscribe, viewAlert } from './service';

/** The job-alert mutations the GraphQL route limits per client (and subscriptions per mailbox). */
export const JOB_ALERT_MUTATIONS = { subscribe: 'subscribeJobAlert', confirm: 'confirmJobAlert', unsubscribe: 'unsubscribeJobAlert' } as const;

type GraphQL = typeof GraphQLModule;
type Context = { req: PayloadRequest };

const enumValues = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]));

/** The types both extensions use, built once per GraphQL module (queries and mutations are built apart). */
const built = new WeakMap<GraphQL, ReturnType<typeof buildTypes>>();
function buildTypes(GraphQL: GraphQL) {
  const { GraphQLEnumType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString } = GraphQL;
  const strings = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString)));
  const purpose = new GraphQLEnumType({ name: 'JobAlertLinkPurpose', values: enumValues({ CONFIRM: 'confirm', UNSUBSCRIBE: 'unsubscribe' }) });
  const status = new GraphQLEnumType({
    name: 'JobAlertStatus',
    values: enumValues({ PENDING: 'pending', ACTIVE: 'active', UNSUBSCRIBED: 'unsubscribed' }),
  });
  const view = new GraphQLObjectType({
    name: 'JobAlertView',
    description: 'What a job-alert link shows about its alert: the address masked, the criteria as values.',
    fields: {
      status: { type: new GraphQLNonNull(status) },
      maskedEmail: { type: new GraphQLNonNull(GraphQLString) },
      states: { type: strings },
      fields: { type: strings },
    },
  });
  const confirmOutcome = new GraphQLEnumType({
    name: 'JobAlertConfirmOutcome',
    values: enumValues({ CONFIRMED: 'confirmed', ALREADY_CONFIRMED: 'already-confirmed', UNSUBSCRIBED: 'unsubscribed', INVALID: 'invalid' }),
  });
  const unsubscribeOutcome = new GraphQLEnumType({
    name: 'JobAlertUnsubscribeOutcome',
    values: enumValues({ UNSUBSCRIBED: 'unsubscribed', ALREADY_UNSUBSCRIBED: 'already-unsubscribed', INVALID: 'invalid' }),
  });
  return { strings, purpose, view, confirmOutcome, unsubscribeOutcome };
}
function typesOf(GraphQL: GraphQL) {
  let types = built.get(GraphQL);
  if (!types) {
    types = buildTypes(GraphQL);
    built.set(GraphQL, types);
  }
  return types;
}

export const jobAlertQueries: GraphQLExtension = (GraphQL) => {
  const { purpose, view } = typesOf(GraphQL);
  const { GraphQLNonNull, GraphQLString } = GraphQL;
  return {
    jobAlertByToken: {
      type: view,
      description: 'The alert of a link from a job-alert mail; null for any token that is not a live one.',
      args: { token: { type: new GraphQLNonNull(GraphQLString) }, purpose: { type: new GraphQLNonNull(purpose) } },
      resolve: (_: unknown, args: { token: string; purpose: 'confirm' | 'unsubscribe' }, { req }: Context) =>
        viewAlert(req.payload, args.token, args.purpose),
    },
  };
};

export const jobAlertMutations: GraphQLExtension = (GraphQL) => {
  const { strings, confirmOutcome, unsubscribeOutcome } = typesOf(GraphQL);
  const { GraphQLBoolean, GraphQLNonNull, GraphQLString } = GraphQL;
  const token = { type: new GraphQLNonNull(GraphQLString) };
  return {
    [JOB_ALERT_MUTATIONS.subscribe]: {
      type: new GraphQLNonNull(GraphQLBoolean),
      description: 'Creates a job alert waiting for confirmation and mails the link (double opt-in).',
      args: {
        email: { type: new GraphQLNonNull(GraphQLString) },
        states: { type: strings },
        fields: { type: strings },
        consent: { type: new GraphQLNonNull(GraphQLBoolean) },
      },
      // Limited per client and per mailbox before the request runs, each call counted
      // (src/cms/graphql/guard.ts, mutationLimits.ts).
      resolve: async (_: unknown, args: { email: string; states: string[]; fields: string[]; consent: boolean }, { req }: Context) => {
        try {
          await subscribe(req, args);
        } catch (error) {
          if (error instanceof SubscriptionInputError) throw new APIError(error.message, 400, { fieldErrors: error.errors });
          throw error;
        }
        return true;
      },
    },
    [JOB_ALERT_MUTATIONS.confirm]: {
      type: new GraphQLNonNull(confirmOutcome),
      args: { token },
      resolve: (_: unknown, args: { token: string }, { req }: Context) => confirm(req.payload, args.token),
    },
    [JOB_ALERT_MUTATIONS.unsubscribe]: {
      type: new GraphQLNonNull(unsubscribeOutcome),
      args: { token },
      resolve: (_: unknown, args: { token: string }, { req }: Context) => unsubscribe(req.payload, args.token),
    },
  };
};
