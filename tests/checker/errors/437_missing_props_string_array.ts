function countTags(tags: string[]): number {
  return tags.length;
}
const tags: string[] = "a,b,c";
console.log(countTags(tags));
