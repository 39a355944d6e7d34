const level = process.env.LOG_LEVEL ?? "info";
console.log(level);
