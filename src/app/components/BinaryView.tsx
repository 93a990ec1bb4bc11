import { isTextPath, textLimit } from '../../workspace/index.ts';
import { useApp } from '../app-context.ts';

/** A byte count for people: `2.1 MB`, `12.0 KB`, `80 bytes`. */
function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/**
 * Shows a file kept as bytes (a PDF, a font, or a text file too large or not UTF-8): its size and
 * why it is not in the editor. Its bytes are never put in the editor as text.
 */
export function BinaryView({ path }: { path: string }) {
  const app = useApp();
  const content = app.session?.files.get(path);
  const bytes = content === undefined ? 0 : typeof content === 'string' ? new TextEncoder().encode(content).length : content.length;
  const why = !isTextPath(path) ? 'It is not a text file, so it is not opened in the editor.' : bytes > textLimit ? `It is larger than ${size(textLimit)}, so it is stored as binary and not opened in the editor.` : 'It is not valid UTF-8 text, so it is stored as binary and not opened in the editor.';
  return (
    <figure className="image-view" role="region" aria-label={`Binary file ${path}`}>
      <figcaption>
        {path} · {size(bytes)} · binary
      </figcaption>
      <p className="empty">{why}</p>
    </figure>
  );
}
