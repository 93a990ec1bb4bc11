import type { Origin } from '../static/static-value.ts';
import { isStaticObject } from '../static/static-value.ts';

const reference = /\{\s*(props\.)?([A-Za-z_$][\w$]*)\s*\}/g;

/**
 * A snippet's code with its props put in, as the platform interpolates them inside fenced code:
 * `npm install {packageName}` in a snippet used as `<Install packageName="@acme/sdk" />`. Only a
 * name (or `props.name`) in reach of the snippet whose value is a string or number is replaced;
 * any other `{…}` (an object literal, a name the snippet is not given) stays as written. Code of
 * the page itself is left alone: there `{…}` is the code's own.
 */
export function snippetPropsInCode(code: string, origin: Origin, page: string): string {
  if (origin.file === page || !code.includes('{')) return code;
  return code.replace(reference, (whole, viaProps: string | undefined, name: string) => {
    const props = origin.scope.get('props');
    const value = viaProps ? (props && isStaticObject(props) && Object.hasOwn(props, name) ? props[name] : undefined) : origin.scope.get(name);
    return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : whole;
  });
}
