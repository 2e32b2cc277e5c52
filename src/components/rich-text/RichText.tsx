import { type JSXConverters, convertLexicalNodesToJSX, defaultJSXConverters } from '@payloadcms/richtext-lexical/react';
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical';

import { SiteLink } from '@/components/link/SiteLink';
import { isForbiddenLink } from '@/lib/links/linkRule';

import { internalPath } from './links';
import type { LexicalState } from './schema';

/**
 * Where a link leads, or null when it must not be one, and only its text stays: an internal link
 * whose page is gone or not published (depth 1 in the query gives a published page's path), or
 * an address nobody may link to (`javascript:` …: the admin refuses it, content may come from
 * elsewhere).
 */
function hrefOf(node: SerializedLinkNode | SerializedAutoLinkNode): string | null {
  if (node.fields.linkType === 'internal') return internalPath(node.fields.doc);
  const url = node.fields.url ?? '';
  return url === '' || isForbiddenLink(url) ? null : url;
}

const converters: JSXConverters = {
  ...defaultJSXConverters,
  // Every link goes through the one link component, whatever the editor picked.
  link: ({ node, nodesToJSX }) => {
    const href = hrefOf(node);
    const children = nodesToJSX({ nodes: node.children });
    if (href === null) return <>{children}</>;
    return (
      <SiteLink href={href} {...(node.fields.newTab ? { target: '_blank' } : {})}>
        {children}
      </SiteLink>
    );
  },
  // Valid HTML (Payload's converter numbers the items of bulleted lists too, `<li value>`, and
  // writes empty classes): a number only in a numbered list, where an editor's list may start
  // past 1; an item that only holds a nested list shows no bullet of its own.
  list: ({ node, nodesToJSX }) => {
    const Tag = node.tag === 'ol' ? 'ol' : 'ul';
    return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>;
  },
  listitem: ({ node, nodesToJSX, parent }) => {
    const nested = node.children.some((child) => child.type === 'list');
    const numbered = 'tag' in parent && parent.tag === 'ol';
    return (
      <li className={nested ? 'list-none' : undefined} value={numbered && !nested ? node.value : undefined}>
        {nodesToJSX({ nodes: node.children })}
      </li>
    );
  },
  autolink: ({ node, nodesToJSX }) => {
    const href = hrefOf(node);
    const children = nodesToJSX({ nodes: node.children });
    return href === null ? <>{children}</> : <SiteLink href={href}>{children}</SiteLink>;
  },
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
