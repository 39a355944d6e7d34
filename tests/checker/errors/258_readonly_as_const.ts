const settings = { mode: "fast", level: 2 } as const;
settings.level = 3;
