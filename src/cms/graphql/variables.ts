import { type DocumentNode, type GraphQLSchema, Kind, type TypeNode, isInputObjectType, isScalarType } from 'graphql';

/**
 * Input types a caller could fill with anything: input objects (`Channel_where`, `Article_sort`
 * and the like) and the JSON scalar. A registered document that declared a variable of one would
 * let every visitor hand the CMS a filter of their own (34,000 `OR` conditions took 7.6 s), so
 * each states its filters itself and takes only scalars: a path, a slug, an id, a page number.
 */
const OPEN_SCALARS = new Set(['JSON', 'JSONObject']);

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/** `Operation.$variable: Type` for each variable of an open input type in the document. */
export function openVariables(document: DocumentNode, schema: GraphQLSchema): string[] {
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const operation = definition.name?.value ?? '(anonymous)';
    return (definition.variableDefinitions ?? []).flatMap((variable) => {
      const name = namedType(variable.type);
      const type = schema.getType(name);
      const open = isInputObjectType(type) || (isScalarType(type) && OPEN_SCALARS.has(type.name)) || type === undefined;
      return open ? [`${operation}.$${variable.variable.name.value}: ${name}`] : [];
    });
  });
}

/**
 * The reasons a visitor's variables are refused before anything runs: registered documents take
 * only scalars and short lists of them (see {@link openVariables}), so an object anywhere, a list
 * longer than this or a value nested deeper is someone else's query. Signed-in CMS users are not
 * held to it (the admin sends filters).
 */
/** `maxStringLength`: longer than any path a URL can carry; a 100 kB path made ResolvePath cost as much as ten cached pages. */
export const VISITOR_VARIABLE_LIMITS = { maxListLength: 100, maxValues: 200, maxStringLength: 8192 } as const;

export function visitorVariablesProblem(variables: Record<string, unknown>): string | null {
  let values = 0;
  for (const [name, value] of Object.entries(variables)) {
    const items = Array.isArray(value) ? value : [value];
    if (Array.isArray(value) && value.length > VISITOR_VARIABLE_LIMITS.maxListLength) {
      return `Die Variable „${name}“ hat zu viele Einträge (höchstens ${VISITOR_VARIABLE_LIMITS.maxListLength}).`;
    }
    for (const item of items) {
      if (typeof item === 'object' && item !== null) return `Die Variable „${name}“ darf nur einfache Werte enthalten.`;
      if (typeof item === 'string' && item.length > VISITOR_VARIABLE_LIMITS.maxStringLength) return `Die Variable „${name}“ ist zu lang (höchstens ${VISITOR_VARIABLE_LIMITS.maxStringLength} Zeichen).`;
      values += 1;
    }
    if (values > VISITOR_VARIABLE_LIMITS.maxValues) return `Zu viele Werte in den Variablen (höchstens ${VISITOR_VARIABLE_LIMITS.maxValues}).`;
  }
  return null;
}
