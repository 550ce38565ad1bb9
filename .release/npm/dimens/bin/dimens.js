#!/usr/bin/env node
// The `dimens` command of the @dimens/cli npm package: runs the prebuilt dimens binary of this
// platform, which npm installed from the optional dependency @dimens/cli-<platform>-<arch> (the
// packages' `os` and `cpu` fields make npm skip the other platforms'), the way esbuild and Biome
// ship theirs. Arguments, standard streams and the exit status pass through unchanged, and so do
// signals: SIGINT, SIGTERM, SIGHUP and SIGQUIT sent to node (Ctrl-C, `kill <pid of node>`) go on
// to the binary, and node ends the way the binary did (by the same signal, or with its code).
"use strict";

const { spawn } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

// Node's platform-arch → the package that holds that binary. Linux CI's .release/build makes
// linux-x64; the darwin ones are made on a Mac (BuildIntegration.md in dimens' repository). A
// platform not listed here (linux-arm64, win32-x64, …) has no prebuilt binary.
const packages = {
  "linux-x64": "@dimens/cli-linux-x64",
  "darwin-arm64": "@dimens/cli-darwin-arm64",
  "darwin-x64": "@dimens/cli-darwin-x64",
};

function fail(message) {
  process.stderr.write(`dimens: ${message}\n`);
  process.exit(1);
}

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

// The binary to run: DIMENS_BINARY_PATH (one built from source, say), else the platform package's.
function binary() {
  if (process.env.DIMENS_BINARY_PATH) return process.env.DIMENS_BINARY_PATH;
  const platform = `${process.platform}-${process.arch}`;
  const name = packages[platform];
  if (!name) {
    fail(
      `no prebuilt binary for ${platform} (there are: ${Object.keys(packages).join(", ")}). ` +
        "Build dimens from source with Swift (swift build -c release --product dimens) and set DIMENS_BINARY_PATH to it."
    );
  }
  const version = require("../package.json").version;
  let folder;
  try {
    folder = path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    fail(
      `the package ${name}, which holds the dimens binary for ${platform}, is not installed. ` +
        "It is an optional dependency of @dimens/cli: reinstall without --omit=optional or --no-optional, " +
        `or add it yourself (npm install ${name}@${version}).`
    );
  }
  const file = path.join(folder, "bin", "dimens");
  // A tarball unpacked without modes (some mirrors and caches) leaves the binary not executable.
  if (fs.existsSync(file) && !executable(file)) {
    try {
      fs.chmodSync(file, 0o755);
    } catch {}
  }
  if (!executable(file)) {
    fail(`${file} is missing or not executable: reinstall the package ${name} (npm install ${name}@${version}).`);
  }
  return file;
}

const file = binary();

// While the binary runs, a signal to node goes on to it (with Ctrl-C the terminal sends SIGINT to
// both; the binary then gets it twice, which ends it all the same). The handlers are in place
// before the binary starts, so no signal can end node alone and leave the binary running.
let child;
const relayed = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"].filter((signal) => signal in os.constants.signals);
const relay = (signal) => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of relayed) process.on(signal, relay);
const stopRelaying = () => {
  for (const signal of relayed) process.removeListener(signal, relay);
};

child = spawn(file, process.argv.slice(2), { stdio: "inherit" });
child.on("error", (error) => {
  stopRelaying();
  fail(`cannot run ${file}: ${error.message}`);
});
child.on("exit", (code, signal) => {
  stopRelaying();
  if (signal) {
    // Node ends by the same signal, as a shell or a build tool expects; for a signal Node itself
    // ignores (SIGPIPE, SIGXFSZ), it exits with the shell's code for it, 128 + its number.
    process.exitCode = 128 + (os.constants.signals[signal] || 0);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code === null ? 1 : code);
});
