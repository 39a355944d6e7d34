const config = { mode: "fast", retries: 2 } as const;
config.retries = 3;
console.log(config);
