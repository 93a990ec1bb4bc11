import type { OpenapiModel, OpenapiOperation } from '../../openapi/openapi-model.ts';
import { asObj, schemaAt, shownLiteral, str } from './schema-view.ts';
import type { Obj, SchemaAt, SchemaScope } from './schema-view.ts';
import { typeLabel } from './render-schema.ts';

/** One parameter of an operation, its `$ref` followed. */
export interface OperationParameter {
  readonly name: string;
  /** `path`, `query`, `header` or `cookie`. */
  readonly in: string;
  readonly required: boolean;
  readonly deprecated: boolean;
  readonly description: string | undefined;
  readonly schema: SchemaAt;
  readonly example: unknown;
  /** The file the parameter is written in. */
  readonly file: string;
}

/** One way an operation authenticates (a security scheme it names). */
export interface OperationAuth {
  readonly scheme: string;
  /** `http`, `apiKey`, `oauth2`, `openIdConnect`, `mutualTLS`. */
  readonly type: string;
  /** For `http`: `bearer`, `basic`… */
  readonly httpScheme: string | undefined;
  /** The header, query or cookie name that carries the credential. */
  readonly name: string;
  readonly in: string;
  readonly description: string | undefined;
}

/** The parameter locations in the order a page lists them. */
export const parameterLocations = ['path', 'query', 'header', 'cookie'] as const;

/** The parameters of an operation: the path item's, replaced by the operation's own of the same name and location. */
export function operationParameters(scope: SchemaScope, op: OpenapiOperation): OperationParameter[] {
  const byKey = new Map<string, OperationParameter>();
  for (const list of [op.pathItem.parameters, op.operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const at = schemaAt(scope, op.file, raw, []);
      const p = at.schema;
      const name = str(p?.name);
      const location = str(p?.in);
      if (!p || name === undefined || location === undefined) continue;
      const content = asObj(Object.values(asObj(p.content) ?? {})[0]);
      const schema = schemaAt(scope, at.file, p.schema ?? content?.schema, []);
      byKey.set(`${location}\u0000${name}`, { name, in: location, required: p.required === true || location === 'path', deprecated: p.deprecated === true, description: str(p.description), schema, example: shownLiteral(scope, p.example ?? firstExample(scope, at.file, p.examples)), file: at.file });
    }
  }
  return [...byKey.values()];
}

/** The value of the first entry of an OpenAPI `examples` map, its `$ref` followed. */
export function firstExample(scope: SchemaScope, file: string, examples: unknown): unknown {
  const first = Object.values(asObj(examples) ?? {})[0];
  if (first === undefined) return undefined;
  return asObj(scope.refs.deref(file, first).value)?.value;
}

/** The security schemes an operation names (its own `security`, else the document's), each once. */
export function operationAuth(scope: SchemaScope, model: OpenapiModel, op: OpenapiOperation): OperationAuth[] {
  const root = model.documents.get(op.file)?.root;
  const security = Array.isArray(op.operation.security) ? op.operation.security : Array.isArray(root?.security) ? root.security : [];
  const schemes = asObj(asObj(root?.components)?.securitySchemes) ?? {};
  const out = new Map<string, OperationAuth>();
  for (const requirement of security) {
    for (const name of Object.keys(asObj(requirement) ?? {})) {
      if (out.has(name)) continue;
      const scheme = asObj(scope.refs.deref(op.file, schemes[name]).value);
      if (!scheme) continue;
      const type = str(scheme.type) ?? 'http';
      const httpScheme = str(scheme.scheme)?.toLowerCase();
      const apiKey = type === 'apiKey';
      out.set(name, { scheme: name, type, httpScheme, name: apiKey ? (str(scheme.name) ?? name) : 'Authorization', in: apiKey ? (str(scheme.in) ?? 'header') : 'header', description: str(scheme.description) });
    }
  }
  return [...out.values()];
}

/** What a credential header holds, as a sample value: `Bearer <token>`, `Basic <encoded-value>`, `<api-key>`. */
export function authSample(auth: OperationAuth): string {
  if (auth.type === 'apiKey') return '<api-key>';
  if (auth.httpScheme === 'basic') return 'Basic <encoded-value>';
  return 'Bearer <token>';
}

/** A request or response body: its media type and schema (the JSON one when there are several), and its example from the spec. */
export interface BodyContent {
  readonly mediaType: string;
  readonly schema: SchemaAt;
  readonly example: unknown;
}

/** The content of a request body or response to show: `application/json` (or a `+json` type) first, else the first. */
export function bodyContent(scope: SchemaScope, file: string, content: unknown): BodyContent | undefined {
  const entries = Object.entries(asObj(content) ?? {});
  const chosen = entries.find(([type]) => /^application\/json\b/i.test(type)) ?? entries.find(([type]) => /\+json\b/i.test(type)) ?? entries[0];
  if (!chosen) return undefined;
  const media = asObj(chosen[1]);
  return { mediaType: chosen[0], schema: schemaAt(scope, file, media?.schema, []), example: shownLiteral(scope, media?.example ?? firstExample(scope, file, media?.examples)) };
}

/** The JSON the rendered page carries for a playground: the operation as a request form needs it (see the root's `data-openapi-operation`). */
export function playgroundDescription(scope: SchemaScope, op: OpenapiOperation, servers: readonly string[], parameters: readonly OperationParameter[], auth: readonly OperationAuth[], body: (BodyContent & { readonly required: boolean; readonly sample: unknown }) | undefined): Obj {
  return {
    method: op.method.toUpperCase(),
    path: op.path,
    servers,
    parameters: parameters.map((p) => ({ name: p.name, in: p.in, required: p.required, type: typeLabel(scope, p.schema) })),
    auth: auth.map((a) => ({ scheme: a.scheme, type: a.type, ...(a.httpScheme ? { httpScheme: a.httpScheme } : {}), name: a.name, in: a.in })),
    ...(body ? { body: { mediaType: body.mediaType, required: body.required, example: body.sample } } : {}),
  };
}
