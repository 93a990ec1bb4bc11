/**
 * The starter's docs.json in today's format: navigation as an object (versions, tabs, groups, a
 * hidden group, global anchors), `theme`, `colors`, `logo`, `appearance`, `background`, `navbar`,
 * `footer`, `api`, `redirects` and the 404 page; every setting is one the site shows.
 */
export const starterCurrentConfig = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Acme Plants",
  "description": "Track, water and grow every plant in your greenhouse with the Acme Plants API and dashboard.",
  "colors": {
    "primary": "#0D9373",
    "light": "#55D799",
    "dark": "#0A7A5F"
  },
  "logo": {
    "light": "/logo/light.svg",
    "dark": "/logo/dark.svg",
    "href": "/introduction"
  },
  "favicon": "/favicon.svg",
  "appearance": {
    "default": "light"
  },
  "background": {
    "color": { "light": "#FFFFFF", "dark": "#0B1210" },
    "image": "/images/background.svg"
  },
  "navbar": {
    "links": [
      { "label": "Community", "href": "https://discord.com" },
      { "label": "Status", "href": "https://status.example.com" }
    ],
    "primary": {
      "type": "github",
      "href": "https://github.com/mintlify/starter"
    }
  },
  "navigation": {
    "versions": [
      {
        "version": "v2",
        "tabs": [
          {
            "tab": "Guides",
            "icon": "book-open",
            "groups": [
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
                "group": "Internal",
                "hidden": true,
                "pages": ["internal/style-guide"]
              }
            ]
          },
          {
            "tab": "API reference",
            "icon": "code",
            "groups": [
              {
                "group": "API reference",
                "pages": [
                  "api-reference/introduction",
                  "api-reference/endpoint/list-plants",
                  "api-reference/endpoint/create-plant"
                ]
              }
            ]
          },
          {
            "tab": "Changelog",
            "icon": "clock-rotate-left",
            "groups": [
              {
                "group": "Changelog",
                "pages": ["changelog/releases"]
              }
            ]
          }
        ]
      },
      {
        "version": "v1",
        "anchors": [
          {
            "anchor": "Version 1 docs",
            "icon": "box-archive",
            "iconType": "light",
            "groups": [
              {
                "group": "Version 1",
                "pages": ["legacy/migrate-from-v1"]
              }
            ]
          }
        ]
      }
    ],
    "global": {
      "anchors": [
        { "anchor": "Blog", "icon": "newspaper", "href": "https://acme-plants.example/blog" },
        { "anchor": "Support", "icon": "life-ring", "href": "https://acme-plants.example/support" }
      ]
    }
  },
  "footer": {
    "socials": {
      "website": "https://acme-plants.example",
      "x": "https://x.com/acme",
      "github": "https://github.com/acme",
      "discord": "https://discord.gg/acme",
      "linkedin": "https://www.linkedin.com/company/acme"
    },
    "links": [
      {
        "header": "Product",
        "items": [
          { "label": "Dashboard", "href": "https://app.acme-plants.example" },
          { "label": "Pricing", "href": "https://acme-plants.example/pricing" }
        ]
      },
      {
        "header": "Company",
        "items": [
          { "label": "About", "href": "https://acme-plants.example/about" },
          { "label": "Careers", "href": "https://acme-plants.example/careers" }
        ]
      }
    ]
  },
  "api": {
    "openapi": "openapi.json",
    "playground": {
      "display": "interactive"
    },
    "mdx": {
      "server": ["https://api.acme-plants.example/v2", "https://sandbox.acme-plants.example/v2"],
      "auth": {
        "method": "bearer",
        "name": "Authorization"
      }
    }
  },
  "redirects": [
    { "source": "/getting-started", "destination": "/quickstart" }
  ],
  "errors": {
    "404": {
      "redirect": false,
      "title": "This page did not grow",
      "description": "Go back to the [home page](/introduction) or search for what you were looking for."
    }
  }
}
`;
