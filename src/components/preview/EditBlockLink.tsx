/**
 * Visual mode, in a preview only: "Bearbeiten" at the top of each block, a plain link to the
 * block's row in the admin (reachable by keyboard, works without script). Inside the admin's
 * live preview, visual mode's script turns a click on it into a message to the form beside it.
 * It shows while the block is pointed at or the link has the keyboard's focus (always on a
 * touch screen): standing over the block's first line all the time, it hid words of it.
 */
export function EditBlockLink({ href, blockPath, label }: { href: string; blockPath: string; label: string }) {
  return (
    <a
      href={href}
      // The visible word first, then which block (several "Bearbeiten" on one page).
      aria-label={`Bearbeiten: ${label}`}
      data-visual-edit={blockPath}
      className="pointer-events-none absolute right-2 top-2 z-20 rounded-md opacity-0 group-hover/visual:pointer-events-auto group-hover/visual:opacity-100 focus-visible:pointer-events-auto focus-visible:opacity-100 [@media(hover:none)]:pointer-events-auto [@media(hover:none)]:opacity-100 border-2 border-white bg-darkgrey px-3 py-1 text-sm font-bold text-white shadow-md hover:bg-brand focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-warning"
    >
      Bearbeiten
    </a>
  );
}
