import type { ComponentSpec } from './component-spec.ts';

/** Where a request parameter goes; `ParamField` takes exactly one of these, with the parameter name as value. */
export const paramLocations = ['path', 'body', 'query', 'header'] as const;

const locationDescriptions: Readonly<Record<(typeof paramLocations)[number], string>> = {
  path: 'Name of a path parameter (`/users/{id}` → `path="id"`).',
  body: 'Name of a property of the request body.',
  query: 'Name of a query-string parameter.',
  header: 'Name of a request header.',
};

/** Components of API reference pages: parameters, response fields and example panels. */
export const apiComponents: readonly ComponentSpec[] = [
  {
    name: 'ParamField',
    category: 'api',
    description: 'A request parameter: its location and name, type, whether it is required, and a description as content.',
    attributes: [
      ...paramLocations.map((name) => ({ name, type: 'string' as const, inSpec: true, description: locationDescriptions[name] })),
      { name: 'type', type: 'string', inSpec: true, description: 'Type of the value, such as `string`, `number`, `boolean`, `object` or `string[]`.' },
      { name: 'required', type: 'flag', inSpec: true, default: 'false', description: 'Marks the parameter as required.' },
      { name: 'default', type: 'expression', inSpec: true, description: 'Default value, shown to the reader.' },
      { name: 'name', type: 'string', description: 'Name of the parameter without a location (the platform\'s newer form); the spec names it with `path`, `body`, `query` or `header`.' },
      { name: 'optional', type: 'flag', default: 'false', description: 'Marks the parameter as optional.' },
      { name: 'deprecated', type: 'flag', default: 'false', description: 'Marks the parameter as deprecated.' },
      { name: 'placeholder', type: 'string', description: 'Placeholder of the input in the API playground.' },
      { name: 'initialValue', type: 'expression', description: 'Value the API playground starts with.' },
    ],
    exactlyOneOf: [paramLocations],
    exactlyOneOfRule: 'Location attribute is one of `path`, `body`, `query`, `header`, with the parameter name as its value',
    hasChildren: true,
    inSpec: true,
    aliases: ['param', 'parameter', 'paramfields', 'field', 'queryparam', 'bodyparam'],
    example: '<ParamField query="limit" type="number" default="10">\n  Maximum number of results.\n</ParamField>',
  },
  {
    name: 'ResponseField',
    category: 'api',
    description: 'A field of an API response: name, type, whether it is always present, and a description as content.',
    attributes: [
      { name: 'name', type: 'string', required: true, inSpec: true, description: 'Name of the field.' },
      { name: 'type', type: 'string', required: true, inSpec: true, description: 'Type of the value, such as `string`, `number`, `object` or `User[]`.' },
      { name: 'required', type: 'flag', inSpec: true, default: 'false', description: 'Marks the field as always present.' },
      { name: 'default', type: 'expression', description: 'Default value, shown to the reader.' },
      { name: 'optional', type: 'flag', default: 'false', description: 'Marks the field as optional.' },
      { name: 'deprecated', type: 'flag', default: 'false', description: 'Marks the field as deprecated.' },
      { name: 'pre', type: 'array', description: 'Labels shown before the name, `pre={["beta"]}`.' },
      { name: 'post', type: 'array', description: 'Labels shown after the name, `post={["read-only"]}`.' },
    ],
    hasChildren: true,
    inSpec: true,
    aliases: ['response', 'responseparam', 'returnfield', 'property'],
    example: '<ResponseField name="id" type="string" required>\n  Unique identifier of the user.\n</ResponseField>',
  },
  {
    name: 'RequestExample',
    category: 'api',
    description: 'Wraps the request code blocks of an endpoint page; shown beside the content.',
    attributes: [],
    hasChildren: true,
    inSpec: true,
    aliases: ['request', 'requestexamples'],
    example: '<RequestExample>\n```bash cURL\ncurl https://api.example.com/users\n```\n</RequestExample>',
  },
  {
    name: 'ResponseExample',
    category: 'api',
    description: 'Wraps the response code blocks of an endpoint page; shown beside the content.',
    attributes: [],
    hasChildren: true,
    inSpec: true,
    aliases: ['responseexamples'],
    example: '<ResponseExample>\n```json 200\n{ "id": "usr_123" }\n```\n</ResponseExample>',
  },
];
