// What the playground uses of the validation page: taking the files its "Open as project" hands over.
export type { HandoffStorage, ProjectHandoff } from './project-handoff.ts';
export { takeProjectHandoff } from './project-handoff.ts';
