import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  GraphQLError,
  Kind,
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isCompositeType,
} from 'graphql';

/**
 * What one GraphQL request may ask of the CMS, whoever sends it. Payload's own complexity rule
 * counts every field once, however many documents a list returns; these limits count a list's
 * `limit` (the site's own complexity rule, beside Payload's) and bound aliases and nesting.
 */
export const QUERY_LIMITS = {
  /** The most documents one list may ask for; a list without a bound (`limit: 0`, `pagination: false` alone) is refused. */
  maxListLimit: 1000,
  /** The complexity of an operation, lists multiplied by their limit (see listWeightedComplexity). */
  maxComplexity: 20_000,
  /** Fields asked for under another name: the site's own documents use none. */
  maxAliases: 20,
  /** Levels of selection sets (the operation's own is the first), fragments followed. The site's deepest document has 8. */
  maxDepth: 12,
} as const;

/** Payload's default page size, where a list names no limit. */
const DEFAULT_LIMIT = 10;

/** How many documents a list field returns at most, from its arguments; null for no bound. */
export function listSize(args: Record<string, unknown>): number | null {
  const limit = typeof args.limit === 'number' ? args.limit : undefined;
  if (limit === 0) return null;
  if (limit === undefined) return args.pagination === false ? null : DEFAULT_LIMIT;
  return limit;
}

/**
 * What an operation costs, as Payload's complexity rule counts it (every field 1, or the
 * complexity its field declares, e.g. a relationship's 10, plus what is selected under it; on a
 * union or interface the costliest of its types), except that a list (a field with a `limit`)
 * costs what each of its documents costs times how many it may return. Fragments are followed;
 * `@skip`/`@include` are not (counted as asked).
 */
export function operationComplexity(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>, variables: Record<string, unknown> | undefined): number {
  const root = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!root) return 0;

  const applies = (typeName: string | undefined, objectType: GraphQLObjectType): boolean => {
    if (!typeName || typeName === objectType.name) return true;
    const condition = schema.getType(typeName);
    return condition !== undefined && isAbstractType(condition) && schema.isSubType(condition, objectType);
  };

  const costOn = (selectionSet: SelectionSetNode, objectType: GraphQLObjectType, seen: ReadonlySet<string>): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, objectType)) total += costOn(selection.selectionSet, objectType, seen);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        // A cycle is GraphQL's own error (NoFragmentCycles); here it only must not loop.
        if (fragment && !seen.has(fragment.name.value) && applies(fragment.typeCondition.name.value, objectType)) {
          total += costOn(fragment.selectionSet, objectType, new Set([...seen, fragment.name.value]));
        }
      } else {
        const field = objectType.getFields()[selection.name.value];
        if (!field) continue; // __typename, or a field GraphQL's own rules report
        const declared = (field.extensions as { complexity?: unknown }).complexity;
        const own = typeof declared === 'number' ? declared : 1;
        const type = getNamedType(field.type);
        const children = selection.selectionSet && isCompositeType(type) ? costOf(selection.selectionSet, type, seen) : 0;
        if (!field.args.some((arg) => arg.name === 'limit')) {
          total += own + children;
          continue;
        }
        let args: Record<string, unknown> = {};
        try {
          args = getArgumentValues(field, selection, variables);
        } catch {
          // Bad argument values are reported by GraphQL's own rules; counted at the most.
        }
        total += own + children * Math.max(1, listSize(args) ?? QUERY_LIMITS.maxListLimit);
      }
    }
    return total;
  };

  const costOf = (selectionSet: SelectionSetNode, type: GraphQLCompositeType, seen: ReadonlySet<string>): number => {
    if (!isAbstractType(type)) return costOn(selectionSet, type, seen);
    return Math.max(0, ...schema.getPossibleTypes(type).map((objectType) => costOn(selectionSet, objectType, seen)));
  };

  return costOf(operation.selectionSet, root, new Set());
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

function fragmentsOf(context: ValidationContext): Record<string, FragmentDefinitionNode> {
  return Object.fromEntries(
    context
      .getDocument()
      .definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
}

/** Refuses an operation whose complexity, lists weighed by their limit, is above the maximum. */
function listWeightedComplexity(context: ValidationContext, variables: Record<string, unknown> | undefined): ASTVisitor {
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const complexity = operationComplexity(context.getSchema(), operation, fragmentsOf(context), variables);
      if (complexity > QUERY_LIMITS.maxComplexity) {
        context.reportError(
          new GraphQLError(`Die Anfrage ist zu aufwendig: ${complexity}, höchstens ${QUERY_LIMITS.maxComplexity} (Listen zählen mit ihrem limit).`, {
            nodes: [operation],
            extensions: { code: 'TOO_COMPLEX', complexity },
          }),
        );
      }
    },
  };
}

function aliasesAndDepth(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation: OperationDefinitionNode) {
      const { aliases, depth } = measureOperation(operation, fragmentsOf(context));
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
  return [(context: ValidationContext) => boundedLists(context, variables), aliasesAndDepth, (context: ValidationContext) => listWeightedComplexity(context, variables)];
}
