interface Config {
  debug: boolean;
}
const c = Config;
