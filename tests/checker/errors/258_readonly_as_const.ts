const settings = { mode: "fast", level: 2 } as const;
function bump(): void {
  settings.level = 3;
}
bump();
