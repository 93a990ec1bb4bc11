import type { ComponentSpec } from '../components/component-spec.ts';
import { closestMatch } from '../diagnostics/suggest.ts';
import { diagnosticAt, singleEdit } from '../page/page-diagnostic.ts';
import { readAttributeValue } from './attribute-value.ts';
import { attributeValueProblem } from './check-attribute-value.ts';
import { offsetsOf, tagNameRange, type JsxAttribute, type JsxElement, type LintContext } from './lint-rule.ts';
import { ComponentCode } from '../components/component-codes.ts';

type NamedAttribute = Extract<JsxAttribute, { type: 'mdxJsxAttribute' }>;

/**
 * Checks a component's attributes against its spec. The component still renders with a wrong
 * or missing attribute, so these are warnings: unknown names (with "did you mean"), wrong value
 * types and missing required attributes. Errors are kept for what the spec states (the
 * exactly-one-of groups with an `exactlyOneOfRule`) and for attributes the page is broken
 * without (`brokenWithout`). A `{...spread}` attribute may supply anything, so nothing is
 * reported missing then.
 */
export function checkComponentAttributes(node: JsxElement, spec: ComponentSpec, context: LintContext): void {
  const { page } = context;
  const present = new Map<string, NamedAttribute>();
  let spread = false;
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      spread = true;
      continue;
    }
    const offsets = offsetsOf(attribute);
    if (!offsets) continue;
    const attributeSpec = spec.attributes.find((a) => a.name === attribute.name);
    if (!attributeSpec) {
      const names = spec.attributes.map((a) => a.name);
      const suggestion = closestMatch(attribute.name, names);
      const known = names.length === 0 ? 'It takes no attributes.' : `Its attributes are ${names.map((n) => `\`${n}\``).join(', ')}.`;
      context.report(
        diagnosticAt(page, offsets[0], offsets[1], {
          severity: 'warning',
          code: ComponentCode.unknownAttribute,
          message: `\`<${spec.name}>\` has no attribute \`${attribute.name}\`. ${suggestion ? `Did you mean \`${suggestion}\`?` : known}`,
          fix: suggestion ? singleEdit(page, `Change to ${suggestion}`, offsets[0], offsets[0] + attribute.name.length, suggestion) : undefined,
          data: suggestion ? { component: spec.name, attribute: attribute.name, suggestion } : { component: spec.name, attribute: attribute.name },
        }),
      );
      continue;
    }
    present.set(attribute.name, attribute);
    const problem = attributeValueProblem(attributeSpec, readAttributeValue(attribute.value));
    if (problem) context.report(diagnosticAt(page, offsets[0], offsets[1], { severity: 'warning', code: ComponentCode.invalidAttribute, message: `\`${attribute.name}\` of \`<${spec.name}>\` ${problem}` }));
  }
  for (const group of spec.exactlyOneOf ?? []) checkExactlyOne(node, spec, group, present, spread, context);
  if (spread) return;
  const range = tagNameRange(node, page.text);
  if (!range) return;
  for (const attributeSpec of spec.attributes) {
    if (!attributeSpec.required || present.has(attributeSpec.name)) continue;
    const example = attributeSpec.type === 'number' ? `${attributeSpec.name}={…}` : `${attributeSpec.name}="…"`;
    context.report(
      diagnosticAt(page, range[0], range[1], {
        severity: attributeSpec.brokenWithout === undefined ? 'warning' : 'error',
        code: ComponentCode.missingAttribute,
        message: `\`<${spec.name}>\` needs a \`${attributeSpec.name}\` attribute: \`<${spec.name} ${example}>\`. ${attributeSpec.description}`,
        fix: singleEdit(page, `Add ${attributeSpec.name}`, range[1], range[1], ` ${attributeSpec.name}=""`),
        data: { component: spec.name, attribute: attributeSpec.name },
      }),
    );
  }
}

function checkExactlyOne(node: JsxElement, spec: ComponentSpec, group: readonly string[], present: ReadonlyMap<string, NamedAttribute>, spread: boolean, context: LintContext): void {
  const { page } = context;
  const list = group.map((n) => `\`${n}\``).join(', ').replace(/, ([^,]*)$/, ' or $1');
  const found = group.filter((n) => present.has(n));
  // An error only where the spec states the group (ParamField: "Location attribute is one of `path`, `body`, `query`, `header`").
  const severity = spec.exactlyOneOfRule === undefined ? 'warning' : 'error';
  if (found.length === 0 && !spread) {
    const range = tagNameRange(node, page.text);
    if (!range) return;
    // Authors often write `name="…"` for the parameter name; say what to write instead.
    const named = node.attributes.find((a): a is NamedAttribute => a.type === 'mdxJsxAttribute' && a.name === 'name' && typeof a.value === 'string');
    const instead = named ? `\`${group.includes('body') ? 'body' : (group[0] ?? '')}="${String(named.value)}"\`` : '';
    context.report(
      diagnosticAt(page, range[0], range[1], {
        // `name` is the platform's newer attribute for the parameter name: the field renders with it, so the spec's location is advice.
        severity: named ? 'info' : severity,
        code: ComponentCode.missingAttribute,
        message: named
          ? `\`<${spec.name}>\` names its parameter with \`name\`, which the platform accepts; the spec names it with one of ${list}, which also says where it goes: write for example ${instead}.`
          : `\`<${spec.name}>\` needs one of ${list}, set to the parameter name, such as \`<${spec.name} query="limit" type="number">\`.`,
      }),
    );
    return;
  }
  for (const extra of found.slice(1)) {
    const offsets = offsetsOf(present.get(extra) ?? {});
    if (!offsets) continue;
    context.report(
      diagnosticAt(page, offsets[0], offsets[1], {
        severity,
        code: ComponentCode.invalidAttribute,
        message: `\`<${spec.name}>\` takes only one of ${list}, but it also has \`${found[0]}\`. Remove \`${extra}\`, or describe it in a separate \`<${spec.name}>\`.`,
      }),
    );
  }
}
