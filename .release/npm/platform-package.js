#!/usr/bin/env node
// Packs the npm package @dimens/cli-<platform> that holds one prebuilt dimens binary, from the
// template .release/npm/platform/package.json:
//
//   node .release/npm/platform-package.js PLATFORM BINARY VERSION FOLDER
//
// PLATFORM is node's `${process.platform}-${process.arch}` (linux-x64, darwin-arm64, darwin-x64),
// one the launcher (dimens/bin/dimens.js) maps to this package; BINARY is that platform's dimens;
// VERSION is what that binary's `dimens --version` prints. Writes FOLDER/cli-PLATFORM/ and
// FOLDER/dimens-cli-PLATFORM-VERSION.tgz (npm pack, offline, with a throwaway cache), the file to
// `npm publish`. .release/build runs it for linux-x64; a Mac runs it for the darwin packages
// (Sources/dimens/Dimens.docc/BuildIntegration.md).
"use strict";

const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

const [platform, binary, version, folder] = process.argv.slice(2);
const fail = (message) => {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
};
if (!folder) fail("usage: node .release/npm/platform-package.js PLATFORM BINARY VERSION FOLDER");
const name = `@dimens/cli-${platform}`;
const launcher = fs.readFileSync(path.join(__dirname, "dimens", "bin", "dimens.js"), "utf8");
if (!launcher.includes(`"${platform}": "${name}"`)) {
  fail(`the launcher (.release/npm/dimens/bin/dimens.js) does not run ${name}: no package for ${platform}`);
}
const [osName, cpu] = platform.split("-");
const described = { linux: "Linux", darwin: "macOS" }[osName] || osName;

const target = path.join(path.resolve(folder), `cli-${platform}`);
fs.rmSync(target, { recursive: true, force: true });
fs.mkdirSync(path.join(target, "bin"), { recursive: true });
fs.copyFileSync(binary, path.join(target, "bin", "dimens"));
fs.chmodSync(path.join(target, "bin", "dimens"), 0o755);
const json = JSON.parse(fs.readFileSync(path.join(__dirname, "platform", "package.json"), "utf8"));
json.name = name;
json.description = json.description.replace("PLATFORM", `${described} ${cpu}`);
json.version = version;
json.os = [osName];
json.cpu = [cpu];
fs.writeFileSync(path.join(target, "package.json"), JSON.stringify(json, null, 2) + "\n");

// npm pack reads nothing from the registry; its cache goes to a temporary folder all the same.
const cache = fs.mkdtempSync(path.join(os.tmpdir(), "dimens-npm-cache."));
try {
  execFileSync("npm", ["pack", "--offline", "--silent", "--pack-destination", path.resolve(folder), target], {
    env: { ...process.env, npm_config_cache: cache },
    stdio: ["ignore", "ignore", "inherit"],
  });
} finally {
  fs.rmSync(cache, { recursive: true, force: true });
}
const tgz = path.join(path.resolve(folder), `dimens-cli-${platform}-${version}.tgz`);
if (!fs.existsSync(tgz)) fail(`npm pack did not write ${tgz}`);
console.log(tgz);
