// exit: 1
// An uncaught instance of a custom Error subclass with extra properties.
class ConfigError extends Error { constructor(msg: string, public key: string) { super(msg); } }
console.log("loading");
throw new ConfigError("missing key", "port");
