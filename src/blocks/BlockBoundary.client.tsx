'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError, reloadOnce } from '@/lib/pwa/reloadMarker';

interface Props {
  typename: string;
  index: number;
  path: string;
  children: ReactNode;
}

/** Keeps a block that fails in the browser from taking the page with it. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The block's code is gone (a newer build replaced it): a full load fetches the new one.
    if (isChunkLoadError(error) && reloadOnce('chunk-load-error')) return;
    const { typename, index, path } = this.props;
    console.error(
      JSON.stringify({ level: 'error', event: 'block.client-error', path, index, typename, message: error.message, componentStack: info.componentStack }),
    );
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
