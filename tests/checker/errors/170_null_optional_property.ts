interface Options {
  name: string;
  tags?: string[];
}
function describe(o: Options): string {
  return `${o.name} (${o.tags.length} tags)`;
}
