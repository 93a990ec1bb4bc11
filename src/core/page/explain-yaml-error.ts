/** Adds a plain-language hint to a YAML error of the `yaml` package, by its error code. */
export function explainYamlError(code: string, message: string): string {
  const base = `Front matter is not valid YAML: ${message.replace(/\s+/g, ' ').trim().replace(/\.$/, '')}.`;
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return `${base} A value that contains \`: \` or spans lines must be quoted: \`description: "Set up: the basics"\`.`;
    case 'MISSING_CHAR':
      return `${base} Close the quoted value with the same quote it starts with.`;
    case 'BAD_SCALAR_START':
      return `${base} Put a value that starts with a special character (\`@\`, \`%\`, a backtick) in quotes.`;
    case 'TAB_AS_INDENT':
      return `${base} Indent with spaces, not tabs.`;
    case 'DUPLICATE_KEY':
      return `${base} Each key may appear once; remove the repeated one.`;
    case 'BAD_INDENT':
      return `${base} Check the indentation and the closing bracket of lists written with \`[\`.`;
    case 'UNEXPECTED_TOKEN':
      return `${base} Every line of front matter is \`key: value\`; quote values with special characters.`;
    default:
      return base;
  }
}
