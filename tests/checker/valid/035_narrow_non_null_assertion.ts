const table = new Map<string, number>();
table.set("k", 10);
if (table.has("k")) {
  const v = table.get("k")!;
  console.log(v * 2);
}
