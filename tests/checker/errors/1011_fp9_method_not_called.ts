// A method read without its call where its result would fit: TS2322 at the expression (tsc's
// "Did you mean to call this expression?", whose related note --pretty false does not print),
// without the missing-properties line a function never gets against a type without signatures.
interface Visit { day: string; count: number }
const visits: Visit[] = [{ day: "2024-05-02", count: 3 }];
const days: string[] = visits.map((v) => v.day).sort().reverse;
const latest: Visit | undefined = visits.at;
const count: number = visits.length.toFixed;
function busiest(): number {
  return Math.max;
}
console.log(days, latest, count, busiest());
