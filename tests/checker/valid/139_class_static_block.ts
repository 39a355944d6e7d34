class Config {
  static values: Record<string, string> = {};
  static {
    Config.values["mode"] = "prod";
  }
}
console.log(Config.values.mode);
