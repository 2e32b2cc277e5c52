import {
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
  Kind,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';

export type SelectTree = { [field: string]: true | SelectTree };
type PayloadFieldExtension = { field?: { name?: string; type?: string; relationTo?: unknown } };
type ResolverContext = { select?: SelectTree };

const fieldOf = (extensions: unknown): PayloadFieldExtension['field'] => (extensions as PayloadFieldExtension | undefined)?.field;

/**
 * What a selection set asks for, as Payload's `select`: fields by their config names, a block
 * type's fields under its slug. Unlike Payload's own builder, a named fragment spread on a block
 * type is nested under the slug too.
 */
export function selectTree(selectionSet: SelectionSetNode, type: GraphQLCompositeType, fragments: Record<string, FragmentDefinitionNode>, schema: GraphQLSchema): SelectTree {
  const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
  const tree: SelectTree = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const schemaField = fields[selection.name.value];
      if (!schemaField) continue;
      const name = fieldOf(schemaField.extensions)?.name ?? selection.name.value;
      const fieldType = getNamedType(schemaField.type);
      const nested = selection.selectionSet && (isObjectType(fieldType) || isInterfaceType(fieldType) || isUnionType(fieldType));
      tree[name] = nested && selection.selectionSet ? selectTree(selection.selectionSet, fieldType, fragments, schema) : true;
      continue;
    }
    const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value] : selection;
    if (!fragment) continue;
    const conditionName = fragment.typeCondition?.name.value;
    const conditionType = conditionName ? schema.getType(conditionName) : type;
    if (!conditionType || !(isObjectType(conditionType) || isInterfaceType(conditionType) || isUnionType(conditionType))) continue;
    const sub = selectTree(fragment.selectionSet, conditionType, fragments, schema);
    const blockSlug = (conditionType.extensions as { blockSlug?: string } | undefined)?.blockSlug;
    if (blockSlug && isUnionType(type)) tree[blockSlug] = sub;
    else Object.assign(tree, sub);
  }
  return tree;
}

/**
 * The keys under which Payload's `resolveSelect` (@payloadcms/graphql utilities/select.js) looks
 * for a relationship's select in the operation's: the config names of the fields on the way.
 * Canary: relationshipSelect.canary.test.ts compares it with Payload's on the same paths.
 */
export function payloadSelectPath(info: GraphQLResolveInfo): string[] {
  const keys: string[] = [];
  // A port of Payload's walk, quirks included: the result must be where it looks.
  for (let path: GraphQLResolveInfo['path'] | undefined = info.path; path; path = path.prev) {
    const type = path.typename ? info.schema.getType(path.typename) : undefined;
    const field = type && (isObjectType(type) || isInterfaceType(type)) ? fieldOf(type.getFields()[String(path.key)]?.extensions) : undefined;
    if (!field) continue;
    if (field.type === 'join') {
      path = path.prev;
      keys.unshift('docs');
    }
    if (field.type === 'relationship' && Array.isArray(field.relationTo)) {
      path = path?.prev;
      keys.unshift('value');
    }
    if (field.name) keys.unshift(field.name);
    if (!path) break;
  }
  return keys;
}

const PREPARED = new WeakSet<GraphQLSchema>();

/** Documents a custom query read with a `select` of its own (see {@link readWithSelect}). */
const SELECTED_DOCUMENTS = new WeakSet<object>();

/**
 * Marks a document a custom query has read with a `select`, so its relationships read only
 * what the operation asks of them too. Payload's own queries say so in the context
 * (`context.select`), but a custom query's resolver gets a copy of the context
 * (@payloadcms/graphql wrapCustomResolver): what it sets there never reaches the fields below.
 */
export function readWithSelect(document: object): void {
  SELECTED_DOCUMENTS.add(document);
}

/**
 * Lets every relationship and upload field read only what the query asks of the related
 * document. Payload finds a related document's `select` by walking the operation's select along
 * the field names, but that walk misses the block slug of fields inside blocks, and the operation
 * keeps one select for all its root fields (the last one set): a teaser's article was read whole,
 * with all its blocks, and nested reads depended on the order of the root fields. Here each such
 * field is handed exactly its own selection (plus the collection's `forceSelect`, which Payload
 * adds), placed where Payload's walk finds it. Reads without `select: true` (or
 * {@link readWithSelect}) are left alone. Canary: relationshipSelect.canary.test.ts.
 */
export function selectRelationshipsPrecisely(schema: GraphQLSchema): void {
  if (PREPARED.has(schema)) return;
  PREPARED.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const config = fieldOf(field.extensions);
      const resolve = field.resolve as GraphQLFieldResolver<unknown, ResolverContext> | undefined;
      if (!resolve || (config?.type !== 'relationship' && config?.type !== 'upload')) continue;
      // A relationship to several collections answers `{ relationTo, value }`: the document is `value`.
      const polymorphic = Array.isArray(config.relationTo);
      field.resolve = (parent, args, context, info) => {
        const node = info.fieldNodes[0];
        const relatedType = getNamedType(info.returnType);
        const selected = Boolean(context.select) || (typeof parent === 'object' && parent !== null && SELECTED_DOCUMENTS.has(parent));
        if (!selected || !node?.selectionSet || !(isObjectType(relatedType) || isInterfaceType(relatedType) || isUnionType(relatedType))) {
          return resolve(parent, args, context, info);
        }
        const asked = selectTree(node.selectionSet, relatedType, info.fragments, info.schema);
        const documentSelect = polymorphic ? asked.value : asked;
        if (typeof documentSelect !== 'object') return resolve(parent, args, context, info);
        let select: SelectTree = documentSelect;
        for (const key of payloadSelectPath(info).reverse()) select = { [key]: select };
        return resolve(parent, args, { ...context, select }, info);
      };
    }
  }
}
