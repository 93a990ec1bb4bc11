/** The starter's API, changelog, version 1 and hidden pages. */
export const starterApiPages: Readonly<Record<string, string>> = {
  'api-reference/introduction.mdx': `---
title: "API introduction"
description: "Authenticate, choose a base URL, and understand the rate limits and status codes of the Acme Plants API."
---

## Base URLs

| Environment | Base URL |
| --- | --- |
| Production | \`https://api.acme-plants.example/v2\` |
| Sandbox | \`https://sandbox.acme-plants.example/v2\` |

## Authentication

Send your API key as a bearer token in the \`Authorization\` header of every request:

\`\`\`bash
curl https://api.acme-plants.example/v2/plants \\
  -H "Authorization: Bearer YOUR_API_KEY"
\`\`\`

## Rate limits

Each API key may send 100 requests per minute. A request over the limit gets status \`429\`
with a \`Retry-After\` header giving the seconds to wait.

## Status codes

| Status | Meaning |
| --- | --- |
| \`200\` | The request succeeded. |
| \`201\` | The resource was created. |
| \`400\` | The request body is invalid; the error names the field. |
| \`401\` | The API key is missing or wrong. |
| \`404\` | No resource has that id. |
| \`429\` | Too many requests; wait for \`Retry-After\` seconds. |
`,
  'api-reference/endpoint/list-plants.mdx': `---
title: "List plants"
description: "Return the plants of your greenhouse, newest first, a page at a time."
openapi: "GET /plants"
---
`,
  'api-reference/endpoint/create-plant.mdx': `---
title: "Create a plant"
description: "Add a plant to your greenhouse with its species and watering schedule."
api: "POST https://api.acme-plants.example/v2/plants"
---

## Body

<ParamField body="name" type="string" required>
  Name of the plant, shown in the dashboard. Up to 80 characters.
</ParamField>

<ParamField body="species" type="string">
  Botanical name of the species, such as \`Monstera deliciosa\`.
</ParamField>

<ParamField body="waterEveryDays" type="number" default={7}>
  Days between waterings, from 1 to 60.
</ParamField>

<ParamField header="Idempotency-Key" type="string">
  Any unique string; a retried request with the same key creates the plant only once.
</ParamField>

## Response

<ResponseField name="id" type="string" required>
  Identifier of the new plant, such as \`plt_8f2k\`.
</ResponseField>

<ResponseField name="schedule" type="object" required>
  When the plant is watered.

  <Expandable title="properties">
    <ResponseField name="waterEveryDays" type="number" required>
      Days between waterings.
    </ResponseField>
    <ResponseField name="nextWatering" type="string" required>
      Date of the next watering, in ISO 8601 format.
    </ResponseField>
  </Expandable>
</ResponseField>

<RequestExample>

\`\`\`bash cURL
curl -X POST https://api.acme-plants.example/v2/plants \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"name": "Monstera", "species": "Monstera deliciosa", "waterEveryDays": 7}'
\`\`\`

</RequestExample>

<ResponseExample>

\`\`\`json 201
{
  "id": "plt_8f2k",
  "name": "Monstera",
  "schedule": { "waterEveryDays": 7, "nextWatering": "2025-06-02" }
}
\`\`\`

\`\`\`json 400
{
  "error": { "code": "invalid_field", "field": "waterEveryDays", "message": "Must be between 1 and 60." }
}
\`\`\`

</ResponseExample>
`,
  'changelog/releases.mdx': `---
title: "Releases"
description: "New features, improvements and fixes of the Acme Plants API and dashboard, newest first."
---

<Update label="June 2025" description="v2.1">
  - Plants can have several watering schedules, one per season.
  - \`GET /plants\` accepts \`?room=\` to filter by room.
</Update>

<Update label="March 2025" description="v2.0">
  - The API moved to \`/v2\`; see the [migration guide](/legacy/migrate-from-v1).
  - Idempotency keys for every \`POST\` request.
</Update>
`,
  'legacy/migrate-from-v1.mdx': `---
title: "Migrate from v1"
description: "Move an integration from the v1 API to v2: new base URL, renamed fields and bearer authentication."
---

## What changed

<Steps>
  <Step title="Change the base URL">
    Replace \`https://api.acme-plants.example/v1\` with \`https://api.acme-plants.example/v2\`.
  </Step>
  <Step title="Rename fields">
    \`water_interval\` is now \`waterEveryDays\`, and counts days instead of hours.
  </Step>
  <Step title="Send a bearer token">
    v1 took the key as a \`?key=\` query parameter; v2 reads \`Authorization: Bearer YOUR_API_KEY\`.
  </Step>
</Steps>
`,
  'internal/style-guide.mdx': `---
title: "Internal style guide"
description: "How the team names plants, writes dates and spells product names in these docs."
---

This section is hidden until a reader follows a direct link to one of its pages
(\`isDefaultHidden\` on its anchor).

- Write dates as \`2025-06-02\`.
- Write the product name as **Acme Plants**, never "the Plants app".
`,
};
