import { describe, expect, it } from 'vitest';
import { copiedFileType, copiedFileTypesText, fileExtensionOf } from '../../../src/core/project/copied-file-type.ts';

describe('copiedFileType', () => {
  it('allows only the types a browser shows inertly or downloads, downloads only when linked', () => {
    expect(copiedFileType('images/Logo.PNG')).toEqual({ extension: 'png', kind: 'image', linkedOnly: false });
    expect(copiedFileType('a.svg')).toEqual({ extension: 'svg', kind: 'svg', linkedOnly: false });
    expect(copiedFileType('fonts/a.woff2')).toEqual({ extension: 'woff2', kind: 'font', linkedOnly: false });
    expect(copiedFileType('data/a.yaml')).toEqual({ extension: 'yaml', kind: 'text', linkedOnly: false });
    expect(copiedFileType('a.zip')).toEqual({ extension: 'zip', kind: 'archive', linkedOnly: false });
    expect(copiedFileType('a.tar.gz')).toEqual({ extension: 'gz', kind: 'archive', linkedOnly: true });
    expect(copiedFileType('files/guide.docx')).toEqual({ extension: 'docx', kind: 'office', linkedOnly: true });
    // XML and its dialects (served as application/xml, where an XHTML <script> runs), HTML, scripts, compressed SVG.
    for (const path of ['process.xpdl', 'schema.rng', 'a.xml', 'a.xhtml', 'a.xht', 'a.xsl', 'a.xslt', 'a.xsd', 'a.svgz', 'a.html', 'a.htm', 'a.mht', 'a.mhtml', 'a.shtml', 'a.jsp', 'a.php', 'a.rss', 'a.atom', 'a.rdf', 'a.kml', 'a.gpx', 'a.dae', 'a.mathml', 'a.js', 'a.mjs', 'a.wasm', 'a.swf', 'a.webmanifest', 'a.css', 'LICENSE', '.env', 'a.'])
      expect(copiedFileType(path), path).toBeUndefined();
  });

  it('names the allowed types for messages', () => {
    expect(fileExtensionOf('a/b.Tar.GZ')).toBe('gz');
    expect(copiedFileTypesText()).toBe('images (.png .jpg .jpeg .gif .webp .avif .ico .bmp), sanitized SVG (.svg), fonts (.woff .woff2 .ttf .otf), audio and video (.mp4 .webm .mov .ogg .mp3 .wav .m4a), PDF (.pdf), text and data (.txt .csv .json .yaml .yml), archives (.zip; .gz .tgz .tar .7z when a page links to them) and office documents (.doc .docx .xls .xlsx .ppt .pptx .odt .ods .odp .epub, when a page links to them)');
  });
});
