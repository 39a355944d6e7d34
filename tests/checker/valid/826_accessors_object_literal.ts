const box = {
  _w: 2,
  _h: 3,
  get area() { return this._w * this._h; },
  set width(w: number) { this._w = w; },
};
box.width = 10;
console.log(box.area);
