// Many generated cases from a fixed pseudo-random sequence, compared with node line by line:
// Date.parse of strings assembled from date-ish pieces, and random time values through the
// getters, setters, formats and parse round trips; plus the shape of Date and Date.prototype.
let seed = 20240305;
const rnd = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const pieces = ["2024", "-", "03", "05", "T", "10", ":", "20", "30", ".", "456", "Z", "+", "02", "00", " ", "Jan", "March",
  "Tue", "GMT", "UTC", "EST", "PM", "am", "(", ")", "1", "12", "31", "99", "1999", "0", "00000", "275760", "/", ",", "z", "t",
  "x", "+0530", "-08:00", "24", "60", "123456", "::", "..", "\u00a0", "é", "\t", "Sep", "september", "ut", "pdt"];
let parsed = 0;
for (let i = 0; i < 700; i++) {
  let s = "";
  const n = 1 + rnd(9);
  for (let k = 0; k < n; k++) s += pieces[rnd(pieces.length)];
  const t = Date.parse(s);
  if (!isNaN(t)) parsed++;
  console.log(JSON.stringify(s), t);
}
console.log("parsed", parsed);
for (let i = 0; i < 120; i++) {
  const t = (rnd(2) ? -1 : 1) * rnd(2147483647) * rnd(4194304);
  const d = new Date(t);
  const r: unknown[] = [t, d.getTime()];
  if (!isNaN(d.getTime())) {
    r.push(d.toString(), d.toUTCString(), d.toISOString(), d.toLocaleString(), d.getDay(), d.getFullYear(), d.getMonth(),
      d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds());
    const e = new Date(t);
    r.push(e.setMonth(rnd(40) - 20, rnd(70) - 35), e.setHours(rnd(100) - 50, rnd(200) - 100), e.setFullYear(rnd(4000) - 2000),
      e.setUTCSeconds(rnd(100000) - 50000, rnd(5000)));
    r.push(Date.parse(d.toString()) === Math.floor(t / 1000) * 1000, Date.parse(d.toUTCString()), Date.parse(d.toISOString()) === t);
  }
  r.push(Date.UTC(rnd(600000) - 300000, rnd(30) - 15, rnd(100) - 50, rnd(50), rnd(100), rnd(100), rnd(2000)));
  r.push(new Date(rnd(300) - 100, rnd(30) - 15, rnd(100) - 50).getTime());
  console.log(r.join("|"));
}
console.log(Object.getOwnPropertyNames(Date.prototype).join());
console.log(Object.getOwnPropertyNames(Date).join(), Object.keys(Date.prototype).length, Object.getOwnPropertyNames(new Date(0)).length);
const lengths = Object.getOwnPropertyNames(Date.prototype).map((k) => k + "/" + (Date.prototype as any)[k].length);
console.log(lengths.join(" "));
