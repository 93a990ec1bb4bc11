// Samples to hold a hand-written guard to its zod schema: valid messages, and every message made from
// them by breaking one place (a key missing, a value of each wrong type, an extra key, a prototype-
// polluting key, an inherited field, a hole in an array, a string past a bound).

/** Values put in place of a field: each of the types a message carries, and the ones zod refuses that look close (NaN, ±Infinity, a String object). */
const replacements: readonly unknown[] = [undefined, null, 0, -1.5, Number.NaN, Number.POSITIVE_INFINITY, '', 'x', true, false, [], ['x'], [1], {}, { type: 'x' }, new Date(0), new String('x'), 'x'.repeat(1001), '😀'.repeat(1000), '😀'.repeat(1001)];

type Path = readonly (string | number)[];

/** Every sample made from `valid` by one change somewhere in it, `valid` itself first. */
export function mutations(valid: unknown): unknown[] {
  const out: unknown[] = [valid];
  for (const path of paths(valid)) {
    for (const value of replacements) out.push(setAt(valid, path, () => value));
    const here = getAt(valid, path);
    if (isPlainRecord(here)) {
      for (const key of Object.keys(here)) out.push(setAt(valid, path, () => omit(here, key)));
      out.push(setAt(valid, path, () => ({ ...here, extra: 1 })));
      // A JSON text's "__proto__" is an own key; so is a structured clone's.
      out.push(setAt(valid, path, () => ({ ...here, ...JSON.parse('{"__proto__": {"polluted": true}}') })));
      out.push(setAt(valid, path, () => JSON.parse(`{"__proto__": ${JSON.stringify(here)}}`)));
      // Fields inherited rather than own: zod reads them as properties.
      out.push(setAt(valid, path, () => Object.create(here)));
      out.push(setAt(valid, path, () => ({ ...here, [Symbol('s')]: 1 })));
      out.push(setAt(valid, path, () => Object.values(here)));
    }
    if (Array.isArray(here)) {
      out.push(setAt(valid, path, () => []));
      out.push(setAt(valid, path, () => [...here, undefined]));
      out.push(setAt(valid, path, () => [...here, 1]));
      // eslint-disable-next-line no-sparse-arrays
      out.push(setAt(valid, path, () => [...here, , ...here]));
      out.push(setAt(valid, path, () => Object.assign({}, here)));
    }
  }
  return out;
}

/** Messages that are no message of any kind: not objects, and types a table could find on Object.prototype. */
export const notMessages: readonly unknown[] = [
  undefined, null, 0, 'ready', [], [{ type: 'ready' }], {}, { type: 1 }, { type: null }, { type: ['ready'] }, { type: new String('ready') },
  { type: 'constructor' }, { type: '__proto__' }, { type: 'toString' }, { type: 'hasOwnProperty' }, { type: 'valueOf' }, JSON.parse('{"__proto__": {"type": "ready"}}'),
];

function paths(value: unknown, at: Path = []): Path[] {
  const here: Path[] = [at];
  if (Array.isArray(value)) return value.length > 0 ? [...here, ...paths(value[0], [...at, 0])] : here;
  if (isPlainRecord(value)) return [...here, ...Object.keys(value).flatMap((key) => paths(value[key], [...at, key]))];
  return here;
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

function setAt(value: unknown, path: Path, make: () => unknown): unknown {
  if (path.length === 0) return make();
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((item, i) => (i === key ? setAt(item, rest, make) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [key]: setAt(record[key], rest, make) };
}

function omit(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** The samples on which `guard` and `schemaAccepts` disagree (none, when the guard is right), each with both answers. */
export function disagreements(samples: readonly unknown[], guard: (value: unknown) => boolean, schemaAccepts: (value: unknown) => boolean): { sample: unknown; guard: boolean; zod: boolean }[] {
  return samples.flatMap((sample) => {
    const [byGuard, byZod] = [guard(sample), schemaAccepts(sample)];
    return byGuard === byZod ? [] : [{ sample, guard: byGuard, zod: byZod }];
  });
}
