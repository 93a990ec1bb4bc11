/** The version `quire --version` prints and every build records in its output folder. */
export const quireVersion = '0.1.0';
