interface Settings {
  volume: number;
  muted: boolean;
}
function update(patch: Partial<Settings>): void {
  console.log(patch);
}
update({ volume: 3, mute: true });
