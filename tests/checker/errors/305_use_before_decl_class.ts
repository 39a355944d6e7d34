const c = new Config();
class Config {
  debug = false;
}
