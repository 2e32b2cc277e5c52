import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  GraphQLError,
  Kind,
  getArgumentValues,
  isObjectType,
} from 'graphql';

/**
 * What one GraphQL request may ask of the CMS, whoever sends it. Payload's own complexity rule
 * counts every field once, however many documents a list returns; these limits count a list's
 * `limit` (src/cms/payload.config.ts sets the maximum) and bound aliases and nesting.
 */
export const QUERY_LIMITS = {
  /** The most documents one list may ask for; a list without a bound (`limit: 0`, `pagination: false` alone) is refused. */
  maxListLimit: 1000,
  /** Payload's complexity score, lists multiplied by their limit (see countListLimits). */
  maxComplexity: 20_000,
  /** Fields asked for under another name: the site's own documents use none. */
  maxAliases: 20,
  /** Levels of selection sets (the operation's own is the first), fragments followed. The site's deepest document has 8. */
  maxDepth: 12,
} as const;

/** Payload's default page size, where a list names no limit. */
const DEFAULT_LIMIT = 10;

type ComplexityArgs = { args: Record<string, unknown>; childComplexity: number };
type Complexity = number | ((args: ComplexityArgs) => number);

/** How many documents a list field returns at most, from its arguments; null for no bound. */
export function listSize(args: Record<string, unknown>): number | null {
  const limit = typeof args.limit === 'number' ? args.limit : undefined;
  if (limit === 0) return null;
  if (limit === undefined) return args.pagination === false ? null : DEFAULT_LIMIT;
  return limit;
}

const patched = new WeakSet<GraphQLSchema>();

/**
 * Gives every field with a `limit` argument (collections, versions, join fields) a complexity
 * that multiplies what each document costs by how many it may return. Payload's complexity rule
 * reads `extensions.complexity` (a number, or a function of the arguments), so its limit then
 * holds for lists too. Canary: src/platform/payloadComplexity.canary.test.ts.
 */
export function countListLimits(schema: GraphQLSchema): void {
  if (patched.has(schema)) return;
  patched.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => arg.name === 'limit')) continue;
      const own = (field.extensions as { complexity?: Complexity }).complexity;
      const base = typeof own === 'number' ? own : 1;
      const complexity = ({ args, childComplexity }: ComplexityArgs) => base + childComplexity * Math.max(1, listSize(args) ?? QUERY_LIMITS.maxListLimit);
      // The schema is built once per process; its field objects are plain and writable.
      (field as GraphQLField<unknown, unknown> & { extensions: Record<string, unknown> }).extensions = { ...field.extensions, complexity };
    }
  }
}

/** Refuses a list without a bound or above the maximum, before anything runs. */
function boundedLists(context: ValidationContext, variables: Record<string, unknown> | undefined): ASTVisitor {
  return {
    Field(node: FieldNode) {
      const field = context.getFieldDef();
      if (!field?.args.some((arg) => arg.name === 'limit')) return;
      let args: Record<string, unknown>;
      try {
        args = getArgumentValues(field, node, variables);
      } catch {
        return; // Bad argument values are reported by GraphQL's own rules.
      }
      const size = listSize(args);
      if (size === null || size > QUERY_LIMITS.maxListLimit || size < 0) {
        context.reportError(
          new GraphQLError(`Die Liste „${node.alias?.value ?? node.name.value}“ braucht ein limit zwischen 1 und ${QUERY_LIMITS.maxListLimit}.`, {
            nodes: [node],
            extensions: { code: 'LIST_LIMIT' },
          }),
        );
      }
    },
  };
}

/** Aliases and depth of an operation, fragments followed (each spread counted where it is used). */
export function measureOperation(operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>): { aliases: number; depth: number } {
  let aliases = 0;
  const visit = (selectionSet: SelectionSetNode, depth: number, seen: ReadonlySet<string>): number => {
    let deepest = depth;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) aliases += 1;
        if (selection.selectionSet) deepest = Math.max(deepest, visit(selection.selectionSet, depth + 1, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, visit(selection.selectionSet, depth, seen));
      } else {
        const fragment = fragments[selection.name.value];
        // A cycle is GraphQL's own error (NoFragmentCycles); here it only must not loop.
        if (fragment && !seen.has(fragment.name.value)) deepest = Math.max(deepest, visit(fragment.selectionSet, depth, new Set([...seen, fragment.name.value])));
      }
    }
    return deepest;
  };
  const depth = visit(operation.selectionSet, 1, new Set());
  return { aliases, depth };
}

function aliasesAndDepth(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const fragments = Object.fromEntries(
        context
          .getDocument()
          .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
          .map((fragment) => [fragment.name.value, fragment]),
      );
      const { aliases, depth } = measureOperation(operation, fragments);
      if (aliases > QUERY_LIMITS.maxAliases) {
        context.reportError(
          new GraphQLError(`Zu viele Aliasse: ${aliases}, höchstens ${QUERY_LIMITS.maxAliases} je Anfrage.`, { nodes: [operation], extensions: { code: 'TOO_MANY_ALIASES' } }),
        );
      }
      if (depth > QUERY_LIMITS.maxDepth) {
        context.reportError(
          new GraphQLError(`Zu tief verschachtelt: ${depth} Ebenen, höchstens ${QUERY_LIMITS.maxDepth}.`, { nodes: [operation], extensions: { code: 'TOO_DEEP' } }),
        );
      }
    },
  };
}

/** The extra validation rules for config.graphQL.validationRules (every request, HTTP and in-process). */
export function queryLimitRules(variables: Record<string, unknown> | undefined) {
  return [(context: ValidationContext) => boundedLists(context, variables), aliasesAndDepth];
}
