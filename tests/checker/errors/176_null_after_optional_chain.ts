interface Doc {
  meta?: { author?: string };
}
function authorInitial(d: Doc): string {
  return d.meta?.author.charAt(0) ?? "?";
}
