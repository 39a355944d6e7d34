interface Sale {
  region: string;
  amount: number;
}
const sales: Sale[] = [
  { region: "north", amount: 120 },
  { region: "south", amount: 80 },
  { region: "north", amount: 40 },
];
const northTotal = sales
  .filter((s) => s.region === "north")
  .map((s) => s.amount)
  .reduce((a, b) => a + b, 0);
console.log(northTotal);
