const config = { name: "app", version: "1.0" };
console.log(config.version());
