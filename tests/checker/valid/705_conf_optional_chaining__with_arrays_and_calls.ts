// Optional chaining over arrays, index expressions, and calls that return undefined.
const data: any = { list: [{ name: "a", tags: ["x"] }, null], fn: () => undefined };
console.log(data.list?.[0]?.tags?.[0], data.list?.[1]?.name, data.list?.[5]?.name, data.fn?.()?.x, data.nope?.[0]);
console.log(data.list?.map((x: any) => x?.name ?? "none"), data?.list.length);
const i = 0;
console.log(data.list?.[i]["name"], data.list?.[i + 1]?.["name"]);
