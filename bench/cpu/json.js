// CPU suite: JSON — stringify a list of records, parse it back, and walk the result.
const records = [];
for (let i = 0; i < 1000; i++) {
  records.push({
    id: i,
    name: "user" + i,
    active: i % 3 === 0,
    score: ((i * 37) % 101) / 4,
    tags: ["t" + (i % 5), "group"],
    address: { city: "city" + (i % 17), zip: 10000 + i },
  });
}

let checksum = 0;
for (let round = 0; round < 40; round++) {
  const text = JSON.stringify(records);
  const back = JSON.parse(text);
  let scores = 0;
  for (const r of back) {
    scores += r.score + r.address.zip + r.tags.length + (r.active ? 1 : 0);
  }
  checksum = (checksum + text.length + scores) % 1000000007;
}
console.log("json checksum", checksum);
