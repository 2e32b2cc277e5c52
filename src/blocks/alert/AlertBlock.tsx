import { Alert } from '@/components/alert/Alert';

import type { AlertBlockProps } from './schema';

export function AlertBlock({ text, ...props }: AlertBlockProps) {
  return (
    <div className="block-prose my-8">
      <Alert {...props}>
        <p className="whitespace-pre-line">{text}</p>
      </Alert>
    </div>
  );
}
