// Calls written in the doc comments of a function's overloads are no signatures: a `;` in a
// comment or a string does not end an overload declaration.
/**
 * Examples:
 *   matchWith({ a: 1 }, { a: 1 }); // true
 *   matchWith(1); 'no'
 */
function matchWith(target: object, source: object, compare: (x: unknown, y: unknown) => boolean): boolean;
// matchWith(a); matchWith(a, b);
function matchWith(target: object, source: object): boolean;
function matchWith(target: object, source: object, compare?: (x: unknown, y: unknown) => boolean): boolean {
  if (typeof compare !== "function") return matchWith(target, source, (x, y) => x === y);
  return compare(target, source);
}
type Sep = ";" | ",";
function split(text: string, sep: Sep): string[];
function split(text: string): string[];
function split(text: string, sep: Sep = ";"): string[] {
  return text.split(sep);
}
console.log(matchWith({}, {}), split("a;b", ";"), split("c"));
