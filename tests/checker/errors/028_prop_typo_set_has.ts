const seen = new Set<string>();
seen.add("x");
if (seen.contains("x")) {
  console.log("seen");
}
