const level = process.env.LOG_LEVEL ?? "info";
const verbose = level === "debug";
if (verbose) {
  console.log("verbose logging enabled");
}
