import { APIError, type CollectionBeforeOperationHook, type Plugin } from 'payload';

/**
 * What a filter (`where`) of someone not signed in may make the database do, however it arrives
 * (REST query, GraphQL variables, a custom query): the site's own filters have one to three
 * conditions and lists of a few dozen ids. 34,000 `OR` conditions held SQLite's one connection for
 * 7.6 s; 200 nested levels made SQL it could not run.
 */
export const VISITOR_FILTER_LIMITS = { maxConditions: 20, maxDepth: 4, maxListValues: 1000 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isGroup = (key: string) => key.toLowerCase() === 'and' || key.toLowerCase() === 'or';

/** Why a filter is too large for a visitor, in German; null when it is within the limits. */
export function visitorFilterProblem(where: unknown): string | null {
  const { maxConditions, maxDepth, maxListValues } = VISITOR_FILTER_LIMITS;
  let conditions = 0;
  let listValues = 0;
  // Depth-first with an explicit stack: a filter nested thousands deep must not exhaust the call stack.
  const stack: { value: unknown; depth: number }[] = [{ value: where, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop() ?? { value: undefined, depth: 0 };
    if (!isRecord(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (isGroup(key)) {
        if (depth + 1 > maxDepth) return `Der Filter ist zu tief verschachtelt (höchstens ${maxDepth} Ebenen aus „and“ und „or“).`;
        for (const part of Array.isArray(inner) ? inner : [inner]) stack.push({ value: part, depth: depth + 1 });
        continue;
      }
      // A field and its operators: `{ title: { equals: … } }`, each operator one condition.
      const operators = isRecord(inner) ? Object.values(inner) : [inner];
      conditions += operators.length;
      for (const operand of operators) if (Array.isArray(operand)) listValues += operand.length;
      if (conditions > maxConditions) return `Der Filter hat zu viele Bedingungen (höchstens ${maxConditions}).`;
      if (listValues > maxListValues) return `Der Filter nennt zu viele Werte (höchstens ${maxListValues}).`;
    }
  }
  return null;
}

/** Before any read: a visitor's filter within {@link VISITOR_FILTER_LIMITS}, else 400. */
const boundVisitorFilters: CollectionBeforeOperationHook = ({ args, req }) => {
  // The server's own calls and signed-in CMS users (the admin's list filters) are not held to it.
  if (req.payloadAPI === 'local' || req.user) return args;
  const where: unknown = (args as { where?: unknown }).where;
  const problem = where === undefined ? null : visitorFilterProblem(where);
  if (problem) throw new APIError(problem, 400, undefined, true);
  return args;
};

/** Gives every collection the bound, first among its beforeOperation hooks (plugins' collections too). */
export const visitorFilterPlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [boundVisitorFilters, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
});
