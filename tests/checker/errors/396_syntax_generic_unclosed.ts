const m = new Map<string, number();
m.set("a", 1);
console.log(m.size);
