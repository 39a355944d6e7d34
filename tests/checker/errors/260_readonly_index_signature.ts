const table: { readonly [key: string]: number } = { a: 1 };
function update(key: string, v: number): void {
  table[key] = v;
}
update("a", 2);
