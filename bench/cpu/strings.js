// CPU suite: strings — concatenation, template literals, join, split, slice and search.
let checksum = 0;
for (let round = 0; round < 120; round++) {
  let text = "";
  for (let i = 0; i < 2000; i++) {
    text += "item" + i + ":" + ((i * 7) % 13) + ";";
  }
  const rows = [];
  for (let i = 0; i < 500; i++) {
    rows.push(`row ${i} of ${round}`);
  }
  const joined = rows.join("\n");

  for (const field of text.split(";")) {
    if (field.length === 0) continue;
    const parts = field.split(":");
    checksum += parts[0].length + Number(parts[1]);
  }
  for (const line of joined.split("\n")) {
    checksum += line.slice(4).indexOf(" of ") + line.toUpperCase().charCodeAt(0);
  }
  checksum = (checksum + text.length + joined.length) % 1000000007;
}
console.log("strings checksum", checksum);
