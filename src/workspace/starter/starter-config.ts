/** The starter's docs.json (every field of the spec) and its OpenAPI file. */
export const starterConfigFiles: Readonly<Record<string, string>> = {
  'docs.json': `{
  "name": "Acme Plants",
  "logo": {
    "light": "/logo/light.svg",
    "dark": "/logo/dark.svg",
    "href": "/introduction"
  },
  "favicon": "/favicon.svg",
  "colors": {
    "primary": "#0D9373",
    "light": "#55D799",
    "dark": "#0A7A5F",
    "background": {
      "light": "#FFFFFF",
      "dark": "#0B1210"
    }
  },
  "backgroundImage": "/images/background.svg",
  "topbarLinks": [
    { "name": "Community", "url": "https://discord.com" },
    { "name": "Status", "url": "https://status.example.com" }
  ],
  "topbarCtaButton": {
    "type": "github",
    "url": "https://github.com/mintlify/starter"
  },
  "versions": ["v2", "v1"],
  "topAnchor": {
    "name": "Guides",
    "icon": "book-open",
    "iconType": "duotone"
  },
  "anchors": [
    {
      "name": "API reference",
      "icon": "code",
      "iconType": "solid",
      "url": "api-reference",
      "color": { "from": "#0D9373", "to": "#55D799" }
    },
    {
      "name": "Changelog",
      "icon": "clock-rotate-left",
      "url": "changelog",
      "color": "#2563EB"
    },
    {
      "name": "Version 1 docs",
      "icon": "box-archive",
      "iconType": "light",
      "url": "legacy",
      "version": "v1"
    },
    {
      "name": "Internal notes",
      "icon": "lock",
      "url": "internal",
      "isDefaultHidden": true
    }
  ],
  "tabs": [
    { "name": "API reference", "url": "api-reference" },
    { "name": "Changelog", "url": "changelog" }
  ],
  "navigation": [
    {
      "group": "Get started",
      "pages": ["introduction", "quickstart"]
    },
    {
      "group": "Writing content",
      "pages": [
        "essentials/markdown",
        "essentials/code",
        "essentials/images",
        {
          "group": "Components",
          "pages": ["components/callouts", "components/layout", "components/cards"]
        },
        "essentials/settings",
        "essentials/ai-rules"
      ]
    },
    {
      "group": "API reference",
      "pages": [
        "api-reference/introduction",
        "api-reference/endpoint/list-plants",
        "api-reference/endpoint/create-plant"
      ]
    },
    {
      "group": "Changelog",
      "pages": ["changelog/releases"]
    },
    {
      "group": "Version 1",
      "pages": ["legacy/migrate-from-v1"]
    },
    {
      "group": "Internal",
      "pages": ["internal/style-guide"]
    }
  ],
  "api": {
    "baseUrl": ["https://api.acme-plants.example/v2", "https://sandbox.acme-plants.example/v2"],
    "auth": {
      "method": "bearer",
      "name": "Authorization",
      "inputPrefix": "Bearer "
    },
    "playground": {
      "mode": "show"
    },
    "maintainOrder": true
  },
  "openapi": "openapi.json",
  "footerSocials": {
    "website": "https://acme-plants.example",
    "x": "https://x.com/acme",
    "github": "https://github.com/acme",
    "discord": "https://discord.gg/acme",
    "slack": "https://acme.slack.com",
    "linkedin": "https://www.linkedin.com/company/acme",
    "facebook": "https://www.facebook.com/acme",
    "instagram": "https://www.instagram.com/acme",
    "hacker-news": "https://news.ycombinator.com/user?id=acme"
  },
  "feedback": {
    "suggestEdit": true,
    "raiseIssue": true
  },
  "modeToggle": {
    "default": "light",
    "isHidden": false
  }
}
`,
  'openapi.json': `{
  "openapi": "3.0.3",
  "info": {
    "title": "Acme Plants API",
    "version": "2.1.0",
    "description": "Track and water the plants of a greenhouse."
  },
  "servers": [{ "url": "https://api.acme-plants.example/v2" }],
  "security": [{ "bearerAuth": [] }],
  "paths": {
    "/plants": {
      "get": {
        "summary": "List plants",
        "description": "Returns the plants of your greenhouse, newest first.",
        "parameters": [
          { "name": "limit", "in": "query", "description": "How many plants to return, 1 to 100.", "schema": { "type": "integer", "default": 20 } },
          { "name": "room", "in": "query", "description": "Only plants in this room.", "schema": { "type": "string" } }
        ],
        "responses": {
          "200": {
            "description": "A page of plants.",
            "content": {
              "application/json": {
                "schema": { "type": "array", "items": { "$ref": "#/components/schemas/Plant" } }
              }
            }
          },
          "401": { "description": "The API key is missing or wrong." }
        }
      },
      "post": {
        "summary": "Create a plant",
        "description": "Adds a plant with its watering schedule.",
        "requestBody": {
          "required": true,
          "content": { "application/json": { "schema": { "$ref": "#/components/schemas/NewPlant" } } }
        },
        "responses": {
          "201": { "description": "The plant was created.", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Plant" } } } },
          "400": { "description": "The body is invalid." }
        }
      }
    }
  },
  "components": {
    "securitySchemes": { "bearerAuth": { "type": "http", "scheme": "bearer" } },
    "schemas": {
      "NewPlant": {
        "type": "object",
        "required": ["name"],
        "properties": {
          "name": { "type": "string", "description": "Name shown in the dashboard." },
          "species": { "type": "string", "description": "Botanical name." },
          "waterEveryDays": { "type": "integer", "description": "Days between waterings.", "default": 7 }
        }
      },
      "Plant": {
        "type": "object",
        "required": ["id", "name"],
        "properties": {
          "id": { "type": "string", "description": "Identifier, such as plt_8f2k." },
          "name": { "type": "string", "description": "Name shown in the dashboard." },
          "nextWatering": { "type": "string", "format": "date", "description": "Date of the next watering." }
        }
      }
    }
  }
}
`,
};
