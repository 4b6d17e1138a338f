/**
 * The end of a `switch` that handles every variant of a union: if a variant is added and not handled, the
 * value is no longer `never` and the compiler names this call (decision 074). Reached at run time only
 * through a value the types do not describe (a row from an older server), which is a bug.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`unhandled ${what}: ${JSON.stringify(value)}`);
}
