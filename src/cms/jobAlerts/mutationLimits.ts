import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  Kind,
  OperationTypeNode,
  valueFromASTUntyped,
} from 'graphql';

import { type RateLimitResult, sharedRateLimiter } from '@/lib/http/rateLimit';

import { JOB_ALERT_MUTATIONS } from './graphql';
import { ADDRESS_RATE_LIMIT, SUBSCRIBE_RATE_LIMIT, TOKEN_RATE_LIMIT } from './rateLimits';
import { hashToken } from './tokens';

/** One job-alert mutation the request would run: a subscription (with its address) or a token use. */
export type JobAlertCall = { kind: 'subscribe'; email: string | null } | { kind: 'token' };

/** The operation a request runs: the named one, or the only one. */
function selectedOperation(document: DocumentNode, operationName: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((operation) => operation.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/**
 * The top-level fields a parsed request would run for an operation of this type, each alias and
 * each fragment's copy counted, in the order GraphQL runs them. What the text looks like (escapes,
 * fragments, aliases) does not matter: this reads the document as GraphQL will execute it.
 */
export function rootFields(document: DocumentNode, operationName: string | null, type: OperationTypeNode): FieldNode[] {
  const operation = selectedOperation(document, operationName);
  if (operation?.operation !== type) return [];
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const fields: FieldNode[] = [];
  const walk = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(selection.selectionSet, seen);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) walk(fragment.selectionSet, new Set([...seen, fragment.name.value]));
      }
    }
  };
  walk(operation.selectionSet, new Set());
  return fields;
}

/** Every job-alert mutation a parsed request would run (see {@link rootFields}). */
export function jobAlertCalls(document: DocumentNode, operationName: string | null, variables: Record<string, unknown>): JobAlertCall[] {
  const argument = (value: ValueNode | undefined): unknown => (value ? valueFromASTUntyped(value, variables) : undefined);
  return rootFields(document, operationName, OperationTypeNode.MUTATION).flatMap((field): JobAlertCall[] => {
    const name = field.name.value;
    if (name === JOB_ALERT_MUTATIONS.subscribe) {
      const email = argument(field.arguments?.find((arg) => arg.name.value === 'email')?.value);
      return [{ kind: 'subscribe', email: typeof email === 'string' ? email : null }];
    }
    return name === JOB_ALERT_MUTATIONS.confirm || name === JOB_ALERT_MUTATIONS.unsubscribe ? [{ kind: 'token' }] : [];
  });
}

/** Google delivers to one mailbox whatever dots the local part has, under either domain. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however it is written: case folded, a `+tag` in the local part dropped (most
 * providers deliver `name+1@…` to `name@…`), and for Gmail the dots dropped and `googlemail.com`
 * read as `gmail.com`.
 */
export function normaliseAddress(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return trimmed;
  let local = trimmed.slice(0, at).split('+')[0] || trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '') || local;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * Takes one unit per call from the client's limits (each subscription sends a mail) and, per
 * subscription, from its mailbox's. The first limit reached ends the count: nothing of the
 * request runs.
 */
export async function takeJobAlertLimits(calls: readonly JobAlertCall[], client: string): Promise<RateLimitResult> {
  for (const call of calls) {
    if (call.kind === 'token') {
      const result = await sharedRateLimiter('job-alert-token', TOKEN_RATE_LIMIT).take(client);
      if (!result.ok) return result;
      continue;
    }
    const byClient = await sharedRateLimiter('job-alert-subscribe', SUBSCRIBE_RATE_LIMIT).take(client);
    if (!byClient.ok) return byClient;
    if (call.email === null) continue;
    // Counted under a hash: the limiter's keys (also in Redis) hold no addresses.
    const byAddress = await sharedRateLimiter('job-alert-address', ADDRESS_RATE_LIMIT).take(hashToken(normaliseAddress(call.email)));
    if (!byAddress.ok) return byAddress;
  }
  return { ok: true };
}
