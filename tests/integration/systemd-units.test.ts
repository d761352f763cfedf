import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";

const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((candidate) =>
  existsSync(candidate),
);
const units = [
  "deploy/safari-site.socket",
  "deploy/safari-site.service",
  "deploy/safari-backup.service",
  "deploy/safari-backup.timer",
];

describe.skipIf(!systemdAnalyze)("the systemd units in deploy/", () => {
  it("pass systemd-analyze verify without a warning", () => {
    const result = spawnSync(systemdAnalyze!, ["verify", ...units], { encoding: "utf8" });
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });

  it.each(["deploy/safari-site.service", "deploy/safari-backup.service"])(
    "%s runs sandboxed: systemd rates its exposure below 2 of 10",
    (unit) => {
      const result = spawnSync(systemdAnalyze!, ["security", "--offline=true", unit], {
        encoding: "utf8",
      });
      const exposure = /Overall exposure level for \S+: ([\d.]+)/.exec(result.stdout);
      expect(exposure, result.stdout + result.stderr).not.toBeNull();
      expect(Number(exposure![1])).toBeLessThan(2);
    },
  );
});
