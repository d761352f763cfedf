import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A Jest reporter that writes the run's counts, in Jest's JSON names, to the file it is given:
 * `npm test` counts the stories' tests from it (scripts/test.ts).
 */
export default class ResultsFileReporter {
  constructor(_globalConfig, options) {
    this.file = options.file;
  }

  onRunComplete(_contexts, results) {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    writeFileSync(
      this.file,
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTodoTests }),
    );
  }
}
