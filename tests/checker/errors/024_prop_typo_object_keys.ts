const config = { host: "localhost", port: 8080 };
for (const key of Object.key(config)) {
  console.log(key);
}
