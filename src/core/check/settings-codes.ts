/** Codes of the diagnostics about the settings file itself; these cannot be turned off. */
export const SettingsCode = {
  /** The settings file is not valid JSON. */
  jsonSyntax: 'settings/json-syntax',
  /** A key of `rules` that is not a diagnostic code Quire reports (the closest code is suggested). */
  unknownRule: 'settings/unknown-rule',
  /** A value of the wrong type or outside `off`, `info`, `warning`, `error`. */
  invalidValue: 'settings/invalid-value',
} as const;

/** One of the stable settings codes. */
export type SettingsCode = (typeof SettingsCode)[keyof typeof SettingsCode];
