// Stand-in for react: useMemo outside a renderer calls its factory and keeps the dependencies.
"use strict";
exports.lastDeps = undefined;
exports.useMemo = function useMemo(factory, deps) {
  exports.lastDeps = deps;
  return factory();
};
