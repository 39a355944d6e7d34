function format(template: string, first: string | number, ...rest: (string | number)[]): string {
  return [first, ...rest].reduce<string>((s, v, i) => s.replace(`{${i}}`, String(v)), template);
}
console.log(format("hello {0}"));
