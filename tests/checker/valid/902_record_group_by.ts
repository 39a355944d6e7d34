interface Sale { region: string; amount: number }
const sales: Sale[] = [{ region: "eu", amount: 3 }, { region: "us", amount: 5 }, { region: "eu", amount: 2 }];
const byRegion = sales.reduce<Record<string, number>>((acc, s) => {
  acc[s.region] = (acc[s.region] ?? 0) + s.amount;
  return acc;
}, {});
console.log(byRegion);
const grouped: Record<string, Sale[]> = {};
for (const s of sales) (grouped[s.region] ??= []).push(s);
console.log(Object.keys(grouped).length);
