// OpenAPI fixtures of the tests: a 3.0 YAML spec split over two files (a cycle, allOf, oneOf, a
// dangling $ref), a 3.1 JSON spec found without being listed, and a Swagger 2.0 file.
import { MemoryProject } from '../../../src/core/project/project.ts';

/** OpenAPI 3.0, YAML, listed in the config; `schemas/common.yaml` holds what it `$ref`s across files. */
export const api30 = `openapi: 3.0.3
info: {title: Users, version: "1"}
servers:
  - url: https://{region}.example.com/v1
    variables: {region: {default: eu}}
security:
  - bearer: []
paths:
  /users/{id}:
    parameters:
      - $ref: '#/components/parameters/Id'
    get:
      summary: Get a user
      description: Returns **one** user. <script>alert(1)</script> [docs](https://example.com/docs) [bad](javascript:alert(1))
      parameters:
        - name: expand
          in: query
          description: Related objects to include.
          schema: {type: string, enum: [team, pets], default: team}
        - name: X-Trace
          in: header
          deprecated: true
          schema: {type: string, format: uuid}
      responses:
        '200':
          description: The user, as [created](/users/create#body) or ![shown](img/user.png).
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
        '404':
          $ref: 'schemas/common.yaml#/responses/NotFound'
    delete:
      summary: Delete a user
      responses:
        '204': {description: Deleted.}
  /users:
    post:
      summary: Create a user
      requestBody:
        required: true
        content:
          application/json:
            schema:
              allOf:
                - $ref: '#/components/schemas/Base'
                - type: object
                  required: [name]
                  properties:
                    name: {type: string, example: Ada}
                    pet: {$ref: '#/components/schemas/Pet'}
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Missing'}
components:
  parameters:
    Id: {name: id, in: path, required: true, description: The user's id., schema: {type: integer, format: int64}, example: 42}
  securitySchemes:
    bearer: {type: http, scheme: bearer}
  schemas:
    Base:
      type: object
      properties:
        id: {type: integer}
    User:
      type: object
      required: [id]
      properties:
        id: {type: integer, description: Unique id.}
        manager: {$ref: '#/components/schemas/User'}
        tags: {type: array, items: {type: string}}
    Pet:
      oneOf:
        - {$ref: '#/components/schemas/Cat'}
        - {$ref: '#/components/schemas/Dog'}
    Cat: {type: object, properties: {purrs: {type: boolean}}}
    Dog: {type: object, properties: {barks: {type: boolean}}}
`;

/** The file api30.yaml's `$ref`s read across files. */
export const common = `responses:
  NotFound:
    description: No such user.
    content:
      application/json:
        schema: {$ref: '#/schemas/Error'}
schemas:
  Error:
    type: object
    properties:
      message: {type: string}
      code: {$ref: 'codes.yaml#/Code'}
`;

/** OpenAPI 3.1, JSON, not listed in the config: found by its root `openapi`. */
export const api31 = JSON.stringify(
  {
    openapi: '3.1.0',
    info: { title: 'Pets', version: '1' },
    servers: [{ url: 'https://pets.example.com' }],
    security: [{ key: [] }],
    paths: {
      '/pets': {
        post: {
          summary: 'Add a pet',
          description: 'Adds a pet to the store.',
          requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: ['string', 'null'], examples: ['Rex'] } } }, example: { name: 'Rex' } } } },
          responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } } } } },
        },
      },
    },
    components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
  },
  null,
  2,
);

/** Swagger 2.0, listed in the config. */
export const swagger = `{\n  "swagger": "2.0",\n  "info": {"title": "Old", "version": "1"},\n  "paths": {}\n}\n`;

/** The spec-format config of the fixture project. */
export const docs = { name: 'Acme', navigation: [{ group: 'API', pages: ['users/get', 'users/create', 'pets', 'typo'] }], openapi: ['api30.yaml', 'old/swagger.json', 'https://example.com/remote.json'] };

/** A page with front matter `extra` and a body. */
export function apiPage(extra: string, body = 'Written by hand.'): string {
  return `---\n${extra}\n---\n\n${body}\n`;
}

/** The fixture project. */
export function fixtureProject(pages: Record<string, string> = {}): MemoryProject {
  return new MemoryProject({
    'docs.json': JSON.stringify(docs),
    'api30.yaml': api30,
    'schemas/common.yaml': common,
    'specs/pets.json': api31,
    'old/swagger.json': swagger,
    'users/get.mdx': apiPage('openapi: "get /users/{id}"'),
    'users/create.mdx': apiPage("title: New user\nopenapi: 'api30 POST /users'"),
    'pets.mdx': apiPage('openapi: POST /pets', '<RequestExample>\n\n```bash\ncurl pets\n```\n\n</RequestExample>'),
    'typo.mdx': apiPage('title: Typo\nopenapi: GET /user/{id}'),
    ...pages,
  });
}
