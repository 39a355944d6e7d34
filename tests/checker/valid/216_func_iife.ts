const config = (() => {
  const env = "prod";
  return { env, debug: env !== "prod" };
})();
console.log(config.env, config.debug);
