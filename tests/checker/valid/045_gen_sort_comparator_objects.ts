interface Player {
  name: string;
  score: number;
}
const players: Player[] = [
  { name: "zed", score: 10 },
  { name: "amy", score: 30 },
  { name: "bob", score: 30 },
];
players.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
console.log(players.map((p) => `${p.name}:${p.score}`).join(" "));
