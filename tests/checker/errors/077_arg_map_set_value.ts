const ages = new Map<string, number>();
const rows = [["alice", "31"], ["bob", "27"]];
for (const [name, age] of rows) {
  ages.set(name, age);
}
console.log(ages.size);
