/** What editors see (in development and preview) where a block was skipped; visitors see nothing. */
export function BlockNotice({ typename, reason }: { typename: string; reason: string }) {
  return (
    <div role="note" className="block-prose my-6 rounded-lg border-2 border-dashed border-danger bg-white p-4 text-base text-danger">
      <p className="font-bold">Block „{typename}“ wird nicht angezeigt.</p>
      <p className="mt-1 text-darkgrey">{reason}</p>
    </div>
  );
}
