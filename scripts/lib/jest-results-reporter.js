import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A Jest reporter that writes the run's counts and its failed tests and files, in the names of Jest's JSON
 * report, to the file it is given: `npm test` counts the stories' tests from it and repeats their
 * failures at its end (scripts/test.ts).
 */
export default class ResultsFileReporter {
  constructor(_globalConfig, options) {
    this.file = options.file;
  }

  onRunComplete(_contexts, results) {
    mkdirSync(path.dirname(this.file), { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
    const testResults = results.testResults.map((file) => ({
      name: file.testFilePath,
      // Set when the file failed as a whole, before or around its tests (its page did not load).
      message: file.testExecError ? file.failureMessage : "",
      assertionResults: file.testResults
        .filter((test) => test.status === "failed")
        .map(({ fullName, status, failureMessages }) => ({ fullName, status, failureMessages })),
    }));
    writeFileSync(
      this.file,
      JSON.stringify({
        numPassedTests,
        numFailedTests,
        numPendingTests,
        numTodoTests,
        testResults,
      }),
    );
  }
}
