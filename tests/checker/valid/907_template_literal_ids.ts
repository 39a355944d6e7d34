type OrderId = `ord_${number}`;
function makeId(n: number): OrderId {
  return `ord_${n}`;
}
const ids: OrderId[] = [makeId(1), makeId(2), "ord_77"];
console.log(ids.map((i) => i.slice(4)).join(","));
