const origin: readonly [number, number] = [0, 0];
function moveRight(): void {
  origin[0] = 1;
}
moveRight();
