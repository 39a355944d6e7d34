function viewportWidth(): number {
  const w = window.innerWidth;
  return w > 0 ? w : 1024;
}
console.log(viewportWidth());
