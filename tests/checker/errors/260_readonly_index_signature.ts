const table: { readonly [key: string]: number } = { a: 1 };
table["a"] = 2;
