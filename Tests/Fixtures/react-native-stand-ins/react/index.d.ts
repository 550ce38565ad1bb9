// Stand-in for @types/react: only what the generated module uses, with React's signatures.
// @types/react: index.d.ts (`DependencyList`, `useMemo`).
export type DependencyList = readonly unknown[];

export function useMemo<T>(factory: () => T, deps: DependencyList): T;
