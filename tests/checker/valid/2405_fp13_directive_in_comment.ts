// A `// @ts-expect-error` line inside a block comment or a template literal is text, no
// directive: nothing to use, nothing unused. A directive after a regular expression with `/*`
// or a quote in it still counts.
/**
 * Example:
 * const bar = maybe ?? {};
 * // @ts-expect-error
 * bar.a;
 */
function castTo<T>(value: T): T {
  return value;
}
const help = `usage:
// @ts-ignore
  run it`;
const trim = (s: string) => s.replace(/\/*$/, "").replace(/["'`]/g, "");
// @ts-expect-error
const wrong: number = trim("a/");
/* @ts-ignore */
const alsoWrong: number = "b";
console.log(castTo(1), help, wrong, alsoWrong);
