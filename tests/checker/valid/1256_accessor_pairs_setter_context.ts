// get/set pairs: an object literal's setter without a parameter type takes its getter's type
// (either order) or the property's contextual type, not TS7006; in interfaces and type literals the
// property reads as the getter's type, and a wider setter (TS 5.1) takes what it declares.
const box = {
  _v: 0,
  get v() {
    return this._v;
  },
  set v(x) {
    this._v = x * 2;
  },
};
const label = {
  set text(t) {
    console.log("set", t.toUpperCase());
  },
  get text() {
    return "s";
  },
};
type Sized = { get size(): number; set size(v: number | bigint) };
const sized: Sized = {
  get size() {
    return 1;
  },
  set size(v) {
    console.log(typeof v);
  },
};
interface Thermo {
  set value(v: number | string);
  get value(): number;
}
const thermo: Thermo = {
  get value() {
    return 20;
  },
  set value(v) {
    console.log("thermo", v);
  },
};
box.v = 3;
label.text = "hi";
sized.size = 10n;
thermo.value = "12";
const reading: number = thermo.value;
console.log(box.v, label.text, sized.size.toFixed(1), reading);
