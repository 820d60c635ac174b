/** The command line of Simmer's scripts: strict `--options` (no positionals), `--help`, and usage errors. */
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

/**
 * Parses `process.argv` strictly with `options` (which must include `help`). Prints `usage` and
 * returns null for `--help`, so the script just returns.
 */
export function parseCommandLine<const Options extends ParseArgsOptionsConfig & { help: { type: "boolean" } }>(
  options: Options,
  usage: string,
) {
  const { values } = parseArgs({ options, strict: true, allowPositionals: false });
  if ((values as { help?: boolean }).help) {
    console.info(usage);
    return null;
  }
  return values;
}

/** Stops the script with `message` and the usage text (exit code 2). */
export function usageError(usage: string) {
  return (message: string): never => {
    console.error(`${message}\n\n${usage}`);
    process.exit(2);
  };
}
