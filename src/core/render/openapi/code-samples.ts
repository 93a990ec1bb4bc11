/** A request as the code samples send it. */
export interface SampleRequest {
  readonly method: string;
  /** The full URL with the query string. */
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  /** The body as JSON text, when the operation takes a JSON body. */
  readonly body: string | undefined;
}

/** One code sample: its tab label, its fence language and its text. */
export interface CodeSample {
  readonly label: string;
  readonly lang: string;
  readonly code: string;
}

/** The languages of the samples when `api.examples.languages` does not name them. */
export const defaultSampleLanguages = ['curl', 'javascript', 'python'] as const;

/** The names `api.examples.languages` may use for each sample Quire writes. */
const aliases: Readonly<Record<string, 'curl' | 'javascript' | 'python'>> = {
  curl: 'curl',
  bash: 'curl',
  sh: 'curl',
  shell: 'curl',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  typescript: 'javascript',
  python: 'python',
  py: 'python',
};

/** The code samples of a request in `languages` (default curl, JavaScript fetch, Python requests); names Quire has no sample for are skipped. */
export function codeSamples(request: SampleRequest, languages: readonly string[] = defaultSampleLanguages): CodeSample[] {
  const wanted = [...new Set(languages.map((l) => aliases[l.toLowerCase()]).filter((l) => l !== undefined))];
  return wanted.map((lang) => (lang === 'curl' ? curl(request) : lang === 'javascript' ? fetchSample(request) : pythonSample(request)));
}

/** A string as a single-quoted shell word. */
function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function curl(r: SampleRequest): CodeSample {
  const parts = [`curl --request ${r.method.toUpperCase()}`, `  --url ${shellQuote(r.url)}`, ...r.headers.map(([name, value]) => `  --header ${shellQuote(`${name}: ${value}`)}`)];
  if (r.body !== undefined) parts.push(`  --data ${shellQuote(r.body)}`);
  return { label: 'cURL', lang: 'bash', code: parts.join(' \\\n') };
}

function fetchSample(r: SampleRequest): CodeSample {
  const options: string[] = [`  method: ${JSON.stringify(r.method.toUpperCase())}`];
  if (r.headers.length > 0) options.push(`  headers: {\n${r.headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)}`).join(',\n')}\n  }`);
  if (r.body !== undefined) options.push(`  body: JSON.stringify(${indent(r.body, '  ')})`);
  const code = `const response = await fetch(${JSON.stringify(r.url)}, {\n${options.join(',\n')}\n});\n\nconsole.log(await response.json());`;
  return { label: 'JavaScript', lang: 'javascript', code };
}

function pythonSample(r: SampleRequest): CodeSample {
  const lines = ['import requests', '', `url = ${JSON.stringify(r.url)}`];
  const args = ['url'];
  if (r.body !== undefined) {
    lines.push(`payload = ${pythonLiteral(r.body)}`);
    args.push('json=payload');
  }
  if (r.headers.length > 0) {
    lines.push(`headers = {\n${r.headers.map(([n, v]) => `    ${JSON.stringify(n)}: ${JSON.stringify(v)}`).join(',\n')}\n}`);
    args.push('headers=headers');
  }
  lines.push('', `response = requests.request(${JSON.stringify(r.method.toUpperCase())}, ${args.join(', ')})`, '', 'print(response.json())');
  return { label: 'Python', lang: 'python', code: lines.join('\n') };
}

/** JSON text as a Python literal: `true`/`false`/`null` become `True`/`False`/`None` outside strings. */
function pythonLiteral(jsonText: string): string {
  return jsonText.replace(/"(?:[^"\\]|\\.)*"|\b(true|false|null)\b/g, (match, word: string | undefined) => (word === 'true' ? 'True' : word === 'false' ? 'False' : word === 'null' ? 'None' : match));
}

function indent(text: string, by: string): string {
  return text.replace(/\n/g, `\n${by}`);
}
