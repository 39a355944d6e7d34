const config = { name: "app", version: "1.0.3" };
const [major] = config.version().split(".");
console.log(major);
