#!/usr/bin/env node
// The `dimens` command of the @dimens/cli npm package: runs the prebuilt dimens binary of this
// platform, which npm installed from the optional dependency @dimens/cli-<platform>-<arch> (the
// packages' `os` and `cpu` fields make npm skip the other platforms'), the way esbuild and Biome
// ship theirs. Arguments, standard streams and the exit status pass through unchanged.
"use strict";

const { spawnSync } = require("child_process");
const fs = require("fs");

// Node's platform-arch → the package that holds that binary (.release/build in dimens' repository
// builds them; a platform not listed here has no prebuilt binary).
const packages = {
  "linux-x64": "@dimens/cli-linux-x64",
  "darwin-arm64": "@dimens/cli-darwin-arm64",
  "darwin-x64": "@dimens/cli-darwin-x64",
};

function fail(message) {
  process.stderr.write(`dimens: ${message}\n`);
  process.exit(1);
}

// DIMENS_BINARY_PATH runs another dimens binary instead (one built from source, say).
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
  try {
    return require.resolve(`${name}/bin/dimens`);
  } catch {
    fail(
      `the package ${name}, which holds the dimens binary for ${platform}, is not installed. ` +
        "It is an optional dependency of @dimens/cli: reinstall without --omit=optional or --no-optional, " +
        `or add it yourself (npm install ${name}).`
    );
  }
}

const path = binary();
// A tarball unpacked without modes (some mirrors and caches) leaves the binary not executable.
try {
  fs.accessSync(path, fs.constants.X_OK);
} catch {
  try {
    fs.chmodSync(path, 0o755);
  } catch {}
}
const result = spawnSync(path, process.argv.slice(2), { stdio: "inherit" });
if (result.error) fail(`cannot run ${path}: ${result.error.message}`);
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status === null ? 1 : result.status);
