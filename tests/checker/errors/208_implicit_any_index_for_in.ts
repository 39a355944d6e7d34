const config = { host: "localhost", port: 8080 };
for (const key in config) {
  console.log(key, config[key]);
}
