const csv = "name,qty,price\nwidget,3,2.50\ngadget,1,10";
const [header, ...lines] = csv.split("\n");
const cols = header.split(",");
const recs = lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [cols[i], v])));
const totalValue = recs.reduce((s, r) => s + Number(r.qty) * Number(r.price), 0);
console.log(recs.length, totalValue.toFixed(2));
