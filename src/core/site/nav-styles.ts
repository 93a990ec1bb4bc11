/** The CSS of the navigation levels of the current format: the language picker, the product and dropdown menu, group icons and tags. */
export const navStyles = String.raw`
`;
