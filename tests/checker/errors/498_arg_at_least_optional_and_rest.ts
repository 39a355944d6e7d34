function pathJoin(root: string, first: string, second?: string, ...more: string[]): string {
  return [root, first, second, ...more].filter(Boolean).join("/");
}
const p = pathJoin("/usr");
