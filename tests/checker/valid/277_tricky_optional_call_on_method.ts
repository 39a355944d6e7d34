const maybeList: string[] | undefined = Math.random() > 2 ? ["x"] : undefined;
const joined = maybeList?.join(",") ?? "(none)";
const upper = maybeList?.map((s) => s.toUpperCase()).join("");
console.log(joined, upper);
