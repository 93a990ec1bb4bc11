import { closestMatch } from '../diagnostics/suggest.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import type { SchemaShape } from './schema-shape.ts';
import { shapeFor } from './schema-shape.ts';

/** Objects with at most this many known keys list them in the warning. */
const listLimit = 8;

/**
 * Warns about every key the schema does not define, anywhere in `value`, suggesting the closest known key.
 * Objects whose schema rules on extra keys itself (`closed`) are skipped: zod reports those.
 */
export function unknownKeys(value: unknown, shape: SchemaShape): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  // One mutable path, copied only when a warning is made: navigations can hold thousands of pages.
  const path: (string | number)[] = [];
  const walk = (v: unknown, s: SchemaShape): void => {
    if (v === null || typeof v !== 'object') return;
    const branch = shapeFor(s, v);
    if (!branch) return;
    if (Array.isArray(v)) {
      const items = branch.items;
      if (!items) return;
      for (let i = 0; i < v.length; i++) {
        const element: unknown = v[i];
        if (element === null || typeof element !== 'object') continue;
        path.push(i);
        walk(element, items);
        path.pop();
      }
      return;
    }
    const properties = branch.properties;
    if (!properties) return;
    for (const key of Object.keys(v)) {
      const sub = properties.get(key);
      path.push(key);
      if (sub) walk((v as Record<string, unknown>)[key], sub);
      else if (!branch.closed) out.push(unknownKey(key, [...path], [...properties.keys()], v));
      path.pop();
    }
  };
  walk(value, shape);
  return out;
}

function unknownKey(key: string, path: (string | number)[], known: string[], owner: object): ConfigProblem {
  const closest = closestMatch(key, known);
  // Renaming `colours` to a `colors` the object has already would make a duplicate key, whose first value JSON readers drop.
  if (closest !== undefined && Object.hasOwn(owner, closest)) {
    return { path, target: 'key', severity: 'warning', code: ConfigCode.unknownKey, message: `Unknown key \`${key}\` is ignored; \`${closest}\`, the known key closest to it, is set in this object already.`, data: { key } };
  }
  const suggestion = closest;
  const message =
    suggestion !== undefined
      ? `Unknown key \`${key}\`; did you mean \`${suggestion}\`?`
      : known.length <= listLimit
        ? `Unknown key \`${key}\` is ignored. Known keys here: ${known.join(', ')}`
        : `Unknown key \`${key}\` is ignored`;
  return {
    path,
    target: 'key',
    severity: 'warning',
    code: ConfigCode.unknownKey,
    message,
    data: suggestion === undefined ? { key } : { key, suggestion },
    ...(suggestion === undefined ? {} : { replacement: { title: `Rename to \`${suggestion}\``, text: JSON.stringify(suggestion) } }),
  };
}
