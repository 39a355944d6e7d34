function normalize(tag: string): string {
  return tag.trim().toLowercase();
}
console.log(normalize("  Hello "));
