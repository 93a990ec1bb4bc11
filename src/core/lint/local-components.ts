import type { Root } from 'mdast';

interface EsNode {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** Names a page defines with `import X from '…'` or `export const X = …`; they are components, not unknown tags. */
export function localComponentNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as EsNode | undefined | null;
    const body = program && Array.isArray(program['body']) ? (program['body'] as EsNode[]) : undefined;
    if (!body) {
      for (const m of node.value.matchAll(/\b(?:import|const|let|var|function|class)\s+([A-Za-z_$][\w$]*)/g)) if (m[1]) names.add(m[1]);
      continue;
    }
    for (const statement of body) collectDeclared(statement, names);
  }
  return names;
}

function collectDeclared(statement: EsNode, names: Set<string>): void {
  if (statement.type === 'ImportDeclaration') {
    for (const specifier of asNodes(statement['specifiers'])) addIdentifier(specifier['local'], names);
    return;
  }
  if (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration') {
    const declaration = statement['declaration'] as EsNode | null | undefined;
    if (declaration?.type === 'VariableDeclaration') for (const d of asNodes(declaration['declarations'])) addIdentifier(d['id'], names);
    else if (declaration) addIdentifier(declaration['id'], names);
    for (const specifier of asNodes(statement['specifiers'])) addIdentifier(specifier['exported'], names);
  }
}

function asNodes(value: unknown): EsNode[] {
  return Array.isArray(value) ? (value as EsNode[]) : [];
}

function addIdentifier(node: unknown, names: Set<string>): void {
  const n = node as EsNode | null | undefined;
  if (n?.type === 'Identifier' && typeof n['name'] === 'string') names.add(n['name']);
}
