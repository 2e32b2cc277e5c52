import {
  type JSXConverters,
  LinkJSXConverter,
  convertLexicalNodesToJSX,
  defaultJSXConverters,
} from '@payloadcms/richtext-lexical/react';
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical';

import { SiteLink } from '@/components/link/SiteLink';

import type { LexicalState } from './schema';

/** An internal link stores the linked document; depth 1 in the query gives us its path. */
function internalDocToHref({ linkNode }: { linkNode: SerializedLinkNode }): string {
  const value: unknown = linkNode.fields.doc?.value;
  if (typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string') {
    return value.path;
  }
  return '#';
}

const linkConverters = LinkJSXConverter({ internalDocToHref });

function hrefOf(node: SerializedLinkNode): string {
  return node.fields.linkType === 'internal' ? internalDocToHref({ linkNode: node }) : (node.fields.url ?? '#');
}

const converters: JSXConverters = {
  ...defaultJSXConverters,
  ...linkConverters,
  // Every link goes through the one link component, whatever the editor picked.
  link: ({ node, nodesToJSX }) => (
    <SiteLink href={hrefOf(node)} {...(node.fields.newTab ? { target: '_blank' } : {})}>
      {nodesToJSX({ nodes: node.children })}
    </SiteLink>
  ),
  autolink: ({ node, nodesToJSX }) => (
    <SiteLink href={node.fields.url ?? '#'}>{nodesToJSX({ nodes: node.children })}</SiteLink>
  ),
};

/**
 * Renders rich text from the CMS. The conversion runs right here, not in a child component,
 * so malformed content throws inside the block that holds it (RenderBlocks isolates that).
 */
export function RichText({ data, className }: { data: LexicalState; className?: string }) {
  const content = convertLexicalNodesToJSX({
    converters,
    nodes: data.root.children,
    parent: data.root,
  });
  return <div className={className ?? 'prose-content'}>{content}</div>;
}
