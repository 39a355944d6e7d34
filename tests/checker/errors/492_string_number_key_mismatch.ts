const byId: Map<number, string> = new Map<string, string>();
byId.set(1, "one");
console.log(byId.get(1));
