const mixed: (string | number)[] = ["a", 1, "b"];
const onlyStrings: string[] = mixed.filter((x) => typeof x === "string" || x > 0);
console.log(onlyStrings.join(""));
