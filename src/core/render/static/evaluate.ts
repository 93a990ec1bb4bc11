import type { Expression, Node, Pattern, Program, SpreadElement } from 'estree-jsx';
import { ChildrenValue, FunctionComponent, JsxValue, isStaticObject, staticObject, valueToString } from './static-value.ts';
import type { Origin, StaticValue } from './static-value.ts';
import { isTooLarge } from './static-value-size.ts';
import { maxStaticValueSize } from '../../limits.ts';

/** The result of interpreting an expression: its value, or the node that cannot be interpreted without running code. */
export type Evaluation = { readonly ok: true; readonly value: StaticValue } | { readonly ok: false; readonly node: Node; readonly tooLarge?: true };

const fail = (node: Node): Evaluation => ({ ok: false, node });
const ok = (value: StaticValue): Evaluation => ({ ok: true, value });
/** A value the expression `node` built: refused past maxStaticValueSize (see static-value-size.ts). */
const built = (value: StaticValue, node: Node, origin: Origin): Evaluation => (isTooLarge(value, origin.sizes) ? { ok: false, node, tooLarge: true } : ok(value));

/**
 * Interprets the expression of an MDX `{…}` or attribute value statically: literals, arrays,
 * objects, template literals, JSX, names in scope and member access on plain data. Returns
 * `{ ok: true, value: undefined, empty: true }`-like `undefined` for an empty or comment-only program.
 */
export function evaluateProgram(program: Program | null | undefined, origin: Origin): Evaluation {
  if (!program) return ok(undefined);
  const statement = program.body[0];
  if (!statement) return ok(undefined);
  if (statement.type !== 'ExpressionStatement' || program.body.length > 1) return fail(statement);
  return evaluateExpression(statement.expression, origin);
}

/** Interprets one expression statically (see {@link evaluateProgram}). */
export function evaluateExpression(node: Expression | SpreadElement | Pattern, origin: Origin): Evaluation {
  switch (node.type) {
    case 'Literal':
      if (node.value === null || typeof node.value === 'string' || typeof node.value === 'number' || typeof node.value === 'boolean') return ok(node.value);
      return fail(node);
    case 'TemplateLiteral': {
      let text = node.quasis[0]?.value.cooked ?? '';
      for (let i = 0; i < node.expressions.length; i++) {
        const part = evaluateExpression(node.expressions[i] as Expression, origin);
        if (!part.ok) return part;
        const string = valueToString(part.value);
        if (string === undefined) return fail(node.expressions[i] as Expression);
        text += string + (node.quasis[i + 1]?.value.cooked ?? '');
        if (isTooLarge(text, origin.sizes)) return built(text, node, origin);
      }
      return ok(text);
    }
    case 'ArrayExpression': {
      const items: StaticValue[] = [];
      for (const element of node.elements) {
        if (!element) items.push(undefined);
        else if (element.type === 'SpreadElement') {
          const spread = evaluateExpression(element.argument, origin);
          if (!spread.ok) return spread;
          if (!Array.isArray(spread.value)) return fail(element);
          items.push(...(spread.value as StaticValue[]));
          // Spreads copy items, so a few of them can outgrow the limit before the array is measured.
          if (items.length > maxStaticValueSize) return built(items, node, origin);
        } else {
          const item = evaluateExpression(element, origin);
          if (!item.ok) return item;
          items.push(item.value);
        }
      }
      return built(items, node, origin);
    }
    case 'ObjectExpression': {
      const entries: [string, StaticValue][] = [];
      for (const property of node.properties) {
        if (property.type === 'SpreadElement') {
          const spread = evaluateExpression(property.argument, origin);
          if (!spread.ok) return spread;
          if (!isStaticObject(spread.value)) return fail(property);
          entries.push(...Object.entries(spread.value));
          if (entries.length > maxStaticValueSize) return built(staticObject(entries), node, origin);
          continue;
        }
        if (property.kind !== 'init' || property.method) return fail(property);
        const key = property.key.type === 'Identifier' && !property.computed ? property.key.name : property.key.type === 'Literal' ? valueToString(property.key.value as StaticValue) : undefined;
        if (key === undefined) return fail(property.key);
        const value = evaluateExpression(property.value as Expression, origin);
        if (!value.ok) return value;
        entries.push([key, value.value]);
      }
      return built(staticObject(entries), node, origin);
    }
    case 'Identifier':
      if (origin.scope.has(node.name)) return ok(origin.scope.get(node.name));
      if (node.name === 'undefined') return ok(undefined);
      // Inside a snippet or component every free name is a prop; one that was not passed is undefined.
      if (origin.scope.has('props')) return ok(undefined);
      return fail(node);
    case 'MemberExpression': {
      if (node.object.type === 'Super') return fail(node);
      const object = evaluateExpression(node.object, origin);
      if (!object.ok) return object;
      const key = node.computed ? evaluateExpression(node.property as Expression, origin) : node.property.type === 'Identifier' ? ok(node.property.name) : fail(node.property);
      if (!key.ok) return key;
      if ((object.value === null || object.value === undefined) && node.optional) return ok(undefined);
      return member(object.value, key.value, node);
    }
    case 'ChainExpression':
      return evaluateExpression(node.expression, origin);
    case 'UnaryExpression': {
      const argument = evaluateExpression(node.argument, origin);
      if (!argument.ok) return argument;
      if (node.operator === '!') return ok(!truthy(argument.value));
      if ((node.operator === '-' || node.operator === '+') && typeof argument.value === 'number') return ok(node.operator === '-' ? -argument.value : argument.value);
      return fail(node);
    }
    case 'BinaryExpression': {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return fail(node);
      const left = evaluateExpression(node.left, origin);
      const right = evaluateExpression(node.right, origin);
      if (!left.ok) return left;
      if (!right.ok) return right;
      if (typeof left.value === 'number' && typeof right.value === 'number') return ok(left.value + right.value);
      const a = valueToString(left.value);
      const b = valueToString(right.value);
      return a !== undefined && b !== undefined && (typeof left.value === 'string' || typeof right.value === 'string') ? built(a + b, node, origin) : fail(node);
    }
    case 'LogicalExpression': {
      const left = evaluateExpression(node.left, origin);
      if (!left.ok) return left;
      const pick = node.operator === '&&' ? !truthy(left.value) : node.operator === '||' ? truthy(left.value) : left.value !== null && left.value !== undefined;
      return pick ? left : evaluateExpression(node.right, origin);
    }
    case 'ConditionalExpression': {
      const test = evaluateExpression(node.test, origin);
      if (!test.ok) return test;
      return evaluateExpression(truthy(test.value) ? node.consequent : node.alternate, origin);
    }
    case 'JSXElement':
    case 'JSXFragment':
      return ok(new JsxValue(node, origin));
    case 'ArrowFunctionExpression':
      return ok(new FunctionComponent(node, origin));
    default:
      return fail(node);
  }
}

/** Reads an own property of plain data; anything inherited (`constructor`, `__proto__`) is out of reach. */
function member(object: StaticValue, key: StaticValue, node: Node): Evaluation {
  if (Array.isArray(object)) {
    if (key === 'length') return ok(object.length);
    return typeof key === 'number' && Number.isInteger(key) && key >= 0 ? ok(object[key]) : fail(node);
  }
  if (typeof object === 'string') return key === 'length' ? ok(object.length) : fail(node);
  if (isStaticObject(object) && (typeof key === 'string' || typeof key === 'number')) {
    const name = String(key);
    return ok(Object.hasOwn(object, name) ? object[name] : undefined);
  }
  return fail(node);
}

/** JavaScript truthiness of a static value. */
function truthy(value: StaticValue): boolean {
  if (value instanceof JsxValue || value instanceof ChildrenValue) return true;
  return Boolean(value);
}
