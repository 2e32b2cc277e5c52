import type { ReactNode } from 'react';

import type { BlockData } from '@/lib/cms/types';
import { log } from '@/lib/log';

import { BlockBoundary } from './BlockBoundary.client';
import { BlockNotice } from './BlockNotice';
import { blockRegistry, isRegisteredBlock } from './registry';

interface RenderBlocksProps {
  blocks: readonly BlockData[];
  /** The page's path, for log lines. */
  path: string;
  /** Show editors what was skipped and why (development and preview); visitors never see it. */
  showDiagnostics?: boolean;
}

type Rendered = { key: string; typename: string; node: ReactNode };

/**
 * Validates each block with its schema, renders it with its component and isolates failures:
 * an unknown, invalid or throwing block is skipped and logged; the rest of the page renders.
 */
export async function RenderBlocks({ blocks, path, showDiagnostics = false }: RenderBlocksProps) {
  const rendered = await Promise.all(
    blocks.map(async (block, index): Promise<Rendered | null> => {
      const typename = block.__typename;
      const key = `${index}-${typename}`;
      const skip = (event: string, reason: string, fields: Record<string, unknown>): Rendered | null => {
        log.warn(event, { path, index, typename, ...fields });
        return showDiagnostics ? { key, typename, node: <BlockNotice typename={typename} reason={reason} /> } : null;
      };

      if (!isRegisteredBlock(typename)) {
        return skip('block.unknown', 'Dieser Blocktyp ist der Website nicht bekannt.', {});
      }
      const validation = blockRegistry[typename].validate(block);
      if (!validation.success) {
        const issues = validation.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        return skip('block.invalid', issues.map((issue) => `${issue.path || 'Block'}: ${issue.message}`).join('; '), {
          issues,
        });
      }
      try {
        const node = await validation.render();
        return {
          key,
          typename,
          node: (
            <BlockBoundary typename={typename} index={index} path={path}>
              {node}
            </BlockBoundary>
          ),
        };
      } catch (error) {
        return skip('block.render-error', error instanceof Error ? error.message : String(error), { error });
      }
    }),
  );
  return <>{groupTeasers(rendered.filter((item): item is Rendered => item !== null))}</>;
}

/** Consecutive teasers form one grid, as editors expect when they place several in a row. */
function groupTeasers(items: Rendered[]): ReactNode[] {
  const output: ReactNode[] = [];
  let run: Rendered[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const first = run[0];
    output.push(
      <div key={`teasers-${first?.key}`} className="my-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {run.map((item) => (
          <div key={item.key}>{item.node}</div>
        ))}
      </div>,
    );
    run = [];
  };
  for (const item of items) {
    if (item.typename === 'TeaserBlock') {
      run.push(item);
      continue;
    }
    flush();
    output.push(<div key={item.key}>{item.node}</div>);
  }
  flush();
  return output;
}
