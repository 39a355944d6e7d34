type Cat = { name: string; meows: number };
type Robot = { model: string; beeps?: number };
function describe(x: Cat | Robot): string {
  if ("meows" in x) return `${x.name} ${x.meows}`;
  return `${x.model} ${x.beeps ?? 0}`;
}
console.log(describe({ name: "tom", meows: 2 }), describe({ model: "r2" }));
