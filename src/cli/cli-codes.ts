/** The stable codes of the errors the command line throws; `quire` prints their message and exits 2 (a worker's exit is an internal error, 3). */
export const CliCode = {
  /** The command line is not one quire understands (an unknown command or option, a bad value). */
  usage: 'cli/usage',
  /** The project folder or the config file cannot be read. */
  unreadableProject: 'cli/unreadable-project',
  /** The output folder is not Quire's to empty (the project itself, a folder holding it, another program's folder). */
  unsafeOut: 'cli/unsafe-out',
  /** A build worker thread exited before it replied (`data.exitCode`). */
  workerExited: 'cli/worker-exited',
} as const;
