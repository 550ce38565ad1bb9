#!/usr/bin/env node
// Tests the npm launcher (.release/npm/dimens/bin/dimens.js) against a fake dimens, a shell script,
// in a throwaway node_modules: the exit code and arguments pass through; SIGINT, SIGTERM and SIGHUP
// sent to node alone reach the binary (which traps them and exits 128 + n, or dies of them, and node
// then dies of the same signal; SIGQUIT too); Ctrl-C to the whole process group; an unsupported
// platform, a missing platform package or a missing binary gives one line naming the way out and
// exit code 1; the launcher's platforms are @dimens/cli's optional dependencies. Offline, a few
// seconds: .release/check runs it, and so can anyone with `node .release/npm/launcher-test.js`.
"use strict";

const { spawn } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dimens-launcher-test."));
process.on("exit", () => fs.rmSync(tmp, { recursive: true, force: true }));
const platform = `${process.platform}-${process.arch}`;
const platformPackage = `@dimens/cli-${platform}`;
const scoped = path.join(tmp, "node_modules", "@dimens");
const launcher = path.join(scoped, "cli", "bin", "dimens.js");
fs.cpSync(path.join(__dirname, "dimens"), path.join(scoped, "cli"), { recursive: true });
const version = JSON.parse(fs.readFileSync(path.join(scoped, "cli", "package.json"), "utf8")).version;
const platformFolder = path.join(scoped, `cli-${platform}`);
const fake = path.join(platformFolder, "bin", "dimens");

// The fake dimens: FAKE_MODE=exit writes its arguments and exits 7; trap traps INT, TERM and HUP
// (writes the signal's name, exits 128 + n); die lets them kill it. Both write their pid to `ready`,
// then wait for a signal.
function installFake(mode = 0o755) {
  fs.mkdirSync(path.dirname(fake), { recursive: true });
  fs.writeFileSync(path.join(platformFolder, "package.json"), JSON.stringify({ name: platformPackage, version }));
  fs.writeFileSync(
    fake,
    `#!/bin/sh
case "$FAKE_MODE" in
  exit) printf '%s\\n' "$@" > "$FAKE_DIR/args"; exit 7 ;;
  trap)
    trap 'echo INT >> "$FAKE_DIR/caught"; exit 130' INT
    trap 'echo TERM >> "$FAKE_DIR/caught"; exit 143' TERM
    trap 'echo HUP >> "$FAKE_DIR/caught"; exit 129' HUP
    echo $$ > "$FAKE_DIR/ready"
    while :; do sleep 0.1; done ;;
  die) echo $$ > "$FAKE_DIR/ready"; exec sleep 30 ;;
esac
`
  );
  fs.chmodSync(fake, mode);
}

let checks = 0;
function check(condition, message, run) {
  if (!condition) {
    process.stderr.write(`launcher test failed: ${message}\n  got: ${JSON.stringify(run)}\n`);
    process.exit(1);
  }
  checks += 1;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Runs the launcher with node; `signal` is sent once the fake is `ready`, to node's pid alone or,
// with `group`, to its whole process group (as a terminal's Ctrl-C does).
async function run(mode, args = [], { signal, group = false, preload = [] } = {}) {
  const dir = fs.mkdtempSync(path.join(tmp, "run."));
  const node = spawn(process.execPath, [...preload.flatMap((file) => ["--require", file]), launcher, ...args], {
    cwd: dir, // (a core file of SIGQUIT, where the system writes them, stays in the throwaway folder)
    env: { ...process.env, DIMENS_BINARY_PATH: "", FAKE_MODE: mode, FAKE_DIR: dir },
    stdio: ["ignore", "ignore", "pipe"],
    detached: group,
  });
  let stderr = "";
  node.stderr.on("data", (chunk) => (stderr += chunk));
  const closed = new Promise((resolve) => node.on("close", resolve));
  const exited = new Promise((resolve) => node.on("exit", (code, signal) => resolve({ code, signal })));
  const killer = setTimeout(() => node.kill("SIGKILL"), 10000);
  const ready = path.join(dir, "ready");
  if (signal) {
    for (let i = 0; i < 100 && !fs.existsSync(ready); i++) await sleep(50);
    process.kill(group ? -node.pid : node.pid, signal);
  }
  const result = await exited;
  clearTimeout(killer);
  // Node has ended: the fake must have ended too (else it is left running, killed here).
  let orphan = false;
  const fakePid = fs.existsSync(ready) ? Number(fs.readFileSync(ready, "utf8")) : 0;
  for (let i = 0; fakePid && alive(fakePid); i++) {
    if (i === 40) {
      orphan = true;
      process.kill(fakePid, "SIGKILL");
    }
    await sleep(50);
  }
  await closed;
  const read = (name) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), "utf8") : "");
  return { ...result, orphan, stderr, args: read("args"), caught: read("caught") };
}

async function main() {
  // The launcher's platform table and @dimens/cli's optional dependencies name the same packages.
  const table = fs.readFileSync(launcher, "utf8").match(/const packages = \{([^}]*)\}/);
  const mapped = table ? [...table[1].matchAll(/"([a-z0-9]+-[a-z0-9]+)": "([^"]+)"/g)] : [];
  const optional = Object.keys(JSON.parse(fs.readFileSync(path.join(scoped, "cli", "package.json"), "utf8")).optionalDependencies);
  check(mapped.length > 0 && mapped.every(([, key, name]) => name === `@dimens/cli-${key}`), "the launcher maps platform-arch to @dimens/cli-platform-arch", mapped);
  check(JSON.stringify(mapped.map(([, , name]) => name).sort()) === JSON.stringify(optional.sort()), "the launcher's packages are @dimens/cli's optional dependencies", { mapped: mapped.map((m) => m[2]), optional });

  if (!(platform === "linux-x64" || platform === "darwin-arm64" || platform === "darwin-x64")) {
    const r = await run("exit");
    check(r.code === 1 && /no prebuilt binary for/.test(r.stderr), `on ${platform}, says there is no binary`, r);
    console.log(`launcher test: ${checks} checks passed (${platform} has no prebuilt binary)`);
    return;
  }

  // A platform with no prebuilt binary (linux-arm64 here, node's process.arch changed before the
  // launcher runs): one line naming the platform and the way out, exit 1.
  const arm = path.join(tmp, "arm64.js");
  fs.writeFileSync(arm, 'Object.defineProperty(process, "arch", { value: "arm64" }); Object.defineProperty(process, "platform", { value: "linux" });');
  let r = await run("exit", [], { preload: [arm] });
  check(r.code === 1 && r.stderr.startsWith("dimens: no prebuilt binary for linux-arm64 (there are: ") && r.stderr.includes("DIMENS_BINARY_PATH"), "linux-arm64 has no prebuilt binary, said in one line", r);
  check(r.stderr.trim().split("\n").length === 1, "the unsupported platform's error is one line", r);

  // The platform package missing, then its binary missing: one line naming the package, exit 1.
  r = await run("exit");
  check(r.code === 1 && r.stderr.includes(`${platformPackage}, which holds`) && r.stderr.includes("is not installed"), "names the missing package", r);
  check(r.stderr.trim().split("\n").length === 1, "the missing package's error is one line", r);
  fs.mkdirSync(platformFolder, { recursive: true });
  fs.writeFileSync(path.join(platformFolder, "package.json"), JSON.stringify({ name: platformPackage, version }));
  r = await run("exit");
  check(r.code === 1 && r.stderr.includes("is missing or not executable") && r.stderr.includes(`npm install ${platformPackage}@${version}`), "names the package of a missing binary", r);
  check(r.stderr.trim().split("\n").length === 1, "the missing binary's error is one line", r);

  // A binary unpacked without its modes is made executable; arguments and exit code pass through.
  installFake(0o644);
  r = await run("exit", ["build", "--config", "a b.json"]);
  check(r.code === 7 && r.signal === null, "exit code 7 passes through", r);
  check(r.args === "build\n--config\na b.json\n", "arguments pass through", r);

  // A signal to node alone reaches the binary: it traps it and exits 128 + n, node exits with that.
  for (const [signal, code] of [["SIGTERM", 143], ["SIGINT", 130], ["SIGHUP", 129]]) {
    r = await run("trap", [], { signal });
    check(!r.orphan && r.caught.trim() === signal.slice(3), `${signal} to node reaches the binary's trap`, r);
    check(r.code === code && r.signal === null, `node exits ${code} as the binary did after ${signal}`, r);
  }
  // A binary that dies of the signal: node dies of the same one.
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP", "SIGQUIT"]) {
    r = await run("die", [], { signal });
    check(!r.orphan && r.signal === signal && r.code === null, `node dies of ${signal} as the binary did`, r);
  }
  // Ctrl-C: SIGINT to the whole group, node and binary (which may get it twice; it exits 130 all the same).
  r = await run("trap", [], { signal: "SIGINT", group: true });
  check(!r.orphan && r.caught.startsWith("INT") && r.code === 130, "Ctrl-C (SIGINT to the process group) ends the binary, exit 130", r);
  r = await run("die", [], { signal: "SIGINT", group: true });
  check(!r.orphan && r.signal === "SIGINT", "Ctrl-C on a binary that dies of SIGINT: node dies of SIGINT", r);

  console.log(`launcher test: ${checks} checks passed`);
}

main().catch((error) => {
  process.stderr.write(`launcher test failed: ${error.stack}\n`);
  process.exit(1);
});
