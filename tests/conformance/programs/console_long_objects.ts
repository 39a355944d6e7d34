// console.log of objects and arrays too long for one line: node breaks them across lines.
console.log({ name: "Alice Johnson", email: "alice@example.com", age: 34, city: "Springfield" });
console.log({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10, k: 11, l: 12, m: 13 });
console.log({
  id: 1,
  title: "A rather long title that will not fit on a single line with the rest",
  done: false,
});
console.log({ user: { name: "Bob", roles: ["admin", "editor"], settings: { theme: "dark", lang: "en" } } });
console.log([
  { id: 1, name: "first item", price: 9.99 },
  { id: 2, name: "second item", price: 19.99 },
  { id: 3, name: "third item", price: 29.99 },
]);
console.log({ matrix: [[1, 2, 3], [4, 5, 6], [7, 8, 9]], label: "3x3 identity-ish matrix of numbers" });
console.log(["a long string element number one", "a long string element number two", "three"]);
const config = {
  server: { host: "localhost", port: 8080, tls: { enabled: true, cert: "/etc/cert.pem" } },
  database: { url: "postgres://db:5432/app", pool: { min: 2, max: 10 } },
  features: ["search", "export", "import", "audit-log"],
};
console.log(config);
console.log({ short: 1 }, { alsoShort: [1, 2] });
const keys: { [k: string]: number } = {};
for (let i = 0; i < 30; i++) keys["key" + i] = i;
console.log(keys);
console.log({ text: "line one\nline two", quote: "it's" });
