const days: readonly string[] = ["mon", "tue", "wed"];
const upper = days.map((d) => d.toUpperCase());
const idx = days.indexOf("tue");
const sliced = days.slice(1);
console.log(upper, idx, sliced, days.includes("wed"));
