const mixed = [1, "2", 3, "4"];
const total = mixed.reduce<number>((acc, v) => acc + (typeof v === "string" ? Number(v) : v), 0);
console.log(total);
