#!/usr/bin/env node
import { runCli } from './run-cli.ts';

// The `quire` command: check and build docs projects with the same core as the playground.
const code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
