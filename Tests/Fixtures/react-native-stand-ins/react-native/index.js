// Stand-in for react-native: the window and platform a test sets.
"use strict";
let current = { width: 375, height: 667, scale: 2, fontScale: 1 };
exports.Platform = { OS: "ios", isTV: false, isTesting: true, isPad: false, Version: "17.0" };
exports.useWindowDimensions = function useWindowDimensions() {
  return current;
};
exports.setWindow = function setWindow(window) {
  current = window;
};
