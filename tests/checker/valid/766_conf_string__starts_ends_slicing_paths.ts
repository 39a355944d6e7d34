// Path and extension handling with lastIndexOf, slice and split.
const paths = ["/usr/local/bin/node", "file.tar.gz", "noext", ".hidden", "dir/"];
for (const p of paths) {
  const base = p.slice(p.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  console.log(JSON.stringify(p), base, dot > 0 ? base.slice(dot + 1) : "", p.split("/").filter(Boolean).length, p.endsWith("/"));
}
