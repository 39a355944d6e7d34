interface Cfg {
  limits?: { max: number };
}
const cfg: Cfg = {};
const max = cfg.limits.max;
