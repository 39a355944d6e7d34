const counts = { red: 0, green: 0, blue: 0 };
const picks: string[] = ["red", "blue", "red"];
for (const p of picks) {
  counts[p]++;
}
