// CPU suite: regex scan — match structured log lines with capture groups and global replace.
const levels = ["INFO", "WARN", "ERROR", "DEBUG"];
const lines = [];
for (let i = 0; i < 3000; i++) {
  const day = String((i % 28) + 1).padStart(2, "0");
  lines.push(`2024-03-${day} ${levels[i % 4]} user=u${i % 97} id=${i * 13} msg="request took  ${i % 250}ms"`);
}
const text = lines.join("\n");

const lineRe = /^(\d{4})-(\d{2})-(\d{2}) (ERROR|WARN) user=(\w+) id=(\d+)/gm;
let checksum = 0;
for (let round = 0; round < 10; round++) {
  lineRe.lastIndex = 0;
  let m;
  while ((m = lineRe.exec(text)) !== null) {
    checksum += Number(m[3]) + m[5].length + Number(m[6]) % 1000;
  }
  const squeezed = text.replace(/\s+/g, " ");
  checksum += squeezed.length + (/took\s+(\d+)ms/.test(squeezed) ? 1 : 0);
  checksum %= 1000000007;
}
console.log("regex checksum", checksum);
