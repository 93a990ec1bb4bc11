import { useEffect, useState } from 'react';
import { mediaTypeOf } from '../../workspace/index.ts';
import { useApp } from '../app-context.ts';

/** Shows an image file (SVGs too, as an image: their scripts never run in an <img>). */
export function ImageView({ path }: { path: string }) {
  const app = useApp();
  const [url, setUrl] = useState<string | undefined>(undefined);
  const [size, setSize] = useState<string>('');
  useEffect(() => {
    const content = app.session?.files.get(path);
    if (content === undefined) return;
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mediaTypeOf(path) ?? 'application/octet-stream' });
    const next = URL.createObjectURL(blob);
    setUrl(next);
    setSize(`${(blob.size / 1024).toFixed(1)} KB`);
    return () => URL.revokeObjectURL(next);
  }, [app, path]);
  return (
    <figure className="image-view">
      {url && (
        <img
          src={url}
          alt={`Image file ${path}`}
          onLoad={(e) => {
            const { naturalWidth, naturalHeight } = e.currentTarget;
            setSize((s) => `${naturalWidth} × ${naturalHeight} px · ${s.split(' · ').pop() ?? s}`);
          }}
        />
      )}
      <figcaption>
        {path} {size && `· ${size}`}
      </figcaption>
    </figure>
  );
}
