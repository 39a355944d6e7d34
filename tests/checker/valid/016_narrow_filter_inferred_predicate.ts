const maybe: (string | undefined)[] = ["a", undefined, "c"];
const present = maybe.filter((s) => s !== undefined);
console.log(present.map((s) => s.toUpperCase()).join(","));
